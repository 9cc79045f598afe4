import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

const demoNote = p(
  'Hortus est un fabricant fictif et cette boutique une démo : les sociétés, noms, numéros et adresses de cette page sont des exemples.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' et ');

/** The store's country after "pour" and "en": la France, la Belgique, la Suisse, but le Luxembourg. */
const place = (c: LegalContext) =>
  c.countryCode === 'LU'
    ? { for: 'le Luxembourg', in: 'au Luxembourg' }
    : { for: `la ${c.country}`, in: `en ${c.country}` };

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Éditeur du site'),
    addressOf(seller, c.countryName),
    p(
      `Représentée par ${seller.managingDirectors.length > 1 ? 'ses gérants' : 'son directeur'}, ${names(seller.managingDirectors)}.`,
    ),
    h2('Contact'),
    ul(
      `Téléphone : ${seller.phone} (du lundi au vendredi, de 8 h à 18 h)`,
      `E-mail : ${mail(seller.email)}`,
      `Formulaire : ${c.link('contact')}`,
    ),
    h2('Immatriculation'),
    ul(
      `Registre du commerce : ${seller.registerCourt}`,
      `Numéro d’immatriculation : ${seller.registerNumber}`,
      `Numéro de TVA intracommunautaire : ${seller.vatId}`,
    ),
    h2('Directeur de la publication'),
    p(`${seller.managingDirectors[0]}, à l’adresse ci-dessus.`),
    h2('Hébergement'),
    p('Le site est hébergé dans l’Union européenne par un prestataire qui agit sur nos instructions.'),
  ].join('');
}

function terms(c: LegalContext): string {
  const swiss = c.law === 'ch';
  return [
    h2('1. Champ d’application et vendeur'),
    p(
      `Les présentes conditions s’appliquent à toutes les commandes passées dans la boutique Hortus pour ${place(c).for}.`,
      `Le vendeur est ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'Le contrat est conclu en français.',
    ),
    h2('2. Conclusion du contrat'),
    p(
      'La présentation des produits ne constitue pas une offre ferme.',
      'En validant la commande sur la dernière page du paiement, vous faites une offre ferme ; jusque-là, vous pouvez vérifier et corriger vos saisies.',
      'Nous acceptons votre offre par la confirmation de commande envoyée par e-mail.',
      'Nous archivons le contrat ; vos commandes restent visibles dans votre compte client.',
    ),
    h2('3. Prix'),
    p(
      swiss
        ? `Tous les prix sont en francs suisses, TVA de ${c.vat} incluse ; les droits de douane et taxes d’importation sont déjà compris.`
        : `Tous les prix sont TTC, TVA de ${c.vat} incluse pour une livraison ${place(c).in}.`,
      `Les frais de livraison s’y ajoutent ; ils figurent dans le récapitulatif avant la commande et sur la page ${c.link('shipping')}.`,
    ),
    h2('4. Livraison'),
    p(
      `Nous livrons ${place(c).in} par transporteur, au pied du camion.`,
      'Le délai figure sur chaque fiche produit ; un abri configuré sur mesure est fabriqué après votre commande.',
      `Les détails${c.islands ? ', y compris les îles que nous ne desservons pas,' : ''} sont sur la page ${c.link('shipping')}.`,
    ),
    h2('5. Paiement'),
    p(
      `Nous acceptons le ${c.payment.prepayment.toLowerCase()} et le ${c.payment.cashOnDelivery.toLowerCase()} ; les clients professionnels peuvent aussi choisir le ${c.payment.onAccount.toLowerCase()}.`,
      `Les conditions sont sur la page ${c.link('payment')}.`,
    ),
    h2('6. Réserve de propriété'),
    p('Les marchandises restent notre propriété jusqu’à leur paiement intégral.'),
    h2('7. Garanties'),
    p(
      swiss
        ? 'La garantie légale de deux ans à compter de la livraison s’applique.'
        : 'Vous bénéficiez de la garantie légale de conformité de deux ans à compter de la livraison et de la garantie contre les vices cachés.',
      'En plus, Hortus garantit en tant que fabricant, pendant 25 ans, que les tôles d’acier galvanisé de nos abris, coffres et potagers ne seront pas perforées par la rouille, à condition qu’ils aient été montés selon la notice et ancrés sur une base plane.',
      'Cette garantie commerciale s’ajoute à vos droits légaux sans les limiter.',
    ),
    h2(swiss ? '8. Droit de retour' : '8. Droit de rétractation'),
    p(
      swiss
        ? 'Le droit suisse ne prévoit pas de droit de révocation pour les achats en ligne ; nous vous accordons volontairement 30 jours pour retourner vos achats.'
        : 'En tant que consommateur, vous pouvez vous rétracter dans un délai de 14 jours.',
      `Tous les détails figurent sur la page ${c.link('withdrawal')}.`,
    ),
    h2('9. Responsabilité'),
    p(
      'Notre responsabilité est entière en cas de faute intentionnelle ou lourde et de dommages corporels.',
      'Pour le reste, elle est limitée aux manquements à nos obligations essentielles et au dommage prévisible et typique du contrat.',
    ),
    h2('10. Droit applicable'),
    p(
      swiss
        ? `Le droit suisse s’applique, à l’exclusion de la Convention de Vienne. Le for est à ${c.seller.city} ; en tant que consommateur, vous pouvez aussi agir devant le tribunal de votre domicile.`
        : 'Le droit allemand s’applique, à l’exclusion de la Convention de Vienne. En tant que consommateur, vous conservez la protection des dispositions impératives du pays de votre résidence habituelle.',
    ),
  ].join('');
}

const excluded = (c: LegalContext) =>
  p(
    `${c.law === 'ch' ? 'Le droit de retour ne s’applique pas' : 'Le droit de rétractation ne s’applique pas'} aux biens confectionnés selon vos spécifications : un abri que vous composez dans le configurateur (dimensions, toit, porte ou coloris) est fabriqué pour vous seul et ne peut pas être repris.`,
  );

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  if (c.law === 'ch') {
    return [
      h2('Pas de droit légal de révocation, 30 jours pour changer d’avis'),
      p(
        'Le droit suisse ne prévoit pas de droit de révocation pour les achats en ligne.',
        'Nous vous accordons néanmoins, de notre plein gré, un droit de retour : vous pouvez nous rendre un article dans les 30 jours suivant la livraison, sans avoir à vous justifier.',
      ),
      h2('Comment retourner un article'),
      p(
        `Écrivez-nous dans les 30 jours à ${mail(seller.email)} ou via la page ${c.link('contact')}.`,
        'L’article doit être complet, non utilisé et non monté ; nous venons le chercher chez vous.',
        `L’enlèvement vous est facturé au plus au prix de la livraison standard (${c.standardDelivery}).`,
      ),
      h2('Remboursement'),
      p(
        'Nous remboursons le prix dans les 14 jours suivant la réception de l’article, par le moyen de paiement utilisé.',
      ),
      h2('Exclusions'),
      excluded(c),
      p('Vos droits de garantie en cas de défaut ne sont pas concernés.'),
    ].join('');
  }
  return [
    h2('Droit de rétractation'),
    p(
      'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.',
      'Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du bien, ou du dernier bien si votre commande est livrée en plusieurs fois.',
    ),
    p(
      `Pour exercer le droit de rétractation, vous devez nous notifier (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, téléphone ${seller.phone}, e-mail ${mail(seller.email)}) votre décision au moyen d’une déclaration dénuée d’ambiguïté, par exemple une lettre ou un e-mail.`,
      'Vous pouvez utiliser le modèle de formulaire ci-dessous, mais ce n’est pas obligatoire.',
      'Pour que le délai soit respecté, il suffit d’envoyer votre communication avant son expiration.',
    ),
    h2('Effets de la rétractation'),
    p(
      'En cas de rétractation, nous vous remboursons tous les paiements reçus, y compris les frais de livraison (à l’exception des frais supplémentaires d’un mode de livraison plus cher que la livraison standard), sans retard excessif et au plus tard quatorze jours après avoir été informés de votre décision.',
      'Nous utilisons le même moyen de paiement que celui de votre commande, sans frais pour vous.',
      'Nous pouvons différer le remboursement jusqu’à la récupération des biens ou jusqu’à ce que vous ayez fourni une preuve de leur expédition.',
    ),
    p(
      'Un abri, un coffre ou un potager ne peut pas être renvoyé par la poste : nous venons le chercher chez vous par transporteur.',
      `Les frais directs de renvoi sont à votre charge ; ils s’élèvent au plus à ${c.standardDelivery}.`,
      'Votre responsabilité n’est engagée qu’à l’égard de la dépréciation résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement des biens, par exemple un montage complet.',
    ),
    h2('Exceptions'),
    excluded(c),
    h2('Modèle de formulaire de rétractation'),
    p(
      'Veuillez compléter et renvoyer ce formulaire uniquement si vous souhaitez vous rétracter du contrat :',
    ),
    ul(
      `À l’attention de ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, e-mail ${mail(seller.email)} :`,
      'Je/Nous vous notifie/notifions par la présente ma/notre rétractation du contrat portant sur la vente du bien ci-dessous :',
      'Commandé le / reçu le :',
      'Nom et adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification sur papier) :',
      'Date :',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  const swiss = c.law === 'ch';
  const basis = (article: string) => (swiss ? '' : ` (${article})`);
  return [
    p(
      swiss
        ? 'Cette déclaration vous indique quelles données personnelles nous traitons dans la boutique Hortus, dans quel but et de quels droits vous disposez selon la loi fédérale sur la protection des données (LPD).'
        : 'Cette politique vous indique quelles données personnelles nous traitons dans la boutique Hortus, dans quel but et de quels droits vous disposez selon le règlement général sur la protection des données (RGPD).',
    ),
    h2('Responsable du traitement'),
    addressOf(seller, c.countryName),
    p(`E-mail : ${mail(seller.email)}`),
    h2('Délégué à la protection des données'),
    p(
      `${dpo.name}, joignable à ${mail(dpo.email)} ou à l’adresse ci-dessus, avec la mention « Protection des données ».`,
    ),
    h2('Données traitées et finalités'),
    ul(
      `Commandes : nom, adresses de livraison et de facturation, e-mail, téléphone et articles commandés, pour traiter, livrer et facturer votre achat${basis('art. 6, par. 1, b, RGPD')}.`,
      `Compte client : identifiants, adresses et commandes, tant que vous conservez le compte${basis('art. 6, par. 1, b, RGPD')}.`,
      `Newsletter : votre adresse e-mail, uniquement si vous vous êtes inscrit et avez confirmé ; chaque envoi contient un lien de désinscription${basis('art. 6, par. 1, a, RGPD')}.`,
      `Demandes de contact : ce que vous nous écrivez, pour vous répondre${basis('art. 6, par. 1, b et f, RGPD')}.`,
      `Journaux du serveur : adresse IP, heure et page consultée, pour la sécurité du site ; supprimés après 14 jours${basis('art. 6, par. 1, f, RGPD')}.`,
    ),
    h2('Cookies et mesure d’audience'),
    p(
      'Sans votre consentement, nous ne déposons que les cookies nécessaires au site : panier, connexion et mémorisation de votre choix.',
      'Les services de statistiques et de marketing comme Google Tag Manager ne sont chargés qu’après votre accord dans le bandeau cookies.',
      'Vous pouvez modifier ou retirer votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
    ),
    h2('Destinataires'),
    p(
      'Le transporteur reçoit votre nom, votre adresse de livraison et votre téléphone pour convenir du rendez-vous ; notre banque reçoit les données de paiement.',
      'Nos prestataires d’hébergement et informatiques agissent uniquement sur nos instructions.',
      swiss
        ? `Les commandes sont traitées au siège de ${seller.name} (${c.countryName(seller.country)}) ; la Suisse reconnaît la protection des données de l’Union européenne comme adéquate.`
        : 'Vos données ne quittent pas l’Union européenne.',
    ),
    h2('Durée de conservation'),
    p(
      'Les factures et pièces comptables sont conservées dix ans, comme l’exigent le droit commercial et fiscal.',
      'Votre compte est supprimé lorsque vous le fermez, votre adresse newsletter lorsque vous vous désinscrivez.',
    ),
    h2('Vos droits'),
    p(
      swiss
        ? 'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou leur remise dans un format courant, et vous opposer à leur traitement.'
        : 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité ; vous pouvez vous opposer au traitement et retirer votre consentement à tout moment pour l’avenir.',
      `Écrivez à ${mail(dpo.email)}.`,
      swiss
        ? 'Vous pouvez adresser une réclamation au Préposé fédéral à la protection des données et à la transparence (PFPDT).'
        : 'Vous pouvez introduire une réclamation auprès de l’autorité de protection des données de votre pays ou de la nôtre, le commissaire à la protection des données de Hambourg.',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  const abroad = c.law === 'ch';
  return [
    h2('Zone de livraison'),
    p(
      `La boutique Hortus pour ${place(c).for} livre toutes les adresses ${place(c).in}.`,
      c.islands
        ? `Nous ne pouvons pas livrer ${c.islands} : les transporteurs n’y vont pas ou seulement avec un fort supplément, c’est pourquoi ces codes postaux sont refusés à la commande.`
        : '',
    ),
    h2('Livraison au pied du camion'),
    p(
      'Les abris, abris vélos et grands coffres sont livrés sur palette par transporteur.',
      'Le chauffeur vous appelle avant pour convenir d’un rendez-vous et dépose la marchandise en bordure de votre propriété ; le transport jusqu’au jardin n’est pas compris.',
      'Les colis pèsent jusqu’à 60 kg : prévoyez une deuxième personne pour la réception.',
    ),
    h2('Délais de livraison'),
    ul(
      `Articles en stock, livraison standard : ${abroad ? '6 à 10' : '4 à 8'} jours ouvrés`,
      `Articles en stock, livraison express : ${abroad ? '3 à 5' : '2 à 4'} jours ouvrés`,
      'Abris configurés sur mesure : 3 à 4 semaines, car nous les fabriquons après votre commande',
    ),
    p(
      'Chaque fiche produit indique son délai. En cas de paiement anticipé, il court à partir de la réception de votre paiement.',
      abroad
        ? 'Nous nous chargeons du dédouanement ; les droits et taxes d’importation sont compris dans le prix.'
        : '',
    ),
    h2('Frais de livraison'),
    ul(
      `Livraison standard (transporteur) : ${c.standardDelivery} par commande`,
      `Livraison express : ${c.expressDelivery} par commande`,
      `${c.payment.cashOnDelivery} : ${c.cashOnDeliveryFee} en plus`,
    ),
    p(
      'Vous voyez les frais dans le panier et lors du paiement, avant de commander. Les téléchargements, comme les notices de montage, arrivent par e-mail, sans frais de livraison.',
    ),
    h2('Dommages de transport'),
    p(
      'Vérifiez la livraison en présence du chauffeur, notez les dommages visibles sur le bon de livraison et signalez-les-nous.',
      'Vous ne perdez toutefois aucun droit si vous ne le faites pas.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p(
      `Dans la boutique Hortus pour ${place(c).for}, vous pouvez payer de ces façons, toujours dans la devise de la boutique.`,
    ),
    h2(c.payment.prepayment),
    p(
      'Après la commande, nos coordonnées bancaires et la référence à indiquer figurent dans la confirmation de commande.',
      'Nous réservons la marchandise 10 jours ; dès réception de votre virement, la commande est expédiée.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `Vous payez en espèces au chauffeur du transporteur. Des frais de ${c.cashOnDeliveryFee} s’appliquent.`,
      'Ce mode n’est pas proposé pour les téléchargements, qui ne sont pas livrés.',
    ),
    h2(c.payment.onAccount),
    p(
      `Pour les clients professionnels dont le numéro ${c.law === 'ch' ? 'IDE' : 'de TVA'} a été vérifié dans le compte client : vous recevez la marchandise d’abord et réglez la facture sous 14 jours, sans escompte.`,
    ),
    h2('Facture'),
    p('Votre facture, avec la TVA détaillée, vous est envoyée par e-mail dès l’expédition.'),
  ].join('');
}

function whereToBuy(c: LegalContext): string {
  const region = c.country
    ? `pour ${place(c).for}`
    : 'pour les pays qui n’ont pas encore leur propre boutique Hortus';
  return [
    p(`Ce site présente toute la gamme Hortus ${region}, mais on ne peut pas y commander en ligne.`),
    h2('Acheter chez un revendeur Hortus'),
    p(
      'Nos abris, coffres, abris vélos et potagers sont vendus en jardineries, dans les négoces de matériaux et chez des revendeurs spécialisés.',
      `La page ${c.link('dealerSearch')} indique les revendeurs proches de chez vous ; beaucoup proposent aussi le montage.`,
    ),
    h2('Bien choisir avant d’acheter'),
    p(
      'Comparez les modèles et leurs dimensions sur les fiches produits, puis donnez le nom du modèle à votre revendeur.',
      `Aucun revendeur près de chez vous ? Écrivez-nous via la page ${c.link('contact')} : nous vous dirons où acheter.`,
    ),
    h2('Garantie'),
    p(
      'Où que vous l’achetiez, chaque produit Hortus bénéficie de notre garantie de 25 ans contre la perforation par la rouille.',
    ),
  ].join('');
}

export const FR: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment, whereToBuy };
