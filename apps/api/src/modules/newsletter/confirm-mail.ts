import type { Language } from '@hortus/core';
import type { Mail } from '../../mail/mailer';

interface ConfirmTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
  withdraw: string;
}

/** The double opt-in mail in each of the shop's languages, in the polite form of address. */
const TEXTS: Record<Language, ConfirmTexts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Hortus-Newsletter',
    greeting: 'Guten Tag,',
    body: 'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link; er ist 7 Tage gültig und nur einmal verwendbar:',
    action: 'Anmeldung bestätigen',
    ignore:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte. Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.',
    withdraw: 'Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
  },
  en: {
    subject: 'Please confirm your Hortus newsletter subscription',
    greeting: 'Hello,',
    body: 'Thank you for your interest in our newsletter. Please confirm your subscription with this link; it is valid for 7 days and can be used once:',
    action: 'Confirm subscription',
    ignore:
      'If you did not sign up, please ignore this e-mail. Without your confirmation you will not receive the newsletter.',
    withdraw: 'You can withdraw your consent at any time with effect for the future.',
  },
  es: {
    subject: 'Confirme su suscripción al boletín de Hortus',
    greeting: 'Buenos días:',
    body: 'Le agradecemos su interés en nuestro boletín. Confirme su suscripción con este enlace; es válido durante 7 días y solo puede utilizarse una vez:',
    action: 'Confirmar la suscripción',
    ignore:
      'Si usted no se ha suscrito, ignore este correo electrónico. Sin su confirmación no recibirá el boletín.',
    withdraw: 'Puede revocar su consentimiento en cualquier momento con efectos para el futuro.',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter Hortus',
    greeting: 'Bonjour,',
    body: 'Nous vous remercions de l’intérêt que vous portez à notre newsletter. Veuillez confirmer votre inscription avec ce lien, valable 7 jours et utilisable une seule fois :',
    action: 'Confirmer mon inscription',
    ignore:
      'Si cette demande ne vient pas de vous, veuillez ignorer cet e-mail. Sans votre confirmation, vous ne recevrez pas la newsletter.',
    withdraw: 'Vous pouvez retirer votre consentement à tout moment, avec effet pour l’avenir.',
  },
  hu: {
    subject: 'Kérjük, erősítse meg feliratkozását a Hortus hírlevelére',
    greeting: 'Tisztelt Ügyfelünk!',
    body: 'Köszönjük, hogy érdeklődik hírlevelünk iránt. Kérjük, erősítse meg feliratkozását ezzel a linkkel; 7 napig érvényes, és egyszer használható:',
    action: 'Feliratkozás megerősítése',
    ignore:
      'Ha nem Ön iratkozott fel, kérjük, hagyja figyelmen kívül ezt az e-mailt. Megerősítés nélkül nem kap hírlevelet.',
    withdraw: 'Hozzájárulását bármikor, a jövőre nézve visszavonhatja.',
  },
  it: {
    subject: 'Confermi la Sua iscrizione alla newsletter Hortus',
    greeting: 'Gentile cliente,',
    body: 'La ringraziamo per l’interesse per la nostra newsletter. Confermi la Sua iscrizione con questo link, valido 7 giorni e utilizzabile una sola volta:',
    action: 'Conferma l’iscrizione',
    ignore:
      'Se non ha richiesto l’iscrizione, ignori questa e-mail. Senza la Sua conferma non riceverà la newsletter.',
    withdraw: 'Può revocare il Suo consenso in qualsiasi momento con effetto per il futuro.',
  },
  nl: {
    subject: 'Bevestig uw aanmelding voor de Hortus-nieuwsbrief',
    greeting: 'Geachte klant,',
    body: 'Hartelijk dank voor uw interesse in onze nieuwsbrief. Bevestig uw aanmelding via deze link; die is 7 dagen geldig en werkt één keer:',
    action: 'Aanmelding bevestigen',
    ignore:
      'Heeft u zich niet aangemeld? Dan kunt u deze e-mail negeren. Zonder uw bevestiging ontvangt u geen nieuwsbrief.',
    withdraw: 'U kunt uw toestemming op elk moment intrekken met werking voor de toekomst.',
  },
  pl: {
    subject: 'Prosimy o potwierdzenie zapisu do newslettera Hortus',
    greeting: 'Dzień dobry,',
    body: 'Dziękujemy za zainteresowanie naszym newsletterem. Prosimy potwierdzić zapis za pomocą tego linku; jest ważny przez 7 dni i można go użyć tylko raz:',
    action: 'Potwierdzam zapis',
    ignore:
      'Jeśli nie zapisywali się Państwo do newslettera, prosimy zignorować tę wiadomość. Bez potwierdzenia nie będą Państwo otrzymywać newslettera.',
    withdraw: 'Zgodę mogą Państwo wycofać w dowolnym momencie ze skutkiem na przyszłość.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail with the single-use link to the storefront's confirmation page. */
export function newsletterConfirmMail(input: { to: string; language: Language; link: string }): Mail {
  const texts = TEXTS[input.language];
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject,
    text: `${texts.greeting}\n\n${texts.body}\n\n${input.link}\n\n${texts.ignore}\n\n${texts.withdraw}\n\nHortus\n`,
    html: `<!doctype html><html lang="${input.language}"><body>
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.action)}</a></p>
<p>${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.withdraw)}</p>
<p>Hortus</p>
</body></html>`,
  };
}
