import type { Language } from '@hortus/core';
import type { ContactSubject } from '@hortus/core/contact-form';
import type { Mail } from '../../mail/mailer';

interface AcknowledgementTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  yourMessage: string;
  topic: string;
  orderNumber: string;
  closing: string;
  subjects: Record<ContactSubject, string>;
}

/** The acknowledgement in each of the shop's languages, in the form of address the storefront uses. */
const TEXTS: Record<Language, AcknowledgementTexts> = {
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen innerhalb von zwei Werktagen.',
    yourMessage: 'Ihre Nachricht',
    topic: 'Thema',
    orderNumber: 'Bestellnummer',
    closing: 'Ihr Hortus-Kundenservice',
    subjects: { order: 'Bestellung', product: 'Produkt', delivery: 'Lieferung', other: 'Sonstiges' },
  },
  en: {
    subject: 'We have received your message',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for your message. Our customer service team will reply within two working days.',
    yourMessage: 'Your message',
    topic: 'Topic',
    orderNumber: 'Order number',
    closing: 'Hortus Customer Service',
    subjects: { order: 'Order', product: 'Product', delivery: 'Delivery', other: 'Other' },
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Gracias por su mensaje. Nuestro servicio de atención al cliente le responderá en un plazo de dos días laborables.',
    yourMessage: 'Su mensaje',
    topic: 'Asunto',
    orderNumber: 'Número de pedido',
    closing: 'Servicio de atención al cliente de Hortus',
    subjects: { order: 'Pedido', product: 'Producto', delivery: 'Envío', other: 'Otro asunto' },
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Merci pour votre message. Notre service client vous répondra sous deux jours ouvrés.',
    yourMessage: 'Votre message',
    topic: 'Objet',
    orderNumber: 'Numéro de commande',
    closing: 'Le service client Hortus',
    subjects: { order: 'Commande', product: 'Produit', delivery: 'Livraison', other: 'Autre' },
  },
  hu: {
    subject: 'Megkaptuk üzenetét',
    greeting: (name) => `Kedves ${name}!`,
    body: 'Köszönjük üzenetét. Ügyfélszolgálatunk két munkanapon belül válaszol Önnek.',
    yourMessage: 'Az Ön üzenete',
    topic: 'Téma',
    orderNumber: 'Rendelésszám',
    closing: 'A Hortus ügyfélszolgálata',
    subjects: { order: 'Rendelés', product: 'Termék', delivery: 'Szállítás', other: 'Egyéb' },
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    greeting: (name) => `Ciao ${name},`,
    body: 'grazie per il tuo messaggio. Il nostro servizio clienti ti risponderà entro due giorni lavorativi.',
    yourMessage: 'Il tuo messaggio',
    topic: 'Argomento',
    orderNumber: 'Numero d’ordine',
    closing: 'Il servizio clienti Hortus',
    subjects: { order: 'Ordine', product: 'Prodotto', delivery: 'Consegna', other: 'Altro' },
  },
  nl: {
    subject: 'We hebben uw bericht ontvangen',
    greeting: (name) => `Beste ${name},`,
    body: 'Hartelijk dank voor uw bericht. Onze klantenservice antwoordt u binnen twee werkdagen.',
    yourMessage: 'Uw bericht',
    topic: 'Onderwerp',
    orderNumber: 'Bestelnummer',
    closing: 'De klantenservice van Hortus',
    subjects: { order: 'Bestelling', product: 'Product', delivery: 'Levering', other: 'Overig' },
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    greeting: (name) => `Dzień dobry ${name},`,
    body: 'dziękujemy za wiadomość. Nasze biuro obsługi klienta odpowie w ciągu dwóch dni roboczych.',
    yourMessage: 'Twoja wiadomość',
    topic: 'Temat',
    orderNumber: 'Numer zamówienia',
    closing: 'Biuro obsługi klienta Hortus',
    subjects: { order: 'Zamówienie', product: 'Produkt', delivery: 'Dostawa', other: 'Inne' },
  },
};

/** A contact message as stored, which both mails are made from. */
export interface StoredContactMessage {
  id: number;
  storeCode: string;
  name: string;
  email: string;
  subject: ContactSubject;
  orderNumber: string | null;
  message: string;
  createdAt: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

/** The message to customer service, answerable with Reply: the sender's address is its Reply-To. */
export function serviceMail(message: StoredContactMessage, serviceAddress: string): Mail {
  const about = TEXTS.en.subjects[message.subject];
  const facts = [
    `From: ${message.name} <${message.email}>`,
    `Store view: ${message.storeCode}`,
    `Topic: ${about}`,
    ...(message.orderNumber ? [`Order number: ${message.orderNumber}`] : []),
    `Sent: ${message.createdAt.toISOString()}`,
  ];
  return {
    to: serviceAddress,
    replyTo: message.email,
    key: `contact-message-${message.id}-service`,
    language: 'en',
    subject: `Contact form (${message.storeCode}): ${about}${message.orderNumber ? `, order ${message.orderNumber}` : ''}`,
    text: `${facts.join('\n')}\n\n${message.message}\n`,
    html: `<!doctype html><html lang="en"><body>
<p>${facts.map(escapeHtml).join('<br>')}</p>
${paragraphs(message.message)}
</body></html>`,
  };
}

/** The sender's copy: what they wrote and when to expect an answer, in the store view's language. */
export function acknowledgementMail(message: StoredContactMessage, language: Language): Mail {
  const texts = TEXTS[language];
  const facts = [
    `${texts.topic}: ${texts.subjects[message.subject]}`,
    ...(message.orderNumber ? [`${texts.orderNumber}: ${message.orderNumber}`] : []),
  ];
  return {
    to: message.email,
    key: `contact-message-${message.id}-acknowledgement`,
    language,
    subject: texts.subject,
    text: `${texts.greeting(message.name)}\n\n${texts.body}\n\n${texts.yourMessage}\n${facts.join('\n')}\n\n${message.message}\n\n${texts.closing}\n`,
    html: `<!doctype html><html lang="${language}"><body>
<p>${escapeHtml(texts.greeting(message.name))}</p>
<p>${escapeHtml(texts.body)}</p>
<h2>${escapeHtml(texts.yourMessage)}</h2>
<p>${facts.map(escapeHtml).join('<br>')}</p>
<blockquote>${paragraphs(message.message)}</blockquote>
<p>${escapeHtml(texts.closing)}</p>
</body></html>`,
  };
}
