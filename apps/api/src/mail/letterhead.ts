import { type Company, LANGUAGES, type Language, postcodeAndCity } from '@hortus/core';

interface LetterheadTexts {
  phone: string;
  managingDirectors: string;
  vatId: string;
}

const TEXTS: Record<Language, LetterheadTexts> = {
  de: { phone: 'Telefon', managingDirectors: 'Geschäftsführung', vatId: 'USt-IdNr.' },
  en: { phone: 'Telephone', managingDirectors: 'Managing directors', vatId: 'VAT number' },
  es: { phone: 'Teléfono', managingDirectors: 'Administradores', vatId: 'NIF-IVA' },
  fr: { phone: 'Téléphone', managingDirectors: 'Gérants', vatId: 'N° de TVA' },
  hu: { phone: 'Telefon', managingDirectors: 'Ügyvezetők', vatId: 'Közösségi adószám' },
  it: { phone: 'Telefono', managingDirectors: 'Amministratori', vatId: 'Partita IVA' },
  nl: { phone: 'Telefoon', managingDirectors: 'Directie', vatId: 'Btw-nummer' },
  pl: { phone: 'Telefon', managingDirectors: 'Zarząd', vatId: 'NIP UE' },
};

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * The company's lines at the foot of every mail the shop sends, in the mail's language: who writes (name
 * and address), how to reach it, and what a business letter of a company must name (managing directors,
 * register, VAT number; §35a GmbHG, §37a HGB).
 */
function letterheadLines(company: Company, language: string): string[] {
  const lang = isLanguage(language) ? language : 'en';
  const texts = TEXTS[lang];
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(company.country) ?? company.country;
  return [
    [company.name, company.street, postcodeAndCity(company), country].join(' · '),
    `${texts.phone} ${company.phone} · ${company.email}`,
    [
      `${texts.managingDirectors}: ${company.managingDirectors.join(', ')}`,
      `${company.registerCourt} ${company.registerNumber}`,
      `${texts.vatId} ${company.vatId}`,
    ].join(' · '),
  ];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail with the company's letterhead after its last paragraph (text: below the signature separator). */
export function withLetterhead<M extends { text: string; html: string; language: string }>(
  mail: M,
  company: Company,
): M {
  const lines = letterheadLines(company, mail.language);
  const footer = `<hr><p><small>${lines.map(escapeHtml).join('<br>')}</small></p>\n`;
  const end = mail.html.lastIndexOf('</body>');
  return {
    ...mail,
    text: `${mail.text.replace(/\n*$/, '\n')}\n-- \n${lines.join('\n')}\n`,
    html: end === -1 ? `${mail.html}${footer}` : `${mail.html.slice(0, end)}${footer}${mail.html.slice(end)}`,
  };
}
