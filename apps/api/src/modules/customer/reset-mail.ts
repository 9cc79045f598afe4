import type { Language } from '@hortus/core';
import type { Mail } from '../../mail/mailer';

interface ResetTexts {
  subject: string;
  greeting: (firstname: string) => string;
  body: string;
  action: string;
  ignore: string;
}

/** The password reset mail in each of the shop's languages. */
const TEXTS: Record<Language, ResetTexts> = {
  de: {
    subject: 'Ihr neues Passwort für Hortus',
    greeting: (name) => `Hallo ${name},`,
    body: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest; er gilt eine Stunde und nur einmal:',
    action: 'Neues Passwort festlegen',
    ignore:
      'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Your new Hortus password',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked for a new password for your customer account. Set it with this link; it works once and for one hour:',
    action: 'Set a new password',
    ignore:
      'If you did not ask for a new password, you can ignore this e-mail. Your password stays as it is.',
  },
  es: {
    subject: 'Tu nueva contraseña de Hortus',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Has solicitado una nueva contraseña para tu cuenta de cliente. Establécela con este enlace; es válido una sola vez durante una hora:',
    action: 'Establecer una nueva contraseña',
    ignore: 'Si no has solicitado una nueva contraseña, puedes ignorar este correo. Tu contraseña no cambia.',
  },
  fr: {
    subject: 'Votre nouveau mot de passe Hortus',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous avez demandé un nouveau mot de passe pour votre compte client. Définissez-le avec ce lien, valable une seule fois pendant une heure :',
    action: 'Définir un nouveau mot de passe',
    ignore:
      "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail. Votre mot de passe reste inchangé.",
  },
  hu: {
    subject: 'Új Hortus-jelszava',
    greeting: (name) => `Kedves ${name}!`,
    body: 'Új jelszót kért vásárlói fiókjához. Ezzel a linkkel állíthatja be; egyszer használható, egy óráig érvényes:',
    action: 'Új jelszó beállítása',
    ignore: 'Ha nem kért új jelszót, hagyja figyelmen kívül ezt az e-mailt. Jelszava változatlan marad.',
  },
  it: {
    subject: 'La tua nuova password Hortus',
    greeting: (name) => `Ciao ${name},`,
    body: 'Hai richiesto una nuova password per il tuo account cliente. Impostala con questo link, valido una sola volta per un’ora:',
    action: 'Imposta una nuova password',
    ignore: 'Se non hai richiesto una nuova password, ignora questa e-mail. La tua password resta invariata.',
  },
  nl: {
    subject: 'Uw nieuwe Hortus-wachtwoord',
    greeting: (name) => `Beste ${name},`,
    body: 'U heeft een nieuw wachtwoord voor uw klantaccount aangevraagd. Stel het in via deze link; die werkt één keer en één uur lang:',
    action: 'Nieuw wachtwoord instellen',
    ignore:
      'Heeft u geen nieuw wachtwoord aangevraagd? Dan kunt u deze e-mail negeren. Uw wachtwoord blijft ongewijzigd.',
  },
  pl: {
    subject: 'Twoje nowe hasło do Hortus',
    greeting: (name) => `Dzień dobry, ${name}!`,
    body: 'Otrzymaliśmy prośbę o nowe hasło do Twojego konta klienta. Ustaw je za pomocą tego linku; działa jednorazowo przez godzinę:',
    action: 'Ustaw nowe hasło',
    ignore: 'Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość. Twoje hasło pozostaje bez zmian.',
  },
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail with the single-use link to the storefront's reset-password page. */
export function passwordResetMail(input: {
  to: string;
  firstname: string;
  language: Language;
  link: string;
}): Mail {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.firstname);
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject,
    text: `${greeting}\n\n${texts.body}\n\n${input.link}\n\n${texts.ignore}\n\nHortus\n`,
    html: `<!doctype html><html lang="${input.language}"><body>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.action)}</a></p>
<p>${escapeHtml(texts.ignore)}</p>
<p>Hortus</p>
</body></html>`,
  };
}
