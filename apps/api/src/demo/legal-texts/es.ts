import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

const demoNote = p(
  'Hortus es un fabricante ficticio y esta tienda es una demostración: las empresas, nombres, números y direcciones de esta página son datos de ejemplo.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' y ');

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Titular del sitio web'),
    addressOf(seller, c.countryName),
    p(
      `Representada por ${seller.managingDirectors.length > 1 ? 'sus administradores' : 'su administrador'}, ${names(seller.managingDirectors)}.`,
    ),
    h2('Contacto'),
    ul(
      `Teléfono: ${seller.phone} (de lunes a viernes, de 8:00 a 18:00)`,
      `Correo electrónico: ${mail(seller.email)}`,
      `Formulario: ${c.link('contact')}`,
    ),
    h2('Datos registrales'),
    ul(
      `Registro Mercantil: ${seller.registerCourt}`,
      `Número de inscripción: ${seller.registerNumber}`,
      `NIF-IVA intracomunitario: ${seller.vatId}`,
    ),
    h2('Resolución de conflictos'),
    p(
      'No estamos obligados ni dispuestos a participar en procedimientos de resolución de conflictos ante una entidad de arbitraje de consumo. Si surge algún problema, escríbanos directamente: casi siempre encontramos una solución.',
    ),
  ].join('');
}

function terms(c: LegalContext): string {
  return [
    h2('1. Ámbito de aplicación y vendedor'),
    p(
      `Estas condiciones se aplican a todos los pedidos realizados en la tienda Hortus para ${c.country}.`,
      `El vendedor es ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'El idioma del contrato es el español.',
    ),
    h2('2. Celebración del contrato'),
    p(
      'La presentación de los productos en la tienda no es todavía una oferta vinculante.',
      'Al enviar el pedido en la última página de la caja, usted realiza una oferta vinculante; hasta ese momento puede revisar y corregir todos sus datos.',
      'Aceptamos su oferta con la confirmación del pedido que le enviamos por correo electrónico.',
      'Guardamos el texto del contrato; puede consultar sus pedidos en cualquier momento en su cuenta.',
    ),
    h2('3. Precios'),
    p(
      `Todos los precios incluyen el ${c.vat} de IVA para entregas en ${c.country}.`,
      `Los gastos de envío se añaden aparte; los verá en la caja antes de hacer el pedido y en la página ${c.link('shipping')}.`,
    ),
    h2('4. Entrega'),
    p(
      `Entregamos en toda la España peninsular mediante agencia de transporte, a pie de calle.`,
      'El plazo de entrega figura en cada ficha de producto; las casetas configuradas a medida se fabrican después de su pedido.',
      `Encontrará todos los detalles en la página ${c.link('shipping')}.`,
    ),
    h2('5. Pago'),
    p(
      `Aceptamos ${c.payment.prepayment.toLowerCase()} y ${c.payment.cashOnDelivery.toLowerCase()}; los clientes profesionales también pueden elegir la ${c.payment.onAccount.toLowerCase()}.`,
      `Las condiciones están en la página ${c.link('payment')}.`,
    ),
    h2('6. Reserva de dominio'),
    p('La mercancía sigue siendo de nuestra propiedad hasta su pago completo.'),
    h2('7. Garantía legal y garantía del fabricante'),
    p(
      'Los productos tienen la garantía legal de conformidad prevista en la normativa de consumo.',
      'Además, Hortus, como fabricante, garantiza durante 25 años que las chapas de acero galvanizado de sus casetas, arcones y bancales no se perforarán por la corrosión, siempre que se hayan montado según las instrucciones y anclado sobre una base nivelada.',
      'Esta garantía comercial se suma a sus derechos legales y no los limita.',
    ),
    h2('8. Derecho de desistimiento'),
    p(
      'Como consumidor, puede desistir del contrato en un plazo de 14 días.',
      `Encontrará todos los detalles en la página ${c.link('withdrawal')}.`,
    ),
    h2('9. Responsabilidad'),
    p(
      'Respondemos sin límite en caso de dolo, culpa grave y daños a la vida, la integridad física o la salud.',
      'En los demás casos, solo respondemos del incumplimiento de obligaciones contractuales esenciales y del daño previsible y típico del contrato.',
    ),
    h2('10. Legislación aplicable'),
    p(
      'Se aplica el Derecho alemán, con exclusión de la Convención de Viena. Como consumidor, conserva la protección de las normas imperativas del país en el que tiene su residencia habitual.',
    ),
  ].join('');
}

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  return [
    h2('Derecho de desistimiento'),
    p(
      'Tiene usted derecho a desistir del presente contrato en un plazo de catorce días naturales sin necesidad de justificación.',
      'El plazo de desistimiento expirará a los catorce días naturales del día en que usted o un tercero por usted indicado, distinto del transportista, adquirió la posesión material de los bienes, o del último de ellos si el pedido llega en varias entregas.',
    ),
    p(
      `Para ejercer el derecho de desistimiento, deberá usted notificarnos (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, teléfono ${seller.phone}, correo electrónico ${mail(seller.email)}) su decisión de desistir del contrato a través de una declaración inequívoca, por ejemplo una carta o un correo electrónico.`,
      'Podrá utilizar el modelo de formulario que figura más abajo, aunque su uso no es obligatorio.',
      'Para cumplir el plazo, basta con que la comunicación se envíe antes de que venza.',
    ),
    h2('Consecuencias del desistimiento'),
    p(
      'En caso de desistimiento, le devolveremos todos los pagos recibidos, incluidos los gastos de entrega (con excepción de los gastos adicionales de una modalidad de entrega distinta de la entrega estándar más económica), sin ninguna demora indebida y, en todo caso, a más tardar catorce días naturales a partir de la fecha en la que se nos informe de su decisión.',
      'Utilizaremos el mismo medio de pago que usted empleó, sin ningún gasto para usted.',
      'Podremos retener el reembolso hasta haber recibido los bienes o hasta que usted haya presentado una prueba de su devolución.',
    ),
    p(
      'Las casetas, arcones y bancales no pueden devolverse por correo: pasamos a recogerlos con una agencia de transporte.',
      `Usted asumirá el coste directo de la devolución, que asciende como máximo a ${c.standardDelivery}.`,
      'Solo será responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer su naturaleza, características y funcionamiento, como el montaje completo.',
    ),
    h2('Excepciones'),
    p(
      'El derecho de desistimiento no se aplica a los bienes confeccionados conforme a sus especificaciones: una caseta que usted configura eligiendo medidas, tejado, puerta o color se fabrica solo para usted y no puede devolverse.',
    ),
    h2('Modelo de formulario de desistimiento'),
    p('Solo debe cumplimentar y enviar este formulario si desea desistir del contrato:'),
    ul(
      `A la atención de ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, correo electrónico ${mail(seller.email)}:`,
      'Por la presente le comunico/comunicamos que desisto/desistimos de mi/nuestro contrato de venta del siguiente bien:',
      'Pedido el / recibido el:',
      'Nombre y domicilio del consumidor o de los consumidores:',
      'Firma del consumidor o de los consumidores (solo si el formulario se presenta en papel):',
      'Fecha:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  return [
    p(
      'Esta política le explica qué datos personales tratamos en la tienda Hortus, con qué fines y qué derechos tiene según el Reglamento General de Protección de Datos (RGPD).',
    ),
    h2('Responsable del tratamiento'),
    addressOf(seller, c.countryName),
    p(`Correo electrónico: ${mail(seller.email)}`),
    h2('Delegada de protección de datos'),
    p(`${dpo.name}, en ${mail(dpo.email)} o en la dirección anterior, indicando «Protección de datos».`),
    h2('Qué datos usamos y para qué'),
    ul(
      'Pedidos: nombre, direcciones de entrega y facturación, correo electrónico, teléfono y artículos pedidos, para gestionar, entregar y facturar su compra (art. 6.1.b RGPD).',
      'Cuenta de cliente: datos de acceso, direcciones y pedidos, mientras mantenga la cuenta (art. 6.1.b RGPD).',
      'Boletín: su dirección de correo, solo si se ha suscrito y lo ha confirmado; cada envío incluye un enlace para darse de baja (art. 6.1.a RGPD).',
      'Consultas: lo que nos escribe, para responderle (art. 6.1.b y f RGPD).',
      'Registros del servidor: dirección IP, hora y página solicitada, para la seguridad del sitio; se borran a los 14 días (art. 6.1.f RGPD).',
    ),
    h2('Cookies y seguimiento'),
    p(
      'Sin su consentimiento solo usamos las cookies necesarias para la tienda: cesta, inicio de sesión y su elección sobre cookies.',
      'Los servicios de estadística y marketing, como Google Tag Manager, solo se cargan si usted los acepta en el aviso de cookies.',
      'Puede cambiar o retirar su elección en cualquier momento en «Configuración de cookies», al pie de cada página.',
    ),
    h2('Destinatarios'),
    p(
      'La agencia de transporte recibe su nombre, dirección de entrega y teléfono para acordar la entrega; nuestro banco, los datos de pago.',
      'Los proveedores de alojamiento e informática trabajan para nosotros solo según nuestras instrucciones.',
      'Sus datos no salen de la Unión Europea.',
    ),
    h2('Plazos de conservación'),
    p(
      'Conservamos las facturas y documentos contables durante diez años, como exige la legislación mercantil y fiscal.',
      'Borramos su cuenta cuando la cierra y su dirección del boletín cuando se da de baja.',
    ),
    h2('Sus derechos'),
    p(
      'Tiene derecho de acceso, rectificación, supresión, limitación del tratamiento y portabilidad; puede oponerse al tratamiento y retirar su consentimiento en cualquier momento con efecto para el futuro.',
      `Escriba a ${mail(dpo.email)}.`,
      'Puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD) o ante la autoridad competente para nosotros en Hamburgo.',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  return [
    h2('Zona de entrega'),
    p(
      'La tienda Hortus para España entrega en toda la península.',
      c.islands
        ? `No podemos entregar en ${c.islands}: las agencias de transporte no llegan o lo hacen con grandes recargos, por eso la caja no acepta esos códigos postales.`
        : '',
    ),
    h2('Entrega a pie de calle'),
    p(
      'Las casetas, casetas para bicicletas y arcones grandes llegan en palé con una agencia de transporte.',
      'El conductor le llama antes para acordar el día de entrega y deja la mercancía a pie de calle, delante de su propiedad; el transporte hasta el jardín no está incluido.',
      'Los bultos pesan hasta 60 kg: cuente con una segunda persona para recibirlos.',
    ),
    h2('Plazos de entrega'),
    ul(
      'Artículos en stock, envío estándar: de 4 a 8 días laborables',
      'Artículos en stock, envío exprés: de 2 a 4 días laborables',
      'Casetas configuradas a medida: de 3 a 4 semanas, porque las fabricamos después de su pedido',
    ),
    p(
      'Cada ficha de producto indica su plazo. Con pago por adelantado, empieza a contar cuando recibimos su pago.',
    ),
    h2('Gastos de envío'),
    ul(
      `Envío estándar (agencia de transporte): ${c.standardDelivery} por pedido`,
      `Envío exprés: ${c.expressDelivery} por pedido`,
      `${c.payment.cashOnDelivery}: ${c.cashOnDeliveryFee} adicionales`,
    ),
    p(
      'Verá los gastos en la cesta y en la caja antes de hacer el pedido. Las descargas, como las instrucciones de montaje, llegan por correo electrónico sin gastos de envío.',
    ),
    h2('Daños de transporte'),
    p(
      'Revise la entrega en presencia del conductor, anote los daños visibles en el albarán y comuníquenoslos.',
      'Aunque no lo haga, no pierde ninguno de sus derechos.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p('En la tienda Hortus para España puede pagar de estas formas, siempre en euros.'),
    h2(c.payment.prepayment),
    p(
      'Tras el pedido, encontrará nuestros datos bancarios y el concepto en la confirmación del pedido.',
      'Le reservamos la mercancía durante 10 días; en cuanto recibimos el pago, enviamos el pedido.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `Paga en efectivo al conductor de la agencia de transporte, con un recargo de ${c.cashOnDeliveryFee}.`,
      'No está disponible para descargas, que no se entregan físicamente.',
    ),
    h2(c.payment.onAccount),
    p(
      'Para clientes profesionales con NIF-IVA verificado en su cuenta: recibe primero la mercancía y paga la factura en un plazo de 14 días, sin descuentos.',
    ),
    h2('Factura'),
    p('Recibirá la factura, con el IVA desglosado, por correo electrónico en cuanto se envíe la mercancía.'),
  ].join('');
}

export const ES: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment };
