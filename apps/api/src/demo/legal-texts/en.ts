import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

// en-GB for the EU and UK stores; the catalogue pages (imprint, privacy, where to buy) are also read in the
// US store, so they avoid spellings that differ between British and American English.

const demoNote = p(
  'Hortus is a fictitious maker and this shop is a demo: the companies, names, numbers and addresses on this page are sample data.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' and ');
/** "the United Kingdom", "Ireland": the store's country as it reads after "in" or "to". */
const land = (c: LegalContext) =>
  ['GB', 'US'].includes(c.countryCode) ? `the ${c.country}` : `${c.country}`;

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Provider'),
    addressOf(seller, c.countryName),
    p(
      `Represented by ${seller.managingDirectors.length > 1 ? 'the managing directors' : 'the director'} ${names(seller.managingDirectors)}.`,
    ),
    h2('Contact'),
    ul(
      `Telephone: ${seller.phone} (Monday to Friday, 8 am to 6 pm)`,
      `Email: ${mail(seller.email)}`,
      `Contact form: ${c.link('contact')}`,
    ),
    h2('Registration'),
    ul(
      `Register court: ${seller.registerCourt}`,
      `Register number: ${seller.registerNumber}`,
      `VAT identification number: ${seller.vatId}`,
    ),
    h2('Responsible for the content'),
    p(`${seller.managingDirectors[0]}, at the address above.`),
    c.law === 'eu'
      ? h2('Dispute resolution') +
        p(
          'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If something goes wrong, please write to us directly: we nearly always find a solution.',
        )
      : '',
  ].join('');
}

function terms(c: LegalContext): string {
  const uk = c.law === 'uk';
  return [
    h2('1. Scope and who you buy from'),
    p(
      `These terms apply to every order placed in the Hortus shop for ${land(c)}.`,
      `Your contract is with ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'The contract language is English.',
    ),
    h2('2. How the contract is made'),
    p(
      'The products shown in the shop are not yet a binding offer.',
      'When you send your order on the last page of the checkout, you make a binding offer; until then you can check and correct everything you entered.',
      'We accept your offer with the order confirmation we send by email.',
      'We keep the text of the contract, and you can see your orders at any time in your customer account.',
    ),
    h2('3. Prices'),
    p(
      `All prices include ${c.vat} VAT for delivery to ${land(c)}.`,
      uk ? 'Import duties are already included: the goods are cleared through customs by us.' : '',
      `Delivery costs are added; you see them in the checkout before you order and on our ${c.link('shipping')} page.`,
    ),
    h2('4. Delivery'),
    p(
      `We deliver within ${land(c)} by freight carrier to the kerbside.`,
      'Each product page shows its delivery time; sheds you configure to your own measurements are made after you order.',
      `The details${c.islands ? ', including the islands we cannot deliver to,' : ''} are on our ${c.link('shipping')} page.`,
    ),
    h2('5. Payment'),
    p(
      `You can pay by ${c.payment.prepayment.toLowerCase()} or ${c.payment.cashOnDelivery.toLowerCase()}; business customers can also choose ${c.payment.onAccount.toLowerCase()}.`,
      `The conditions are on our ${c.link('payment')} page.`,
    ),
    h2('6. Retention of title'),
    p('The goods remain our property until they have been paid for in full.'),
    h2(uk ? '7. Your statutory rights and our guarantee' : '7. Statutory warranty and maker’s guarantee'),
    p(
      uk
        ? 'Your goods must be as described, fit for purpose and of satisfactory quality, as the Consumer Rights Act 2015 requires. Within 30 days of delivery you can reject faulty goods for a full refund; after that you are entitled to a repair or replacement, and claims can be brought for up to six years (five in Scotland).'
        : 'The statutory warranty of two years from delivery applies.',
      'On top of that, Hortus as the maker guarantees for 25 years that the galvanised steel panels of our sheds, boxes and raised beds will not rust through, provided they were assembled according to the instructions and anchored on a level base.',
      'The guarantee is given in addition to your statutory rights and does not limit them.',
    ),
    h2(uk ? '8. Your right to cancel' : '8. Right of withdrawal'),
    p(
      'As a consumer you can cancel your order within 14 days.',
      `The details are on our ${c.link('withdrawal')} page.`,
    ),
    h2('9. Liability'),
    p(
      'We are liable without limit for intent and gross negligence and for death or personal injury.',
      'Otherwise we are liable only for breaches of essential contractual duties and only for the foreseeable damage typical of the contract.',
    ),
    h2('10. Applicable law'),
    p(
      uk
        ? 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts.'
        : 'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. As a consumer you keep the protection of the mandatory provisions of the country in which you habitually live.',
    ),
  ].join('');
}

const excluded = p(
  'The right does not apply to goods made to your specifications: a shed you put together in the configurator, choosing its size, roof, door or colour, is made for you alone and cannot be taken back.',
);

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  if (c.law === 'uk') {
    return [
      h2('Your right to cancel'),
      p(
        'Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 you have the right to cancel this contract within 14 days without giving any reason.',
        'The cancellation period ends 14 days after the day on which you, or someone you name other than the carrier, take physical possession of the goods, or of the last of them if your order comes in several deliveries.',
      ),
      p(
        `To cancel, tell us (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, telephone ${seller.phone}, email ${mail(seller.email)}) of your decision by a clear statement, for example a letter or an email.`,
        'You may use the model cancellation form below, but you do not have to.',
        'It is enough to send your message before the cancellation period has ended.',
      ),
      h2('What happens when you cancel'),
      p(
        'We will refund everything you paid us, including the cost of standard delivery, within 14 days of the day we receive the goods back or you show us that you have sent them back, whichever is earlier.',
        'We refund using the same means of payment you used, at no charge to you.',
      ),
      p(
        'Sheds, boxes and raised beds are too large to go back by post: we collect them from you by freight carrier.',
        `You pay the direct cost of the return, which is at most ${c.standardDelivery}.`,
        'You are only liable for any loss in value caused by handling the goods beyond what is needed to inspect them, such as assembling them completely.',
      ),
      h2('When you cannot cancel'),
      excluded,
      h2('Model cancellation form'),
      p('If you want to cancel the contract, please fill in this form and send it to us:'),
      ul(
        `To ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, email ${mail(seller.email)}:`,
        'I/We hereby give notice that I/we cancel my/our contract for the sale of the following goods:',
        'Ordered on / received on:',
        'Name and address of consumer(s):',
        'Signature of consumer(s) (only if this form is sent on paper):',
        'Date:',
      ),
    ].join('');
  }
  return [
    h2('Right of withdrawal'),
    p(
      'You have the right to withdraw from this contract within fourteen days without giving any reason.',
      'The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier named by you, take physical possession of the goods, or of the last of them if your order comes in several deliveries.',
    ),
    p(
      `To exercise the right of withdrawal, you must inform us (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, telephone ${seller.phone}, email ${mail(seller.email)}) of your decision to withdraw from this contract by an unequivocal statement, for example a letter or an email.`,
      'You may use the model withdrawal form below, but it is not obligatory.',
      'To meet the deadline, it is sufficient to send your message before the withdrawal period has expired.',
    ),
    h2('Effects of withdrawal'),
    p(
      'If you withdraw from this contract, we shall reimburse all payments received from you, including the costs of delivery (except any extra cost of a delivery type other than our cheapest standard delivery), without undue delay and no later than fourteen days from the day we are informed of your decision.',
      'We use the same means of payment as you used for the order, unless you have expressly agreed otherwise, and you will not be charged any fees for it.',
      'We may withhold the reimbursement until we have received the goods back or you have supplied evidence of having sent them back, whichever is earlier.',
    ),
    p(
      'Sheds, boxes and raised beds cannot be sent back by post: we collect them from you by freight carrier.',
      `You bear the direct cost of returning the goods, which is at most ${c.standardDelivery}.`,
      'You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning, such as assembling them completely.',
    ),
    h2('Exceptions'),
    excluded,
    h2('Model withdrawal form'),
    p('If you want to withdraw from the contract, please fill in this form and send it back to us:'),
    ul(
      `To ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, email ${mail(seller.email)}:`,
      'I/We hereby give notice that I/we withdraw from my/our contract of sale of the following goods:',
      'Ordered on / received on:',
      'Name and address of consumer(s):',
      'Signature of consumer(s) (only if this form is notified on paper):',
      'Date:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  const law = {
    eu: 'the General Data Protection Regulation (GDPR)',
    uk: 'the UK GDPR and the Data Protection Act 2018',
    ch: 'the Swiss Federal Act on Data Protection',
    us: 'the privacy laws of the United States, including the California Consumer Privacy Act',
  }[c.law];
  const basis = (article: string) => (c.law === 'us' ? '' : ` (${article})`);
  return [
    p(
      `This notice tells you which personal data we use in the Hortus shop, what for, and which rights you have under ${law}.`,
    ),
    h2('Who is responsible'),
    addressOf(seller, c.countryName),
    p(`Email: ${mail(seller.email)}`),
    h2('Data protection officer'),
    p(`${dpo.name}, at ${mail(dpo.email)} or at the address above, marked “Data protection”.`),
    h2('What we use and why'),
    ul(
      c.law !== 'us' &&
        `Orders: your name, delivery and billing address, email, telephone number and the items you order, to handle, deliver and invoice your purchase${basis('Art. 6(1)(b)')}.`,
      `Customer account: your login, addresses and orders, for as long as you keep the account${basis('Art. 6(1)(b)')}.`,
      `Newsletter: your email address, only if you signed up and confirmed it; every newsletter has a link to unsubscribe${basis('Art. 6(1)(a)')}.`,
      `Enquiries: what you write to us, so that we can answer${basis('Art. 6(1)(b) and (f)')}.`,
      `Server logs: IP address, time and page requested, to run the shop securely; we delete them after 14 days${basis('Art. 6(1)(f)')}.`,
    ),
    h2('Cookies and tracking'),
    p(
      'Without your consent we only set the cookies the site needs to work: for the cart, your login and your cookie choice.',
      'Statistics and marketing services such as Google Tag Manager are only loaded once you agree in the cookie notice.',
      'You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page.',
    ),
    h2('Who receives your data'),
    p(
      c.law === 'us'
        ? 'We do not sell or share your personal information for advertising.'
        : 'The freight carrier receives your name, delivery address and telephone number to agree a delivery date with you; our bank receives the payment details.',
      'Hosting and IT providers work for us only on our instructions.',
      c.law === 'eu' ? 'Your data does not leave the European Union.' : '',
      c.law === 'uk'
        ? `Orders are handled at the seat of ${seller.name} (${c.countryName(seller.country)}); the UK recognises the EU as giving adequate protection.`
        : '',
      c.law === 'us' ? `Enquiries are answered from ${c.countryName(seller.country)}.` : '',
    ),
    h2('How long we keep data'),
    p(
      c.law === 'uk'
        ? 'Invoices and accounting records are kept for six years, as HMRC requires.'
        : c.law === 'us'
          ? 'Enquiries are deleted two years after the last contact.'
          : 'Invoices and accounting records are kept for ten years, as commercial and tax law requires.',
      'We delete your customer account when you close it, and your newsletter address when you unsubscribe.',
    ),
    h2('Your rights'),
    p(
      c.law === 'us'
        ? 'You can ask to know which personal information we hold about you, to have it corrected or deleted, and to opt out of any sale or sharing; we will not treat you differently for using these rights.'
        : 'You have the right of access, rectification, erasure, restriction of processing and data portability; you can object to processing and withdraw any consent at any time with effect for the future.',
      `Write to ${mail(dpo.email)}.`,
      c.law === 'uk'
        ? 'You can complain to the Information Commissioner’s Office (ICO).'
        : c.law === 'eu'
          ? 'You can complain to the data protection authority of your country or to ours, the Hamburg Commissioner for Data Protection and Freedom of Information.'
          : '',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  const uk = c.law === 'uk';
  return [
    h2('Where we deliver'),
    p(
      `The Hortus shop for ${land(c)} delivers to addresses in ${land(c)}.`,
      c.islands
        ? `We cannot deliver to ${c.islands}: freight carriers do not go there or only at a high surcharge, so the checkout does not accept these postcodes.`
        : '',
    ),
    h2('Kerbside delivery'),
    p(
      'Sheds, bike sheds and large boxes come on a pallet by freight carrier.',
      'The driver calls you beforehand to agree a delivery date and leaves the goods at the kerbside in front of your property; carrying them into the garden is not included.',
      'Single parcels weigh up to 60 kg, so please have a second person at hand.',
    ),
    h2('Delivery times'),
    ul(
      `Items in stock, standard delivery: ${uk ? '6 to 10' : '4 to 8'} working days`,
      `Items in stock, express delivery: ${uk ? '3 to 5' : '2 to 4'} working days`,
      'Sheds configured to your own measurements: 3 to 4 weeks, as we make them after you order',
    ),
    p(
      'Each product page shows the item’s delivery time. With prepayment it starts when your payment has reached us.',
      uk ? 'We handle customs clearance; import duties are included in the price.' : '',
    ),
    h2('Delivery costs'),
    ul(
      `Standard delivery (freight carrier): ${c.standardDelivery} per order`,
      `Express delivery: ${c.expressDelivery} per order`,
      `${c.payment.cashOnDelivery}: an extra ${c.cashOnDeliveryFee}`,
    ),
    p(
      'You see the costs in the cart and in the checkout before you order. Downloads such as assembly instructions come by email, with no delivery costs.',
    ),
    h2('Damage in transit'),
    p(
      'Please check the delivery while the driver is there, note any visible damage on the delivery note and tell us.',
      'You do not lose any of your rights if you do not.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p(`In the Hortus shop for ${land(c)} you can pay in these ways, always in the shop’s currency.`),
    h2(c.payment.prepayment),
    p(
      'After you order, our bank details and the payment reference are in your order confirmation.',
      'We reserve the goods for you for 10 days; as soon as your payment arrives, the order is dispatched.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `You pay the freight carrier’s driver in cash. We charge a fee of ${c.cashOnDeliveryFee} for this.`,
      'It is not available for downloads, as nothing is delivered.',
    ),
    h2(c.payment.onAccount),
    p(
      'For business customers whose VAT number we have checked in their customer account: you receive the goods first and pay the invoice within 14 days, without deductions.',
    ),
    h2('Invoice'),
    p('Your invoice, showing the VAT, comes by email as soon as the goods are dispatched.'),
  ].join('');
}

function whereToBuy(c: LegalContext): string {
  const region = c.country ? `in ${land(c)}` : 'in countries that do not have a Hortus shop of their own';
  return [
    p(`This site shows the whole Hortus range ${region}, but you cannot order online here.`),
    h2('Buy from a Hortus dealer'),
    p(
      'Our sheds, storage boxes, bike sheds and raised beds are sold by garden stores, hardware stores and specialist dealers.',
      `${c.link('dealerSearch')} lists the dealers near you; many of them also assemble the shed for you.`,
    ),
    h2('Advice before you buy'),
    p(
      'Use the product pages to compare the models and their measurements, and take the model name to your dealer.',
      `If you cannot find a dealer near you, write to us through our ${c.link('contact')} page and we will tell you where to buy.`,
    ),
    h2('Guarantee'),
    p('Wherever you buy it, every Hortus product comes with our 25-year guarantee against rust-through.'),
  ].join('');
}

export const EN: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment, whereToBuy };
