import { findStoreView, formatPrice, type Language, type OrderEvent, paymentStateOf } from '@hortus/core';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Mail, Mailer } from '../../mail/mailer';
import { parcelOf } from './history';
import { orderById } from './record';
import { orderEvents, orderItems } from './tables';

interface EventMailTexts {
  greeting: (firstname: string) => string;
  closing: string;
  paymentSubject: (number: string) => string;
  paymentReceived: (amount: string, number: string) => string;
  stillDue: (amount: string) => string;
  paidInFull: string;
  overpaid: (amount: string) => string;
  shipmentSubject: (number: string) => string;
  shipped: (number: string) => string;
  carrier: string;
  trackingNumber: string;
  track: string;
  cancellationSubject: (number: string) => string;
  canceled: (number: string) => string;
  expired: string;
  reason: string;
  refundToCome: (amount: string) => string;
  refundSubject: (number: string) => string;
  refunded: (amount: string, number: string) => string;
}

/** The order event mails in each of the shop's languages (the confirmation's languages). */
const TEXTS: Record<Language, EventMailTexts> = {
  de: {
    greeting: (name) => `Hallo ${name},`,
    closing: 'Ihr Hortus-Team',
    paymentSubject: (number) => `Zahlung für Ihre Bestellung ${number} erhalten`,
    paymentReceived: (amount, number) =>
      `wir haben Ihre Zahlung über ${amount} für die Bestellung ${number} erhalten.`,
    stillDue: (amount) => `Noch offen: ${amount}.`,
    paidInFull: 'Ihre Bestellung ist damit vollständig bezahlt.',
    overpaid: (amount) =>
      `Das sind ${amount} mehr als der Gesamtbetrag; wir erstatten Ihnen den Unterschied.`,
    shipmentSubject: (number) => `Ihre Bestellung ${number} ist unterwegs`,
    shipped: (number) => `Ihre Bestellung ${number} ist auf dem Weg zu Ihnen.`,
    carrier: 'Versanddienstleister',
    trackingNumber: 'Sendungsnummer',
    track: 'Sendung verfolgen',
    cancellationSubject: (number) => `Ihre Bestellung ${number} wurde storniert`,
    canceled: (number) => `Ihre Bestellung ${number} wurde storniert.`,
    expired: 'Ihre Zahlung ist nicht rechtzeitig eingegangen; die Artikel sind wieder freigegeben.',
    reason: 'Grund',
    refundToCome: (amount) => `Den bereits gezahlten Betrag von ${amount} erstatten wir Ihnen.`,
    refundSubject: (number) => `Erstattung zu Ihrer Bestellung ${number}`,
    refunded: (amount, number) => `wir haben Ihnen ${amount} zu Ihrer Bestellung ${number} erstattet.`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    closing: 'Your Hortus team',
    paymentSubject: (number) => `Payment received for your order ${number}`,
    paymentReceived: (amount, number) => `we have received your payment of ${amount} for order ${number}.`,
    stillDue: (amount) => `Still to pay: ${amount}.`,
    paidInFull: 'Your order is now paid in full.',
    overpaid: (amount) => `That is ${amount} more than the total; we will refund the difference.`,
    shipmentSubject: (number) => `Your order ${number} is on its way`,
    shipped: (number) => `your order ${number} is on its way to you.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    cancellationSubject: (number) => `Your order ${number} has been cancelled`,
    canceled: (number) => `your order ${number} has been cancelled.`,
    expired: 'Your payment did not arrive in time, so the items have been released.',
    reason: 'Reason',
    refundToCome: (amount) => `We will refund the ${amount} you have already paid.`,
    refundSubject: (number) => `Refund for your order ${number}`,
    refunded: (amount, number) => `we have refunded ${amount} for your order ${number}.`,
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    closing: 'El equipo de Hortus',
    paymentSubject: (number) => `Hemos recibido el pago de tu pedido ${number}`,
    paymentReceived: (amount, number) => `hemos recibido tu pago de ${amount} para el pedido ${number}.`,
    stillDue: (amount) => `Pendiente de pago: ${amount}.`,
    paidInFull: 'Tu pedido ya está pagado por completo.',
    overpaid: (amount) => `Son ${amount} más que el total; te devolveremos la diferencia.`,
    shipmentSubject: (number) => `Tu pedido ${number} está en camino`,
    shipped: (number) => `tu pedido ${number} ya está en camino.`,
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    track: 'Seguir el envío',
    cancellationSubject: (number) => `Tu pedido ${number} ha sido cancelado`,
    canceled: (number) => `tu pedido ${number} ha sido cancelado.`,
    expired: 'Tu pago no llegó a tiempo, así que los artículos han quedado liberados.',
    reason: 'Motivo',
    refundToCome: (amount) => `Te devolveremos los ${amount} que ya has pagado.`,
    refundSubject: (number) => `Reembolso de tu pedido ${number}`,
    refunded: (amount, number) => `te hemos reembolsado ${amount} de tu pedido ${number}.`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    closing: 'L’équipe Hortus',
    paymentSubject: (number) => `Paiement reçu pour votre commande ${number}`,
    paymentReceived: (amount, number) =>
      `nous avons bien reçu votre paiement de ${amount} pour la commande ${number}.`,
    stillDue: (amount) => `Reste à payer : ${amount}.`,
    paidInFull: 'Votre commande est désormais entièrement payée.',
    overpaid: (amount) => `C’est ${amount} de plus que le total ; nous vous rembourserons la différence.`,
    shipmentSubject: (number) => `Votre commande ${number} est en route`,
    shipped: (number) => `votre commande ${number} est en route.`,
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    track: 'Suivre le colis',
    cancellationSubject: (number) => `Votre commande ${number} a été annulée`,
    canceled: (number) => `votre commande ${number} a été annulée.`,
    expired: 'Votre paiement n’est pas arrivé à temps ; les articles ont été remis en vente.',
    reason: 'Motif',
    refundToCome: (amount) => `Nous vous rembourserons les ${amount} déjà payés.`,
    refundSubject: (number) => `Remboursement de votre commande ${number}`,
    refunded: (amount, number) => `nous vous avons remboursé ${amount} pour votre commande ${number}.`,
  },
  hu: {
    greeting: (name) => `Kedves ${name}!`,
    closing: 'A Hortus csapata',
    paymentSubject: (number) => `Megérkezett a(z) ${number} számú rendelés kifizetése`,
    paymentReceived: (amount, number) =>
      `Megkaptuk ${amount} összegű befizetését a(z) ${number} számú rendelésre.`,
    stillDue: (amount) => `Még fizetendő: ${amount}.`,
    paidInFull: 'Rendelése ezzel teljesen ki van fizetve.',
    overpaid: (amount) => `Ez ${amount} összeggel több a végösszegnél; a különbözetet visszatérítjük.`,
    shipmentSubject: (number) => `A(z) ${number} számú rendelése úton van`,
    shipped: (number) => `A(z) ${number} számú rendelése úton van Önhöz.`,
    carrier: 'Futárszolgálat',
    trackingNumber: 'Csomagszám',
    track: 'Csomagkövetés',
    cancellationSubject: (number) => `A(z) ${number} számú rendelését töröltük`,
    canceled: (number) => `A(z) ${number} számú rendelését töröltük.`,
    expired: 'A fizetés nem érkezett meg időben, ezért a termékeket felszabadítottuk.',
    reason: 'Ok',
    refundToCome: (amount) => `A már kifizetett ${amount} összeget visszatérítjük.`,
    refundSubject: (number) => `Visszatérítés a(z) ${number} számú rendeléshez`,
    refunded: (amount, number) => `${amount} összeget visszatérítettünk a(z) ${number} számú rendeléséhez.`,
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    closing: 'Il team Hortus',
    paymentSubject: (number) => `Pagamento ricevuto per il tuo ordine ${number}`,
    paymentReceived: (amount, number) =>
      `abbiamo ricevuto il tuo pagamento di ${amount} per l’ordine ${number}.`,
    stillDue: (amount) => `Ancora da pagare: ${amount}.`,
    paidInFull: 'Il tuo ordine ora è pagato per intero.',
    overpaid: (amount) => `Sono ${amount} in più del totale; ti rimborseremo la differenza.`,
    shipmentSubject: (number) => `Il tuo ordine ${number} è in viaggio`,
    shipped: (number) => `il tuo ordine ${number} è in viaggio verso di te.`,
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    track: 'Traccia la spedizione',
    cancellationSubject: (number) => `Il tuo ordine ${number} è stato annullato`,
    canceled: (number) => `il tuo ordine ${number} è stato annullato.`,
    expired: 'Il pagamento non è arrivato in tempo, quindi gli articoli sono stati liberati.',
    reason: 'Motivo',
    refundToCome: (amount) => `Ti rimborseremo i ${amount} già pagati.`,
    refundSubject: (number) => `Rimborso per il tuo ordine ${number}`,
    refunded: (amount, number) => `ti abbiamo rimborsato ${amount} per il tuo ordine ${number}.`,
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    closing: 'Het Hortus-team',
    paymentSubject: (number) => `Betaling ontvangen voor uw bestelling ${number}`,
    paymentReceived: (amount, number) =>
      `we hebben uw betaling van ${amount} voor bestelling ${number} ontvangen.`,
    stillDue: (amount) => `Nog te betalen: ${amount}.`,
    paidInFull: 'Uw bestelling is nu volledig betaald.',
    overpaid: (amount) => `Dat is ${amount} meer dan het totaal; we betalen het verschil terug.`,
    shipmentSubject: (number) => `Uw bestelling ${number} is onderweg`,
    shipped: (number) => `uw bestelling ${number} is onderweg naar u.`,
    carrier: 'Vervoerder',
    trackingNumber: 'Trackingnummer',
    track: 'Volg uw pakket',
    cancellationSubject: (number) => `Uw bestelling ${number} is geannuleerd`,
    canceled: (number) => `uw bestelling ${number} is geannuleerd.`,
    expired: 'Uw betaling is niet op tijd binnengekomen; de artikelen zijn weer vrijgegeven.',
    reason: 'Reden',
    refundToCome: (amount) => `We betalen u de reeds betaalde ${amount} terug.`,
    refundSubject: (number) => `Terugbetaling voor uw bestelling ${number}`,
    refunded: (amount, number) => `we hebben u ${amount} terugbetaald voor uw bestelling ${number}.`,
  },
  pl: {
    greeting: (name) => `Dzień dobry, ${name}!`,
    closing: 'Zespół Hortus',
    paymentSubject: (number) => `Otrzymaliśmy płatność za zamówienie ${number}`,
    paymentReceived: (amount, number) =>
      `Otrzymaliśmy Twoją płatność w wysokości ${amount} za zamówienie ${number}.`,
    stillDue: (amount) => `Pozostało do zapłaty: ${amount}.`,
    paidInFull: 'Zamówienie jest teraz w pełni opłacone.',
    overpaid: (amount) => `To o ${amount} więcej niż suma zamówienia; zwrócimy różnicę.`,
    shipmentSubject: (number) => `Twoje zamówienie ${number} jest w drodze`,
    shipped: (number) => `Twoje zamówienie ${number} jest już w drodze.`,
    carrier: 'Przewoźnik',
    trackingNumber: 'Numer przesyłki',
    track: 'Śledź przesyłkę',
    cancellationSubject: (number) => `Twoje zamówienie ${number} zostało anulowane`,
    canceled: (number) => `Twoje zamówienie ${number} zostało anulowane.`,
    expired: 'Płatność nie dotarła na czas, więc produkty zostały zwolnione.',
    reason: 'Powód',
    refundToCome: (amount) => `Zwrócimy Ci już zapłacone ${amount}.`,
    refundSubject: (number) => `Zwrot za zamówienie ${number}`,
    refunded: (amount, number) => `Zwróciliśmy Ci ${amount} za zamówienie ${number}.`,
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A block of the mail: lines of text, and where one is a link, its address. */
type Line = string | { text: string; href: string };

/**
 * The customer's mail of an order event, in the language of the store view the order was placed in. The
 * amounts are as they were right after the event (its own and earlier payments and refunds), so a mail sent
 * late still tells what that payment left to pay. Null for an event that mails nothing.
 */
export async function orderEventMail(db: Database, orderEventId: number): Promise<Mail | null> {
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, orderEventId));
  if (!event) return null;
  const order = await orderById(db, event.orderId);
  const storeView = findStoreView(order.store_code);
  const language: Language = storeView?.i18n.language ?? 'en';
  const texts = TEXTS[language];
  const money = (amount: number) => formatPrice(amount, storeView);
  const number = order.increment_id;
  const data = { type: event.type, ...event.data } as OrderEvent;
  const [sums] = await db
    .select({
      paid: sql<number>`coalesce(sum(${orderEvents.amount}) FILTER (WHERE ${orderEvents.type} = 'payment'), 0)::bigint`.mapWith(
        Number,
      ),
      refunded:
        sql<number>`coalesce(sum(${orderEvents.amount}) FILTER (WHERE ${orderEvents.type} = 'refund'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, event.orderId), lte(orderEvents.id, event.id)));
  let subject: string;
  let blocks: Line[][];
  switch (data.type) {
    case 'payment': {
      const after = paymentStateOf({
        status: order.status,
        grandTotal: order.grand_total,
        paid: sums?.paid ?? data.amount,
        refunded: sums?.refunded ?? 0,
      });
      subject = texts.paymentSubject(number);
      blocks = [
        [
          texts.paymentReceived(money(data.amount), number),
          after.due > 0
            ? texts.stillDue(money(after.due))
            : after.balance > 0
              ? texts.overpaid(money(after.balance))
              : texts.paidInFull,
        ],
      ];
      break;
    }
    case 'shipment': {
      const parcel = parcelOf(data);
      const items = await db
        .select({ id: orderItems.id, name: orderItems.name, sku: orderItems.sku })
        .from(orderItems)
        .where(eq(orderItems.orderId, event.orderId));
      subject = texts.shipmentSubject(number);
      blocks = [
        [texts.shipped(number)],
        [
          `${texts.carrier}: ${parcel.carrier_name}`,
          `${texts.trackingNumber}: ${parcel.tracking_number}`,
          ...(parcel.tracking_url
            ? [{ text: `${texts.track}: ${parcel.tracking_url}`, href: parcel.tracking_url }]
            : []),
        ],
        data.lines.map((line) => {
          const item = items.find((candidate) => candidate.id === line.orderItemId);
          return `${line.qty} × ${item?.name ?? ''} (${item?.sku ?? ''})`;
        }),
      ];
      break;
    }
    case 'cancellation':
    case 'expiry': {
      const held = (sums?.paid ?? 0) - (sums?.refunded ?? 0);
      subject = texts.cancellationSubject(number);
      blocks = [
        [
          texts.canceled(number),
          data.type === 'expiry' ? texts.expired : `${texts.reason}: ${data.reason}`,
          ...(held > 0 ? [texts.refundToCome(money(held))] : []),
        ],
      ];
      break;
    }
    case 'refund': {
      subject = texts.refundSubject(number);
      blocks = [[texts.refunded(money(data.amount), number)]];
      break;
    }
    default:
      return null;
  }
  const firstname = order.addresses.billing?.firstname ?? '';
  const all: Line[][] = [
    [texts.greeting(firstname), ...(blocks[0] ?? [])],
    ...blocks.slice(1),
    [texts.closing],
  ];
  const textOf = (line: Line) => (typeof line === 'string' ? line : line.text);
  const htmlOf = (line: Line) =>
    typeof line === 'string'
      ? escapeHtml(line)
      : `<a href="${escapeHtml(line.href)}">${escapeHtml(line.text.slice(0, line.text.indexOf(':')))}</a>`;
  return {
    to: order.email,
    language,
    key: `order-${data.type}-${order.store_code}-${number}-${event.id}`,
    subject,
    text: `${all.map((block) => block.map(textOf).join('\n')).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language}"><body>\n${all
      .map((block) => `<p>${block.map(htmlOf).join('<br>')}</p>`)
      .join('\n')}\n</body></html>`,
  };
}

/**
 * The job of 'order-event-mail': the customer's mail of an order event. Run at least once by the job queue;
 * the mailer sends a keyed mail once (ADR 0019's sent mails), so a second run sends nothing new.
 */
export async function sendOrderEventMail(
  context: { db: Database; mailer: Mailer },
  orderEventId: number,
): Promise<void> {
  const mail = await orderEventMail(context.db, orderEventId);
  if (mail) await context.mailer.send(mail);
}
