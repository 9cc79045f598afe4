import { formatDate, type Language } from '@hortus/core';
import type { Mail } from '../../mail/mailer';
import { escapeHtml } from './reset-mail';

interface EmailChangeTexts {
  subject: string;
  greeting: (firstname: string) => string;
  changed: (when: string) => string;
  ifItWasYou: string;
  ifItWasNot: (serviceEmail: string) => string;
}

/**
 * The notice to the old address after an e-mail change, in each of the shop's languages. It names neither
 * the new address (the old mailbox may be the one in the wrong hands) nor anything that opens the account.
 */
const TEXTS: Record<Language, EmailChangeTexts> = {
  de: {
    subject: 'Die E-Mail-Adresse Ihres Hortus-Kontos wurde geändert',
    greeting: (name) => `Hallo ${name},`,
    changed: (when) =>
      `die E-Mail-Adresse Ihres Hortus-Kundenkontos wurde am ${when} geändert. Mails zu Ihrem Konto gehen ab jetzt nur noch an die neue Adresse, und alle Anmeldungen auf anderen Geräten wurden beendet.`,
    ifItWasYou: 'Wenn Sie das selbst waren, ist nichts weiter zu tun.',
    ifItWasNot: (service) =>
      `Wenn Sie das nicht waren, schreiben Sie bitte sofort an unseren Kundenservice: ${service}. Jemand anderes kennt dann Ihr Passwort; wir helfen Ihnen, Ihr Konto zurückzubekommen.`,
  },
  en: {
    subject: 'The e-mail address of your Hortus account was changed',
    greeting: (name) => `Hello ${name},`,
    changed: (when) =>
      `the e-mail address of your Hortus customer account was changed on ${when}. From now on, mails about your account go to the new address only, and every sign-in on other devices has been ended.`,
    ifItWasYou: 'If you made this change, there is nothing more to do.',
    ifItWasNot: (service) =>
      `If you did not, please write to our customer service at once: ${service}. Someone else knows your password; we will help you get your account back.`,
  },
  es: {
    subject: 'Se ha cambiado la dirección de correo de tu cuenta Hortus',
    greeting: (name) => `Hola, ${name}:`,
    changed: (when) =>
      `la dirección de correo electrónico de tu cuenta de cliente de Hortus se cambió el ${when}. A partir de ahora, los correos sobre tu cuenta solo se envían a la nueva dirección, y se han cerrado todas las sesiones en otros dispositivos.`,
    ifItWasYou: 'Si has sido tú, no tienes que hacer nada más.',
    ifItWasNot: (service) =>
      `Si no has sido tú, escribe cuanto antes a nuestro servicio de atención al cliente: ${service}. Otra persona conoce tu contraseña; te ayudaremos a recuperar tu cuenta.`,
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte Hortus a été modifiée',
    greeting: (name) => `Bonjour ${name},`,
    changed: (when) =>
      `l’adresse e-mail de votre compte client Hortus a été modifiée le ${when}. Désormais, les e-mails concernant votre compte sont envoyés uniquement à la nouvelle adresse, et toutes les connexions sur d’autres appareils ont été fermées.`,
    ifItWasYou: 'Si vous êtes à l’origine de cette modification, vous n’avez rien d’autre à faire.',
    ifItWasNot: (service) =>
      `Si ce n’est pas vous, écrivez immédiatement à notre service client : ${service}. Quelqu’un d’autre connaît votre mot de passe ; nous vous aiderons à récupérer votre compte.`,
  },
  hu: {
    subject: 'Megváltozott Hortus-fiókja e-mail-címe',
    greeting: (name) => `Kedves ${name}!`,
    changed: (when) =>
      `Hortus vásárlói fiókjának e-mail-címét ${when} időpontban megváltoztatták. A fiókjával kapcsolatos leveleket mostantól csak az új címre küldjük, és minden más eszközön lévő bejelentkezést megszüntettünk.`,
    ifItWasYou: 'Ha Ön végezte a módosítást, nincs további teendője.',
    ifItWasNot: (service) =>
      `Ha nem Ön volt, kérjük, azonnal írjon ügyfélszolgálatunknak: ${service}. Valaki más ismeri a jelszavát; segítünk visszaszerezni a fiókját.`,
  },
  it: {
    subject: 'L’indirizzo e-mail del tuo account Hortus è stato modificato',
    greeting: (name) => `Ciao ${name},`,
    changed: (when) =>
      `l’indirizzo e-mail del tuo account cliente Hortus è stato modificato il ${when}. D’ora in poi le e-mail sul tuo account vanno solo al nuovo indirizzo, e tutti gli accessi da altri dispositivi sono stati chiusi.`,
    ifItWasYou: 'Se la modifica l’hai fatta tu, non devi fare altro.',
    ifItWasNot: (service) =>
      `Se non sei stato tu, scrivi subito al nostro servizio clienti: ${service}. Qualcun altro conosce la tua password; ti aiuteremo a recuperare il tuo account.`,
  },
  nl: {
    subject: 'Het e-mailadres van uw Hortus-account is gewijzigd',
    greeting: (name) => `Beste ${name},`,
    changed: (when) =>
      `het e-mailadres van uw Hortus-klantaccount is op ${when} gewijzigd. Voortaan gaan e-mails over uw account alleen naar het nieuwe adres, en alle aanmeldingen op andere apparaten zijn beëindigd.`,
    ifItWasYou: 'Heeft u dit zelf gedaan, dan hoeft u verder niets te doen.',
    ifItWasNot: (service) =>
      `Was u het niet? Schrijf dan meteen naar onze klantenservice: ${service}. Iemand anders kent uw wachtwoord; wij helpen u uw account terug te krijgen.`,
  },
  pl: {
    subject: 'Adres e-mail Twojego konta Hortus został zmieniony',
    greeting: (name) => `Dzień dobry, ${name}!`,
    changed: (when) =>
      `adres e-mail Twojego konta klienta Hortus został zmieniony ${when}. Od teraz wiadomości dotyczące konta wysyłamy tylko na nowy adres, a wszystkie logowania na innych urządzeniach zostały zakończone.`,
    ifItWasYou: 'Jeśli to Ty wprowadziłeś tę zmianę, nie musisz nic więcej robić.',
    ifItWasNot: (service) =>
      `Jeśli to nie Ty, napisz natychmiast do naszego działu obsługi klienta: ${service}. Ktoś inny zna Twoje hasło; pomożemy Ci odzyskać konto.`,
  },
};

/** The notice to a customer's old e-mail address that the account's address was changed. */
export function emailChangedMail(input: {
  to: string;
  firstname: string;
  language: Language;
  /** The store view's date format; the time is given in UTC and says so. */
  dateFormat: string;
  changedAt: Date;
  serviceEmail: string;
}): Mail {
  const texts = TEXTS[input.language];
  const paragraphs = [
    texts.greeting(input.firstname),
    texts.changed(`${formatDate(input.changedAt, 'UTC', input.dateFormat)} (UTC)`),
    texts.ifItWasYou,
    texts.ifItWasNot(input.serviceEmail),
    'Hortus',
  ];
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${input.language}"><body>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`,
  };
}
