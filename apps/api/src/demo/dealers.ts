/**
 * Demo data of the dealer search: invented garden centres and builders' merchants in the shop's selling
 * countries (names, streets, telephone numbers and websites are made up; websites use the reserved
 * `.example` domain, US numbers the 555-01xx range), placed near real towns, and the centres of a few
 * postcode areas per country so that a postcode can be placed. A real shop replaces both tables with its
 * dealer list and a postcode data set; nothing here is a fact about a real business or postcode boundary.
 */
import type { InferInsertModel } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dealers, postcodeAreas } from '../db/schema';

type DealerRow = InferInsertModel<typeof dealers>;
type PostcodeAreaRow = InferInsertModel<typeof postcodeAreas>;
type Service = 'showroom' | 'assembly' | 'delivery';

const G = 'garden_centre';
const B = 'builders_merchant';

/** [name, kind, street, postcode, city, country, phone, lat, lon, services] */
type DealerFacts = [
  string,
  typeof G | typeof B,
  string,
  string,
  string,
  DealerRow['country'],
  string,
  number,
  number,
  Service[],
];

// biome-ignore format: one dealer a line reads as the table it is
const DEALERS: DealerFacts[] = [
  ['Gartencenter Isarauen', G, 'Thalkirchner Straße 210', '81371', 'München', 'DE', '+49 89 7230 4410', 48.11, 11.555, ['showroom', 'assembly', 'delivery']],
  ['Baustoffe Brunnthaler', B, 'Landsberger Straße 402', '81241', 'München', 'DE', '+49 89 8299 1170', 48.145, 11.455, ['delivery']],
  ['Grünwerk Gartenmarkt', G, 'Freisinger Landstraße 31', '85748', 'Garching bei München', 'DE', '+49 89 3209 5566', 48.249, 11.651, ['showroom', 'assembly']],
  ['Holz & Stein Lechfeld', B, 'Haunstetter Straße 112', '86161', 'Augsburg', 'DE', '+49 821 5579 230', 48.345, 10.905, ['assembly', 'delivery']],
  ['Gartenparadies Pegnitzgrund', G, 'Fürther Straße 340', '90429', 'Nürnberg', 'DE', '+49 911 3266 780', 49.452, 11.04, ['showroom']],
  ['Baumarkt Neckartal', B, 'Pragstraße 150', '70376', 'Stuttgart', 'DE', '+49 711 5490 3321', 48.81, 9.205, ['delivery']],
  ['Gartenwelt Mainufer', G, 'Hanauer Landstraße 300', '60314', 'Frankfurt am Main', 'DE', '+49 69 4080 1123', 50.113, 8.722, ['showroom', 'assembly']],
  ['Rheinland Baustoffe', B, 'Aachener Straße 1040', '50858', 'Köln', 'DE', '+49 221 9484 550', 50.933, 6.85, ['assembly', 'delivery']],
  ['Gartencenter Spreewiese', G, 'Buckower Damm 120', '12349', 'Berlin', 'DE', '+49 30 6049 2218', 52.425, 13.435, ['showroom', 'delivery']],
  ['Elbe Holz- und Baumarkt', B, 'Billstraße 80', '20539', 'Hamburg', 'DE', '+49 40 7891 6620', 53.546, 10.04, ['delivery']],
  ['Gartenmarkt Auenwald', G, 'Merseburger Straße 200', '04178', 'Leipzig', 'DE', '+49 341 4421 870', 51.338, 12.31, ['showroom']],
  ['Gartenhof Elbflorenz', G, 'Hamburger Straße 60', '01157', 'Dresden', 'DE', '+49 351 4279 115', 51.066, 13.69, ['assembly']],
  ['Gartencenter Donaupark', G, 'Wagramer Straße 190', '1220', 'Wien', 'AT', '+43 1 2034 5560', 48.245, 16.437, ['showroom', 'assembly']],
  ['Baustoffe Traunviertel', B, 'Welser Straße 70', '4060', 'Leonding', 'AT', '+43 732 6712 44', 48.27, 14.25, ['delivery']],
  ['Gartenwelt Salzachtal', G, 'Alpenstraße 95', '5020', 'Salzburg', 'AT', '+43 662 6233 18', 47.78, 13.07, ['showroom']],
  ['Baumarkt Inntal', B, 'Amraser-See-Straße 56', '6020', 'Innsbruck', 'AT', '+43 512 3422 90', 47.262, 11.42, ['delivery']],
  ['Grünhof Murtal', G, 'Weblinger Gürtel 25', '8054', 'Graz', 'AT', '+43 316 2840 77', 47.04, 15.41, ['assembly', 'delivery']],
  ['Gartencenter Limmatblick', G, 'Hardturmstrasse 180', '8005', 'Zürich', 'CH', '+41 44 2734 510', 47.392, 8.505, ['showroom', 'assembly']],
  ['Baumaterial Aaretal', B, 'Freiburgstrasse 440', '3018', 'Bern', 'CH', '+41 31 9920 340', 46.935, 7.385, ['delivery']],
  ['Jardinerie du Léman', G, 'Route de Chancy 59', '1213', 'Onex', 'CH', '+41 22 7925 180', 46.184, 6.102, ['showroom']],
  ['Garten Rheinknie', G, 'Hiltalingerstrasse 60', '4057', 'Basel', 'CH', '+41 61 6312 770', 47.58, 7.6, ['assembly']],
  ['Giardini Ceresio', G, 'Via Cantonale 18', '6900', 'Lugano', 'CH', '+41 91 9234 150', 46.01, 8.95, ['showroom', 'delivery']],
  ['Jardinerie Rive Droite', G, '18 quai de la Mégisserie', '75001', 'Paris', 'FR', '+33 1 4260 3318', 48.8577, 2.3456, ['showroom']],
  ['Matériaux Val de Seine', B, '120 avenue du Général de Gaulle', '92130', 'Issy-les-Moulineaux', 'FR', '+33 1 4108 5522', 48.823, 2.265, ['assembly', 'delivery']],
  ['Jardins de l’Est parisien', G, '30 avenue de la République', '93100', 'Montreuil', 'FR', '+33 1 4857 2290', 48.862, 2.443, ['showroom', 'assembly']],
  ['Jardinerie des Monts d’Or', G, '15 chemin de Saint-Didier', '69760', 'Limonest', 'FR', '+33 4 7847 6610', 45.837, 4.771, ['showroom']],
  ['Bricomat Provence', B, '210 boulevard de Saint-Marcel', '13011', 'Marseille', 'FR', '+33 4 9135 4478', 43.289, 5.47, ['delivery']],
  ['Jardinerie Garonne', G, '88 quai de Brazza', '33100', 'Bordeaux', 'FR', '+33 5 5692 3340', 44.85, -0.555, ['showroom', 'assembly']],
  ['Matériaux des Flandres', B, '160 rue du Faubourg de Roubaix', '59800', 'Lille', 'FR', '+33 3 2031 7755', 50.64, 3.08, ['delivery']],
  ['Jardinerie de l’Erdre', G, '5 route de Carquefou', '44300', 'Nantes', 'FR', '+33 2 4049 2211', 47.25, -1.52, ['showroom']],
  ['Garden Center Navigli', G, 'Via Lodovico il Moro 120', '20143', 'Milano', 'IT', '+39 02 8912 4470', 45.447, 9.15, ['showroom', 'assembly']],
  ['Edilizia Tiburtina', B, 'Via Tiburtina 880', '00156', 'Roma', 'IT', '+39 06 4120 7735', 41.915, 12.57, ['delivery']],
  ['Vivaio Colli Fiorentini', G, 'Via Senese 210', '50124', 'Firenze', 'IT', '+39 055 2049 118', 43.745, 11.235, ['showroom']],
  ['Gartencenter Etschtal', G, 'Via Galvani 40', '39100', 'Bolzano', 'IT', '+39 0471 9320 44', 46.478, 11.33, ['showroom', 'assembly']],
  ['Materiali Edili Emilia', B, 'Via Emilia Levante 200', '40139', 'Bologna', 'IT', '+39 051 4921 660', 44.48, 11.4, ['delivery']],
  ['Vivaio Dora', G, 'Corso Regina Margherita 300', '10144', 'Torino', 'IT', '+39 011 4370 225', 45.08, 7.66, ['showroom']],
  ['Vivero Manzanares', G, 'Avenida de Portugal 120', '28011', 'Madrid', 'ES', '+34 914 630 218', 40.405, -3.745, ['showroom', 'assembly']],
  ['Materiales de Construcción Vallès', B, 'Carretera de Terrassa 210', '08206', 'Sabadell', 'ES', '+34 937 124 550', 41.56, 2.09, ['delivery']],
  ['Garden Center Turia', G, 'Avenida del Cid 150', '46014', 'Valencia', 'ES', '+34 963 590 441', 39.468, -0.41, ['showroom']],
  ['Almacenes Guadalquivir', B, 'Avenida de Andalucía 80', '41007', 'Sevilla', 'ES', '+34 954 253 317', 37.385, -5.955, ['assembly', 'delivery']],
  ['Vivero Nervión', G, 'Camino de Ibarsusi 12', '48004', 'Bilbao', 'ES', '+34 944 598 120', 43.25, -2.91, ['showroom']],
  ['Tuincentrum Amstelland', G, 'Amstelveenseweg 500', '1081 KN', 'Amsterdam', 'NL', '+31 20 6441 290', 52.335, 4.86, ['showroom', 'assembly']],
  ['Bouwmarkt Maasstad', B, 'Kleiweg 300', '3051 GT', 'Rotterdam', 'NL', '+31 10 4182 560', 51.955, 4.47, ['delivery']],
  ['Tuincentrum Domstad', G, 'Europalaan 80', '3526 KS', 'Utrecht', 'NL', '+31 30 2886 415', 52.072, 5.11, ['showroom']],
  ['Tuincentrum Kempenland', G, 'Geldropseweg 250', '5611 SM', 'Eindhoven', 'NL', '+31 40 2129 337', 51.43, 5.495, ['assembly', 'delivery']],
  ['Tuincentrum Scheldeland', G, 'Boomsesteenweg 700', '2610', 'Wilrijk', 'BE', '+32 3 8281 440', 51.165, 4.385, ['showroom']],
  ['Jardinerie Forêt de Soignes', G, 'Chaussée de Waterloo 1200', '1180', 'Uccle', 'BE', '+32 2 3742 215', 50.79, 4.38, ['showroom', 'assembly']],
  ['Bouwmaterialen Leiestreek', B, 'Kortrijksesteenweg 900', '9051', 'Sint-Denijs-Westrem', 'BE', '+32 9 2213 660', 51.03, 3.68, ['delivery']],
  ['Matériaux Meuse', B, 'Quai des Vennes 50', '4020', 'Liège', 'BE', '+32 4 3417 720', 50.62, 5.59, ['delivery']],
  ['Jardinerie Pétrusse', G, 'Route d’Arlon 280', 'L-8010', 'Strassen', 'LU', '+352 31 4455', 49.62, 6.07, ['showroom', 'assembly']],
  ['Matériaux Minett', B, 'Rue de Luxembourg 120', 'L-4221', 'Esch-sur-Alzette', 'LU', '+352 55 2230', 49.5, 5.995, ['delivery']],
  ['Centrum Ogrodnicze Wilanów', G, 'ul. Przyczółkowa 120', '02-968', 'Warszawa', 'PL', '+48 22 6510 340', 52.155, 21.085, ['showroom', 'assembly']],
  ['Skład Budowlany Wisła', B, 'ul. Zakopiańska 200', '30-435', 'Kraków', 'PL', '+48 12 2630 118', 50.015, 19.93, ['delivery']],
  ['Centrum Ogrodnicze Odra', G, 'ul. Krakowska 180', '52-015', 'Wrocław', 'PL', '+48 71 3410 552', 51.085, 17.07, ['showroom']],
  ['Ogrody Warty', G, 'ul. Głogowska 300', '60-104', 'Poznań', 'PL', '+48 61 8614 229', 52.38, 16.88, ['assembly', 'delivery']],
  ['Centrum Ogrodnicze Oliwa', G, 'ul. Grunwaldzka 600', '80-309', 'Gdańsk', 'PL', '+48 58 5532 114', 54.405, 18.57, ['showroom']],
  ['Thameside Garden Centre', G, '210 Lower Richmond Road', 'SW15 1LT', 'London', 'GB', '+44 20 7946 0310', 51.465, -0.225, ['showroom', 'assembly']],
  ['Northern Timber & Building Supplies', B, '45 Pollard Street', 'M4 7AN', 'Manchester', 'GB', '+44 161 496 0470', 53.48, -2.22, ['delivery']],
  ['Pennine Garden Centre', G, '300 Otley Road', 'LS16 6RG', 'Leeds', 'GB', '+44 113 496 0188', 53.84, -1.59, ['showroom']],
  ['Severn Garden Centre', G, '120 Gloucester Road', 'BS7 8NL', 'Bristol', 'GB', '+44 117 496 0560', 51.48, -2.59, ['showroom', 'assembly']],
  ['Forth Garden & Building', B, '150 Gorgie Road', 'EH11 2NT', 'Edinburgh', 'GB', '+44 131 496 0290', 55.937, -3.235, ['delivery']],
  ['Liffey Garden Centre', G, 'Naas Road', 'D12 X2T4', 'Dublin', 'IE', '+353 1 456 2210', 53.33, -6.33, ['showroom', 'assembly']],
  ['Lee Valley Building Supplies', B, 'Kinsale Road', 'T12 A2X9', 'Cork', 'IE', '+353 21 431 5520', 51.88, -8.46, ['delivery']],
  ['Kallio Garden Centre', G, 'Tuusulanväylä 40', '00620', 'Helsinki', 'FI', '+358 9 2731 440', 60.22, 24.95, ['showroom']],
  ['Pirkanmaa Building Supplies', B, 'Nekalantie 50', '33100', 'Tampere', 'FI', '+358 3 2240 115', 61.485, 23.79, ['assembly', 'delivery']],
  ['Mälarstrand Garden Centre', G, 'Lindhagensgatan 120', '112 51', 'Stockholm', 'SE', '+46 8 6520 330', 59.337, 18.015, ['showroom', 'assembly']],
  ['Västkust Building Supplies', B, 'Hisingsgatan 30', '417 03', 'Göteborg', 'SE', '+46 31 5140 220', 57.72, 11.945, ['delivery']],
  ['Öresund Garden Centre', G, 'Jägersrovägen 150', '213 75', 'Malmö', 'SE', '+46 40 2214 770', 55.585, 13.05, ['showroom']],
  ['Duna-part Kertészet', G, 'Szentendrei út 200', '1031', 'Budapest', 'HU', '+36 1 2430 550', 47.56, 19.05, ['showroom', 'assembly']],
  ['Alföld Építőanyag', B, 'Kassai út 100', '4028', 'Debrecen', 'HU', '+36 52 4120 330', 47.545, 21.64, ['delivery']],
  ['Hudson Valley Garden Supply', G, '330 Hudson Street', '10013', 'New York, NY', 'US', '+1 212 555 0142', 40.727, -74.007, ['showroom']],
  ['Lakeshore Building Supply', B, '2400 North Elston Avenue', '60614', 'Chicago, IL', 'US', '+1 312 555 0178', 41.925, -87.675, ['assembly', 'delivery']],
  ['Golden Gate Garden Center', G, '1800 Bayshore Boulevard', '94124', 'San Francisco, CA', 'US', '+1 415 555 0199', 37.735, -122.405, ['showroom', 'assembly']],
  ['Cascade Sheds & Lumber', B, '4500 Leary Way NW', '98107', 'Seattle, WA', 'US', '+1 206 555 0123', 47.665, -122.375, ['delivery']],
  ['Mile High Garden Center', G, '5100 Brighton Boulevard', '80216', 'Denver, CO', 'US', '+1 303 555 0156', 39.775, -104.96, ['showroom']],
];

/** The demo dealers, each with a made-up website on the `.example` domain. */
export function demoDealers(): DealerRow[] {
  return DEALERS.map(([name, kind, street, postcode, city, country, phone, lat, lon, services]) => ({
    name,
    kind,
    street,
    postcode,
    city,
    country,
    phone,
    website: `https://www.${name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.example`,
    services,
    lat,
    lon,
  }));
}

/**
 * Centres of a few postcode areas per country, keyed by the prefix of the normalised postcode (capitals,
 * no spaces or hyphens; Luxembourg without its 'L'). Approximate town centres, enough to rank the demo
 * dealers; postcodes outside these areas are reported as not found.
 */
// biome-ignore format: the areas of a country read as one table
const POSTCODE_AREAS: Record<string, Record<string, [lat: number, lon: number]>> = {
  DE: {
    '01': [51.05, 13.737], '04': [51.34, 12.375], '10': [52.52, 13.405], '12': [52.45, 13.43],
    '20': [53.551, 9.994], '22': [53.6, 10.03], '28': [53.079, 8.802], '30': [52.375, 9.732],
    '40': [51.227, 6.773], '44': [51.514, 7.466], '50': [50.937, 6.96], '60': [50.11, 8.682],
    '70': [48.775, 9.182], '79': [47.999, 7.842], '80': [48.137, 11.575], '81': [48.11, 11.55],
    '85': [48.4, 11.74], '86': [48.37, 10.898], '90': [49.452, 11.077], '93': [49.013, 12.101],
  },
  AT: {
    '1': [48.208, 16.373], '4': [48.306, 14.286], '5': [47.809, 13.055], '6': [47.269, 11.404],
    '8': [47.071, 15.439], '9': [46.624, 14.308],
  },
  CH: {
    '10': [46.519, 6.633], '12': [46.204, 6.143], '30': [46.948, 7.447], '40': [47.56, 7.588],
    '60': [47.05, 8.309], '69': [46.004, 8.951], '80': [47.377, 8.541], '90': [47.424, 9.377],
  },
  FR: {
    '75': [48.857, 2.352], '92': [48.85, 2.22], '93': [48.91, 2.45], '94': [48.78, 2.47],
    '78': [48.8, 2.0], '69': [45.764, 4.836], '13': [43.296, 5.37], '33': [44.838, -0.579],
    '59': [50.629, 3.057], '31': [43.605, 1.444], '44': [47.218, -1.554], '67': [48.573, 7.752],
    '06': [43.71, 7.262],
  },
  IT: {
    '00': [41.903, 12.496], '20': [45.464, 9.19], '10': [45.07, 7.687], '40': [44.494, 11.343],
    '50': [43.77, 11.256], '80': [40.852, 14.268], '30': [45.44, 12.316], '39': [46.498, 11.354],
    '35': [45.406, 11.877],
  },
  ES: {
    '28': [40.417, -3.704], '08': [41.385, 2.173], '46': [39.47, -0.376], '41': [37.389, -5.984],
    '48': [43.263, -2.935], '29': [36.721, -4.421], '50': [41.649, -0.889],
  },
  NL: {
    '10': [52.37, 4.895], '30': [51.924, 4.478], '25': [52.078, 4.288], '35': [52.091, 5.122],
    '56': [51.441, 5.47], '97': [53.219, 6.567], '68': [51.985, 5.899],
  },
  BE: {
    '1': [50.85, 4.352], '2': [51.219, 4.402], '3': [50.88, 4.7], '4': [50.633, 5.567],
    '5': [50.467, 4.867], '6': [50.411, 4.444], '7': [50.454, 3.952], '8': [51.209, 3.225],
    '9': [51.054, 3.717],
  },
  LU: {
    '1': [49.611, 6.13], '2': [49.6, 6.13], '3': [49.48, 6.09], '4': [49.496, 5.981],
    '5': [49.52, 6.3], '6': [49.7, 6.4], '7': [49.75, 6.1], '8': [49.63, 5.95], '9': [49.87, 6.1],
  },
  PL: {
    '0': [52.23, 21.012], '30': [50.065, 19.945], '50': [51.108, 17.039], '60': [52.406, 16.925],
    '80': [54.352, 18.646], '90': [51.759, 19.456], '40': [50.264, 19.024], '70': [53.428, 14.553],
  },
  GB: {
    EC: [51.517, -0.092], WC: [51.515, -0.12], SW: [51.46, -0.17], SE: [51.47, -0.06],
    N1: [51.54, -0.1], E1: [51.517, -0.06], M1: [53.481, -2.242], M4: [53.484, -2.225],
    LS: [53.801, -1.549], BS: [51.455, -2.588], EH: [55.953, -3.189], G1: [55.864, -4.252],
    CF: [51.482, -3.179], NE: [54.978, -1.618], OX: [51.752, -1.258], CB: [52.205, 0.122],
    NG: [52.954, -1.158], B1: [52.48, -1.9],
  },
  IE: {
    D: [53.35, -6.26], T12: [51.898, -8.475], H91: [53.271, -9.057], V94: [52.664, -8.63],
    X91: [52.259, -7.11],
  },
  FI: {
    '00': [60.17, 24.938], '01': [60.294, 25.04], '02': [60.205, 24.656], '20': [60.452, 22.267],
    '33': [61.498, 23.761], '40': [62.242, 25.747], '90': [65.012, 25.465],
  },
  SE: {
    '10': [59.33, 18.07], '11': [59.334, 18.063], '12': [59.3, 18.05], '40': [57.709, 11.975],
    '41': [57.709, 11.975], '21': [55.605, 13.004], '75': [59.858, 17.639], '58': [58.411, 15.622],
    '90': [63.826, 20.263],
  },
  HU: {
    '1': [47.498, 19.04], '2': [47.6, 19.3], '3': [48.104, 20.778], '4': [47.531, 21.627],
    '5': [47.175, 20.176], '6': [46.253, 20.141], '7': [46.073, 18.232], '8': [47.19, 18.41],
    '9': [47.687, 17.65],
  },
  US: {
    '100': [40.751, -73.997], '112': [40.65, -73.95], '606': [41.878, -87.63], '900': [34.052, -118.244],
    '941': [37.775, -122.419], '981': [47.606, -122.332], '021': [42.36, -71.059], '303': [33.749, -84.388],
    '787': [30.267, -97.743], '802': [39.739, -104.99], '191': [39.953, -75.165], '331': [25.762, -80.192],
    '554': [44.978, -93.265], '972': [45.515, -122.679],
  },
};

export function demoPostcodeAreas(): PostcodeAreaRow[] {
  return Object.entries(POSTCODE_AREAS).flatMap(([country, areas]) =>
    Object.entries(areas).map(([prefix, [lat, lon]]) => ({ country, prefix, lat, lon })),
  );
}

/** Fills the dealer search's tables with the demo data (part of the demo seed's transaction). */
export async function seedDemoDealers(tx: Database): Promise<void> {
  await tx.insert(dealers).values(demoDealers());
  await tx.insert(postcodeAreas).values(demoPostcodeAreas());
}

/**
 * A demo shop seeded before the dealer search existed gets its demo dealers on the next start; a shop
 * with dealers of its own, or with a postcode table, is left as it is.
 */
export async function seedDemoDealersWhereMissing(db: Database): Promise<boolean> {
  const [dealer] = await db.select({ id: dealers.id }).from(dealers).limit(1);
  const [area] = await db.select({ country: postcodeAreas.country }).from(postcodeAreas).limit(1);
  if (dealer || area) return false;
  await db.transaction((tx) => seedDemoDealers(tx));
  return true;
}
