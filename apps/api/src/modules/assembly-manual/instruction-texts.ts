import type { Language } from '@hortus/core';

/** The words of an assembly manual that are not steps or parts. */
export interface ManualWords {
  title: string;
  /** The file name's first word, in plain letters. */
  fileWord: string;
  itemNumber: string;
  dimensions: string;
  width: string;
  depth: string;
  height: string;
  footprint: string;
  parts: string;
  steps: string;
  safety: string;
}

export const MANUAL_WORDS: Record<Language, ManualWords> = {
  de: {
    title: 'Aufbauanleitung',
    fileWord: 'aufbauanleitung',
    itemNumber: 'Artikelnummer',
    dimensions: 'Abmessungen',
    width: 'Breite',
    depth: 'Tiefe',
    height: 'Höhe',
    footprint: 'Grundfläche',
    parts: 'Stückliste',
    steps: 'Aufbauschritte',
    safety: 'Bauen Sie zu zweit auf, an einem trockenen, windstillen Tag. Bewahren Sie diese Anleitung auf.',
  },
  en: {
    title: 'Assembly instructions',
    fileWord: 'assembly-instructions',
    itemNumber: 'Item no.',
    dimensions: 'Dimensions',
    width: 'Width',
    depth: 'Depth',
    height: 'Height',
    footprint: 'Footprint',
    parts: 'Parts list',
    steps: 'Assembly steps',
    safety: 'Assemble with two people on a dry, calm day. Keep these instructions.',
  },
  es: {
    title: 'Instrucciones de montaje',
    fileWord: 'instrucciones-de-montaje',
    itemNumber: 'Referencia',
    dimensions: 'Medidas',
    width: 'Ancho',
    depth: 'Fondo',
    height: 'Alto',
    footprint: 'Superficie',
    parts: 'Lista de piezas',
    steps: 'Pasos de montaje',
    safety:
      'Monte el producto entre dos personas, en un día seco y sin viento. Conserve estas instrucciones.',
  },
  fr: {
    title: 'Notice de montage',
    fileWord: 'notice-de-montage',
    itemNumber: 'Référence',
    dimensions: 'Dimensions',
    width: 'Largeur',
    depth: 'Profondeur',
    height: 'Hauteur',
    footprint: 'Emprise au sol',
    parts: 'Liste des pièces',
    steps: 'Étapes de montage',
    safety: 'Montez à deux, par temps sec et sans vent. Conservez cette notice.',
  },
  hu: {
    title: 'Összeszerelési útmutató',
    fileWord: 'osszeszerelesi-utmutato',
    itemNumber: 'Cikkszám',
    dimensions: 'Méretek',
    width: 'Szélesség',
    depth: 'Mélység',
    height: 'Magasság',
    footprint: 'Alapterület',
    parts: 'Alkatrészlista',
    steps: 'Az összeszerelés lépései',
    safety: 'Ketten szereljék össze, száraz, szélcsendes napon. Őrizze meg ezt az útmutatót.',
  },
  it: {
    title: 'Istruzioni di montaggio',
    fileWord: 'istruzioni-di-montaggio',
    itemNumber: 'Codice articolo',
    dimensions: 'Dimensioni',
    width: 'Larghezza',
    depth: 'Profondità',
    height: 'Altezza',
    footprint: 'Ingombro a terra',
    parts: 'Elenco dei componenti',
    steps: 'Fasi di montaggio',
    safety:
      'Monta il prodotto in due persone, in una giornata asciutta e senza vento. Conserva queste istruzioni.',
  },
  nl: {
    title: 'Montagehandleiding',
    fileWord: 'montagehandleiding',
    itemNumber: 'Artikelnummer',
    dimensions: 'Afmetingen',
    width: 'Breedte',
    depth: 'Diepte',
    height: 'Hoogte',
    footprint: 'Grondvlak',
    parts: 'Onderdelenlijst',
    steps: 'Montagestappen',
    safety: 'Monteer met twee personen op een droge, windstille dag. Bewaar deze handleiding.',
  },
  pl: {
    title: 'Instrukcja montażu',
    fileWord: 'instrukcja-montazu',
    itemNumber: 'Numer artykułu',
    dimensions: 'Wymiary',
    width: 'Szerokość',
    depth: 'Głębokość',
    height: 'Wysokość',
    footprint: 'Powierzchnia zabudowy',
    parts: 'Lista części',
    steps: 'Etapy montażu',
    safety: 'Montaż wykonuj we dwie osoby, w suchy i bezwietrzny dzień. Zachowaj tę instrukcję.',
  },
};

export type PartKey =
  | 'baseFrame'
  | 'wallPanel'
  | 'cornerPost'
  | 'roofPanel'
  | 'door'
  | 'lid'
  | 'screwSet'
  | 'floorPanel'
  | 'sidePanel'
  | 'groundAnchor';

export const PART_NAMES: Record<PartKey, Record<Language, string>> = {
  baseFrame: {
    de: 'Bodenrahmen',
    en: 'Base frame',
    es: 'Bastidor de base',
    fr: 'Cadre de base',
    hu: 'Alapkeret',
    it: 'Telaio di base',
    nl: 'Bodemframe',
    pl: 'Rama podstawy',
  },
  wallPanel: {
    de: 'Wandpaneel',
    en: 'Wall panel',
    es: 'Panel de pared',
    fr: 'Panneau mural',
    hu: 'Falpanel',
    it: 'Pannello parete',
    nl: 'Wandpaneel',
    pl: 'Panel ścienny',
  },
  cornerPost: {
    de: 'Eckprofil',
    en: 'Corner post',
    es: 'Perfil de esquina',
    fr: "Montant d'angle",
    hu: 'Sarokprofil',
    it: 'Profilo angolare',
    nl: 'Hoekprofiel',
    pl: 'Profil narożny',
  },
  roofPanel: {
    de: 'Dachpaneel',
    en: 'Roof panel',
    es: 'Panel de tejado',
    fr: 'Panneau de toit',
    hu: 'Tetőpanel',
    it: 'Pannello tetto',
    nl: 'Dakpaneel',
    pl: 'Panel dachowy',
  },
  door: {
    de: 'Tür',
    en: 'Door',
    es: 'Puerta',
    fr: 'Porte',
    hu: 'Ajtó',
    it: 'Porta',
    nl: 'Deur',
    pl: 'Drzwi',
  },
  lid: {
    de: 'Deckel',
    en: 'Lid',
    es: 'Tapa',
    fr: 'Couvercle',
    hu: 'Fedél',
    it: 'Coperchio',
    nl: 'Deksel',
    pl: 'Pokrywa',
  },
  screwSet: {
    de: 'Schraubenset',
    en: 'Screw set',
    es: 'Juego de tornillos',
    fr: 'Kit de visserie',
    hu: 'Csavarkészlet',
    it: 'Set di viti',
    nl: 'Schroevenset',
    pl: 'Zestaw śrub',
  },
  floorPanel: {
    de: 'Bodenelement',
    en: 'Floor section',
    es: 'Sección de suelo',
    fr: 'Élément de plancher',
    hu: 'Padlóelem',
    it: 'Elemento del pavimento',
    nl: 'Vloerelement',
    pl: 'Element podłogi',
  },
  sidePanel: {
    de: 'Seitenwand',
    en: 'Side panel',
    es: 'Panel lateral',
    fr: 'Panneau latéral',
    hu: 'Oldalpanel',
    it: 'Pannello laterale',
    nl: 'Zijpaneel',
    pl: 'Panel boczny',
  },
  groundAnchor: {
    de: 'Bodenanker',
    en: 'Ground anchor',
    es: 'Anclaje al suelo',
    fr: 'Ancrage au sol',
    hu: 'Talajhorgony',
    it: 'Ancoraggio a terra',
    nl: 'Grondanker',
    pl: 'Kotwa gruntowa',
  },
};

export type StepKey =
  | 'unpack'
  | 'ground'
  | 'baseFrame'
  | 'walls'
  | 'roof'
  | 'door'
  | 'lid'
  | 'floor'
  | 'anchor'
  | 'fixing'
  | 'check'
  | 'fill';

export const STEPS: Record<StepKey, Record<Language, string>> = {
  unpack: {
    de: 'Packen Sie alle Teile aus und prüfen Sie sie anhand der Stückliste.',
    en: 'Unpack all parts and check them against the parts list.',
    es: 'Desembale todas las piezas y compruébelas con la lista de piezas.',
    fr: "Déballez toutes les pièces et vérifiez-les à l'aide de la liste des pièces.",
    hu: 'Csomagoljon ki minden alkatrészt, és ellenőrizze őket az alkatrészlista alapján.',
    it: "Disimballa tutti i componenti e controllali con l'elenco dei componenti.",
    nl: 'Pak alle onderdelen uit en controleer ze aan de hand van de onderdelenlijst.',
    pl: 'Rozpakuj wszystkie części i sprawdź je z listą części.',
  },
  ground: {
    de: 'Bereiten Sie einen ebenen, festen Untergrund vor, etwas größer als die Grundfläche.',
    en: 'Prepare level, firm ground slightly larger than the footprint.',
    es: 'Prepare una base firme y nivelada, algo mayor que la superficie del producto.',
    fr: "Préparez un sol plan et stable, un peu plus grand que l'emprise au sol.",
    hu: 'Készítsen elő sík, szilárd alapot, valamivel nagyobbat az alapterületnél.',
    it: "Prepara una base piana e solida, leggermente più grande dell'ingombro a terra.",
    nl: 'Maak een vlakke, stevige ondergrond, iets groter dan het grondvlak.',
    pl: 'Przygotuj równe, stabilne podłoże, nieco większe od powierzchni zabudowy.',
  },
  baseFrame: {
    de: 'Schrauben Sie den Bodenrahmen zusammen und richten Sie ihn rechtwinklig aus.',
    en: 'Screw the base frame together and square it up.',
    es: 'Atornille el bastidor de base y escuádrelo.',
    fr: "Vissez le cadre de base et mettez-le d'équerre.",
    hu: 'Csavarozza össze az alapkeretet, és állítsa derékszögbe.',
    it: 'Avvita il telaio di base e mettilo in squadra.',
    nl: 'Schroef het bodemframe in elkaar en zet het haaks.',
    pl: 'Skręć ramę podstawy i ustaw ją pod kątem prostym.',
  },
  walls: {
    de: 'Setzen Sie die Eckprofile und Wandteile ein und verschrauben Sie sie zunächst handfest.',
    en: 'Fit the corner posts and wall panels and screw them hand-tight for now.',
    es: 'Coloque los perfiles de esquina y los paneles y atorníllelos sin apretar del todo.',
    fr: "Posez les montants d'angle et les panneaux, puis vissez-les sans serrer à fond.",
    hu: 'Helyezze be a sarokprofilokat és a paneleket, és egyelőre csak kézzel húzza meg a csavarokat.',
    it: 'Monta i profili angolari e i pannelli e per ora avvitali senza stringere a fondo.',
    nl: 'Plaats de hoekprofielen en panelen en schroef ze voorlopig handvast.',
    pl: 'Zamontuj profile narożne i panele, na razie lekko je skręcając.',
  },
  roof: {
    de: 'Legen Sie die Dachpaneele auf, verschrauben Sie sie und ziehen Sie danach alle Schrauben fest.',
    en: 'Lay the roof panels, screw them down, then tighten every screw.',
    es: 'Coloque los paneles del tejado, atorníllelos y apriete después todos los tornillos.',
    fr: 'Posez les panneaux de toit, vissez-les, puis serrez toutes les vis.',
    hu: 'Helyezze fel a tetőpaneleket, csavarozza le őket, majd húzza meg az összes csavart.',
    it: 'Posa i pannelli del tetto, avvitali e poi stringi tutte le viti.',
    nl: 'Leg de dakpanelen, schroef ze vast en draai daarna alle schroeven aan.',
    pl: 'Połóż panele dachowe, przykręć je, a następnie dokręć wszystkie śruby.',
  },
  door: {
    de: 'Hängen Sie die Tür ein und stellen Sie sie so ein, dass sie leicht schließt.',
    en: 'Hang the door and adjust it until it closes easily.',
    es: 'Cuelgue la puerta y ajústela hasta que cierre con suavidad.',
    fr: "Accrochez la porte et réglez-la jusqu'à ce qu'elle ferme facilement.",
    hu: 'Akassza be az ajtót, és állítsa be úgy, hogy könnyen záródjon.',
    it: 'Monta la porta e regolala finché si chiude facilmente.',
    nl: 'Hang de deur op en stel hem af tot hij soepel sluit.',
    pl: 'Zawieś drzwi i wyreguluj je tak, aby lekko się zamykały.',
  },
  lid: {
    de: 'Montieren Sie den Deckel mit den Scharnieren und prüfen Sie, dass er dicht schließt.',
    en: 'Fit the lid with its hinges and check that it closes tightly.',
    es: 'Monte la tapa con sus bisagras y compruebe que cierra bien.',
    fr: "Fixez le couvercle avec ses charnières et vérifiez qu'il ferme bien.",
    hu: 'Szerelje fel a fedelet a zsanérokkal, és ellenőrizze, hogy jól zár-e.',
    it: 'Monta il coperchio con le cerniere e controlla che chiuda bene.',
    nl: 'Monteer het deksel met de scharnieren en controleer of het goed sluit.',
    pl: 'Zamontuj pokrywę na zawiasach i sprawdź, czy szczelnie się zamyka.',
  },
  floor: {
    de: 'Legen Sie die Bodenelemente in den Rahmen und verschrauben Sie sie.',
    en: 'Lay the floor sections in the frame and screw them down.',
    es: 'Coloque las secciones de suelo en el bastidor y atorníllelas.',
    fr: 'Posez les éléments de plancher dans le cadre et vissez-les.',
    hu: 'Helyezze a padlóelemeket a keretbe, és csavarozza le őket.',
    it: 'Posa gli elementi del pavimento nel telaio e avvitali.',
    nl: 'Leg de vloerelementen in het frame en schroef ze vast.',
    pl: 'Ułóż elementy podłogi w ramie i przykręć je.',
  },
  anchor: {
    de: 'Verankern Sie das Produkt mit einem passenden Verankerungsset im Untergrund.',
    en: 'Anchor the product to the ground with a matching anchoring set.',
    es: 'Ancle el producto al suelo con un kit de anclaje adecuado.',
    fr: "Ancrez le produit au sol avec un kit d'ancrage adapté.",
    hu: 'Rögzítse a terméket a talajhoz egy megfelelő rögzítőkészlettel.',
    it: 'Ancora il prodotto al terreno con un kit di ancoraggio adatto.',
    nl: 'Veranker het product in de ondergrond met een passende verankeringsset.',
    pl: 'Zakotwicz produkt w podłożu odpowiednim zestawem kotwiącym.',
  },
  fixing: {
    de: 'Befestigen Sie das Produkt mit dem beiliegenden Montagematerial.',
    en: 'Fix the product in place with the fittings supplied.',
    es: 'Fije el producto con la tornillería incluida.',
    fr: 'Fixez le produit avec la visserie fournie.',
    hu: 'Rögzítse a terméket a mellékelt szerelési anyagokkal.',
    it: 'Fissa il prodotto con la minuteria in dotazione.',
    nl: 'Bevestig het product met het meegeleverde bevestigingsmateriaal.',
    pl: 'Zamocuj produkt dołączonymi elementami montażowymi.',
  },
  check: {
    de: 'Prüfen Sie zum Schluss alle Schraubverbindungen und ziehen Sie sie nach einigen Wochen nach.',
    en: 'Finally check every screw joint, and re-tighten them after a few weeks.',
    es: 'Por último, revise todas las uniones atornilladas y vuelva a apretarlas al cabo de unas semanas.',
    fr: 'Pour finir, contrôlez tous les assemblages vissés et resserrez-les après quelques semaines.',
    hu: 'Végül ellenőrizze az összes csavarkötést, és néhány hét múlva húzza meg őket újra.',
    it: 'Infine controlla tutti i collegamenti a vite e stringili di nuovo dopo qualche settimana.',
    nl: 'Controleer tot slot alle schroefverbindingen en draai ze na een paar weken na.',
    pl: 'Na koniec sprawdź wszystkie połączenia śrubowe i dokręć je ponownie po kilku tygodniach.',
  },
  fill: {
    de: 'Füllen Sie das Hochbeet schichtweise: Äste, Laub, Kompost, zuletzt Pflanzerde.',
    en: 'Fill the bed in layers: branches, leaves, compost, then potting soil on top.',
    es: 'Rellene el bancal por capas: ramas, hojas, compost y, por último, tierra para plantar.',
    fr: 'Remplissez le potager par couches : branchages, feuilles, compost, puis terreau.',
    hu: 'Töltse fel rétegesen: ágak, lomb, komposzt, végül virágföld.',
    it: "Riempi l'orto rialzato a strati: rami, foglie, compost e infine terriccio.",
    nl: 'Vul de bak in lagen: takken, bladeren, compost en daarna potgrond.',
    pl: 'Napełnij grządkę warstwami: gałęzie, liście, kompost, a na końcu ziemia ogrodowa.',
  },
};
