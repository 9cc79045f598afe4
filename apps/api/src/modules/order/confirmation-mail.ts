import type { Order, OrderAddress } from '@hortus/api-contract';
import { type Company, findStoreView, formatPrice, type Language } from '@hortus/core';
import type { Database } from '../../db/database';
import type { Mail, Mailer } from '../../mail/mailer';
import { orderById } from './record';

interface ConfirmationTexts {
  subject: (number: string) => string;
  greeting: (firstname: string) => string;
  thanks: string;
  number: string;
  items: string;
  subtotal: string;
  discount: string;
  shipping: string;
  paymentFee: string;
  total: string;
  taxIncluded: string;
  delivery: string;
  invoice: string;
  vatId: string;
  /** Bank transfer (prepayment): how to pay, with the order number as the reference. */
  transfer: string;
  holder: string;
  reference: string;
  paidOnDelivery: string;
  /** Purchase on account: the invoice is paid after it arrives. */
  onAccount: string;
  /** Both VAT numbers, on a reverse-charge order (Art. 226(3) and (4) Directive 2006/112/EC). */
  sellerVatId: string;
  buyerVatId: string;
  closing: string;
}

/** The order confirmation in each of the shop's languages. */
const TEXTS: Record<Language, ConfirmationTexts> = {
  de: {
    subject: (number) => `Ihre Bestellung ${number} bei Hortus`,
    greeting: (name) => `Hallo ${name},`,
    thanks: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bearbeiten sie.',
    number: 'Bestellnummer',
    items: 'Ihre Artikel',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    paymentFee: 'Zahlungsgebühr',
    total: 'Gesamtsumme',
    taxIncluded: 'darin enthaltene MwSt.',
    delivery: 'Lieferadresse',
    invoice: 'Rechnungsadresse',
    vatId: 'USt-IdNr.',
    transfer:
      'Bitte überweisen Sie den Gesamtbetrag auf unser Konto. Wir versenden Ihre Bestellung, sobald die Zahlung eingegangen ist.',
    holder: 'Kontoinhaber',
    reference: 'Verwendungszweck',
    paidOnDelivery: 'Sie bezahlen bei der Lieferung.',
    onAccount: 'Sie zahlen auf Rechnung: Bitte überweisen Sie den Gesamtbetrag nach Erhalt der Rechnung.',
    sellerVatId: 'Unsere USt-IdNr.',
    buyerVatId: 'Ihre USt-IdNr.',
    closing: 'Ihr Hortus-Team',
  },
  en: {
    subject: (number) => `Your Hortus order ${number}`,
    greeting: (name) => `Hello ${name},`,
    thanks: 'thank you for your order. We have received it and are getting it ready.',
    number: 'Order number',
    items: 'Your items',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    total: 'Total',
    taxIncluded: 'VAT included',
    delivery: 'Delivery address',
    invoice: 'Billing address',
    vatId: 'VAT number',
    transfer:
      'Please transfer the total to our account. We ship your order as soon as the payment has arrived.',
    holder: 'Account holder',
    reference: 'Reference',
    paidOnDelivery: 'You pay on delivery.',
    onAccount: 'You pay on account: please transfer the total once you have received the invoice.',
    sellerVatId: 'Our VAT number',
    buyerVatId: 'Your VAT number',
    closing: 'Your Hortus team',
  },
  es: {
    subject: (number) => `Tu pedido ${number} en Hortus`,
    greeting: (name) => `Hola, ${name}:`,
    thanks: 'gracias por tu pedido. Lo hemos recibido y ya lo estamos preparando.',
    number: 'Número de pedido',
    items: 'Tus artículos',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    paymentFee: 'Recargo por forma de pago',
    total: 'Total',
    taxIncluded: 'IVA incluido',
    delivery: 'Dirección de entrega',
    invoice: 'Dirección de facturación',
    vatId: 'NIF-IVA',
    transfer:
      'Transfiere el importe total a nuestra cuenta. Enviaremos tu pedido en cuanto recibamos el pago.',
    holder: 'Titular de la cuenta',
    reference: 'Concepto',
    paidOnDelivery: 'Pagas en el momento de la entrega.',
    onAccount: 'Pagas contra factura: transfiere el importe total cuando recibas la factura.',
    sellerVatId: 'Nuestro NIF-IVA',
    buyerVatId: 'Tu NIF-IVA',
    closing: 'El equipo de Hortus',
  },
  fr: {
    subject: (number) => `Votre commande Hortus ${number}`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: 'merci pour votre commande. Nous l’avons bien reçue et la préparons.',
    number: 'Numéro de commande',
    items: 'Vos articles',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    paymentFee: 'Frais de paiement',
    total: 'Total',
    taxIncluded: 'dont TVA',
    delivery: 'Adresse de livraison',
    invoice: 'Adresse de facturation',
    vatId: 'N° de TVA',
    transfer:
      'Merci de virer le montant total sur notre compte. Nous expédions votre commande dès réception du paiement.',
    holder: 'Titulaire du compte',
    reference: 'Référence',
    paidOnDelivery: 'Vous payez à la livraison.',
    onAccount: 'Vous payez sur facture. Merci de virer le montant total à réception de la facture.',
    sellerVatId: 'Notre n° de TVA',
    buyerVatId: 'Votre n° de TVA',
    closing: 'L’équipe Hortus',
  },
  hu: {
    subject: (number) => `Hortus-rendelése: ${number}`,
    greeting: (name) => `Kedves ${name}!`,
    thanks: 'Köszönjük rendelését. Megkaptuk, és már dolgozunk rajta.',
    number: 'Rendelésszám',
    items: 'Termékei',
    subtotal: 'Részösszeg',
    discount: 'Kedvezmény',
    shipping: 'Szállítás',
    paymentFee: 'Fizetési díj',
    total: 'Végösszeg',
    taxIncluded: 'ebből áfa',
    delivery: 'Szállítási cím',
    invoice: 'Számlázási cím',
    vatId: 'Közösségi adószám',
    transfer:
      'Kérjük, utalja át a végösszeget számlánkra. A fizetés beérkezése után azonnal feladjuk rendelését.',
    holder: 'Számlatulajdonos',
    reference: 'Közlemény',
    paidOnDelivery: 'A fizetés átvételkor történik.',
    onAccount: 'Számlára vásárol: kérjük, a számla kézhezvétele után utalja át a végösszeget.',
    sellerVatId: 'Közösségi adószámunk',
    buyerVatId: 'Az Ön közösségi adószáma',
    closing: 'A Hortus csapata',
  },
  it: {
    subject: (number) => `Il tuo ordine Hortus ${number}`,
    greeting: (name) => `Ciao ${name},`,
    thanks: 'grazie per il tuo ordine. Lo abbiamo ricevuto e lo stiamo preparando.',
    number: 'Numero d’ordine',
    items: 'I tuoi articoli',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    paymentFee: 'Costo del pagamento',
    total: 'Totale',
    taxIncluded: 'IVA inclusa',
    delivery: 'Indirizzo di consegna',
    invoice: 'Indirizzo di fatturazione',
    vatId: 'Partita IVA',
    transfer:
      'Trasferisci l’importo totale sul nostro conto. Spediamo l’ordine appena riceviamo il pagamento.',
    holder: 'Intestatario del conto',
    reference: 'Causale',
    paidOnDelivery: 'Paghi alla consegna.',
    onAccount: 'Paghi su fattura: trasferisci l’importo totale quando ricevi la fattura.',
    sellerVatId: 'La nostra partita IVA',
    buyerVatId: 'La tua partita IVA',
    closing: 'Il team Hortus',
  },
  nl: {
    subject: (number) => `Uw Hortus-bestelling ${number}`,
    greeting: (name) => `Beste ${name},`,
    thanks: 'hartelijk dank voor uw bestelling. We hebben haar ontvangen en gaan ermee aan de slag.',
    number: 'Bestelnummer',
    items: 'Uw artikelen',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzending',
    paymentFee: 'Betaalkosten',
    total: 'Totaal',
    taxIncluded: 'inclusief btw',
    delivery: 'Afleveradres',
    invoice: 'Factuuradres',
    vatId: 'Btw-nummer',
    transfer:
      'Maak het totaalbedrag over naar onze rekening. We verzenden uw bestelling zodra de betaling binnen is.',
    holder: 'Rekeninghouder',
    reference: 'Omschrijving',
    paidOnDelivery: 'U betaalt bij aflevering.',
    onAccount: 'U betaalt op rekening: maak het totaalbedrag over zodra u de factuur hebt ontvangen.',
    sellerVatId: 'Ons btw-nummer',
    buyerVatId: 'Uw btw-nummer',
    closing: 'Het Hortus-team',
  },
  pl: {
    subject: (number) => `Twoje zamówienie Hortus ${number}`,
    greeting: (name) => `Dzień dobry, ${name}!`,
    thanks: 'Dziękujemy za zamówienie. Otrzymaliśmy je i już je realizujemy.',
    number: 'Numer zamówienia',
    items: 'Twoje produkty',
    subtotal: 'Suma częściowa',
    discount: 'Rabat',
    shipping: 'Dostawa',
    paymentFee: 'Opłata za płatność',
    total: 'Razem',
    taxIncluded: 'w tym VAT',
    delivery: 'Adres dostawy',
    invoice: 'Adres rozliczeniowy',
    vatId: 'NIP UE',
    transfer:
      'Prosimy o przelew całej kwoty na nasze konto. Wyślemy zamówienie, gdy tylko otrzymamy płatność.',
    holder: 'Właściciel rachunku',
    reference: 'Tytuł przelewu',
    paidOnDelivery: 'Płacisz przy odbiorze.',
    onAccount: 'Płacisz na fakturę: prosimy o przelew całej kwoty po otrzymaniu faktury.',
    sellerVatId: 'Nasz NIP UE',
    buyerVatId: 'Twój NIP UE',
    closing: 'Zespół Hortus',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function addressLines(address: OrderAddress | Omit<OrderAddress, 'vat_id'>): string[] {
  return [
    [address.firstname, address.lastname].join(' '),
    address.company ?? '',
    ...address.street,
    `${address.postcode} ${address.city}`,
    address.country_id,
  ].filter(Boolean);
}

/**
 * Who mails the confirmation: the company, whose legal name and account a prepayment is paid to and whose
 * VAT number a reverse-charge order names (its letterhead the mailer adds to every mail).
 */
export interface ConfirmationSender {
  company: Company;
}

/**
 * The confirmation of a placed order, in the language of the store view it was placed in. A
 * reverse-charge order shows its invoice note with the shop's and the buyer's VAT numbers instead of the
 * VAT it includes (it includes none).
 */
function orderConfirmationMail(order: Order & { email: string }, { company }: ConfirmationSender): Mail {
  const storeView = findStoreView(order.store_code);
  const language: Language = storeView?.i18n.language ?? 'en';
  const texts = TEXTS[language];
  const money = (amount: number) => formatPrice(amount, storeView);
  const firstname = order.addresses.billing?.firstname ?? '';
  const rows: [string, string][] = [
    [texts.subtotal, money(order.subtotal_incl_tax)],
    ...(order.discount_amount > 0
      ? [[texts.discount, money(-order.discount_amount)] as [string, string]]
      : []),
    [texts.shipping, money(order.shipping_incl_tax)],
    ...(order.payment_fee_incl_tax > 0
      ? [[texts.paymentFee, money(order.payment_fee_incl_tax)] as [string, string]]
      : []),
    [texts.total, money(order.grand_total)],
    ...(order.reverse_charge ? [] : [[texts.taxIncluded, money(order.tax_amount)] as [string, string]]),
  ];
  const items = order.items.map(
    (item) => `${item.qty} × ${item.name} (${item.sku})  ${money(item.row_total_incl_tax)}`,
  );
  const payment =
    order.payment_method_code?.startsWith('banktransfer') === true
      ? [
          texts.transfer,
          `${texts.holder}: ${company.name}`,
          `IBAN: ${company.bank.iban}`,
          `BIC: ${company.bank.bic}`,
          `${texts.total}: ${money(order.total_due)}`,
          `${texts.reference}: ${order.increment_id}`,
        ]
      : order.payment_method_code === 'cashondelivery'
        ? [texts.paidOnDelivery]
        : order.payment_method_code === 'purchaseonaccount'
          ? [texts.onAccount]
          : [];
  const billing = order.addresses.billing;
  const reverseCharge =
    order.reverse_charge && order.invoice_note
      ? [
          order.invoice_note,
          `${texts.sellerVatId}: ${company.vatId}`,
          `${texts.buyerVatId}: ${billing?.vat_id ?? ''}`,
        ]
      : [];
  const blocks: string[][] = [
    [texts.greeting(firstname), texts.thanks, `${texts.number}: ${order.increment_id}`],
    [texts.items, ...items],
    rows.map(([label, value]) => `${label}: ${value}`),
    ...(reverseCharge.length > 0 ? [reverseCharge] : []),
    ...(payment.length > 0 ? [payment] : []),
    ...(order.addresses.shipping ? [[texts.delivery, ...addressLines(order.addresses.shipping)]] : []),
    ...(billing
      ? [
          [
            texts.invoice,
            ...addressLines(billing),
            ...(billing.vat_id ? [`${texts.vatId}: ${billing.vat_id}`] : []),
          ],
        ]
      : []),
    [texts.closing],
  ];
  return {
    to: order.email,
    language,
    key: `order-confirmation-${order.store_code}-${order.increment_id}`,
    subject: texts.subject(order.increment_id),
    text: `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language}"><body>\n${blocks
      .map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`)
      .join('\n')}\n</body></html>`,
  };
}

/**
 * The job of 'order-confirmation-mail': reads the order as placed and mails it. Run at least once by the
 * job queue; a second run sends the same mail with the same Message-ID (see Mail.key).
 */
export async function sendOrderConfirmation(
  context: ConfirmationSender & { db: Database; mailer: Mailer },
  orderId: number,
): Promise<void> {
  const order = await orderById(context.db, orderId);
  await context.mailer.send(orderConfirmationMail(order, context));
}
