/**
 * Postcodes of islands the shop does not deliver to (payments spec 5: "Island postcodes are not
 * deliverable"; a shed goes by freight, and carriers refuse or surcharge islands without a road link).
 * Facts and sources: ../shared/reviews/checkout-facts-2026-11-23.md section 3. Carrier lists are
 * contractual and change yearly, so this is data the operator keeps, not a rule of nature: each entry says
 * what it rests on. Matched on postcode only, never on place names (a names list blocks mainland Hoorn,
 * Buren and Nes). Islands with a road link (Fehmarn, Rügen, Usedom, Poel, Zingst, Île de Ré, Oléron) are
 * deliverable and not listed; entries the review marks unconfirmed are left out.
 */

/** A postcode range of one country: numeric postcodes by value, British ones by outward-code district. */
type Range = readonly [from: number, to: number];

interface CountryIslands {
  /** Numeric postcodes: inclusive ranges of the whole postcode's value. */
  numeric?: readonly Range[];
  /** Digits a numeric postcode has (leading zeros kept, as in Spain's 07xxx). */
  digits?: number;
  /** British postcodes: outward-code areas with inclusive district ranges ('PA', [20, 20]). */
  districts?: readonly (readonly [area: string, from: number, to: number])[];
}

const ISLANDS: Record<string, CountryIslands> = {
  DE: {
    digits: 5,
    numeric: [
      [18565, 18565], // Hiddensee (GLS, freight)
      [25845, 25845], // Nordstrand (freight list)
      [25849, 25849], // Pellworm
      [25859, 25859], // Hooge
      [25863, 25863], // Langeneß
      [25869, 25869], // Gröde
      [25938, 25942], // Föhr (GLS 25938; freight 25938-25942)
      [25946, 25949], // Amrum
      [25961, 25970], // Sylt (freight list)
      [25980, 25980], // Sylt (GLS)
      [25985, 25986], // Sylt
      [25988, 25990], // Sylt
      [25992, 25994], // Sylt
      [25996, 25999], // Sylt
      [26465, 26465], // Langeoog
      [26474, 26474], // Spiekeroog
      [26486, 26486], // Wangerooge
      [26548, 26548], // Norderney
      [26571, 26571], // Juist
      [26579, 26579], // Baltrum
      [26757, 26757], // Borkum
      [27498, 27498], // Helgoland (also outside EU VAT and customs)
      [27499, 27499], // Neuwerk
      [83256, 83256], // Chiemsee islands (freight list)
    ],
  },
  NL: {
    digits: 4,
    numeric: [
      [1790, 1797], // Texel
      [8881, 8885], // Terschelling
      [8891, 8897], // Terschelling
      [8899, 8899], // Vlieland
      [9160, 9164], // Ameland
      [9166, 9166], // Schiermonnikoog
    ],
  },
  FR: {
    digits: 5,
    numeric: [
      [20000, 20999], // Corsica (2A and 2B)
      [85350, 85350], // Île d'Yeu (no bridge)
    ],
  },
  IT: {
    digits: 5,
    numeric: [
      [4027, 4027], // Ponza
      [7024, 7024], // La Maddalena
      [9014, 9014], // Carloforte
      [30124, 30124], // Venice lagoon
      [30133, 30133], // Giudecca
      [30141, 30142], // Murano, Burano
      [57032, 57032], // Elba (Capoliveri)
      [58012, 58012], // Giglio
      [80073, 80073], // Capri
      [80077, 80077], // Ischia
      [80079, 80079], // Procida
      [91023, 91023], // Favignana
      [92010, 92010], // Lampedusa
      [98050, 98050], // Aeolian islands
    ],
  },
  ES: {
    digits: 5,
    numeric: [
      [7000, 7999], // Balearics
      [35000, 35999], // Canary Islands, Las Palmas (outside EU VAT)
      [38000, 38999], // Canary Islands, Santa Cruz de Tenerife
      [51000, 51999], // Ceuta (outside EU VAT and customs)
      [52000, 52999], // Melilla
    ],
  },
  FI: { digits: 5, numeric: [[22000, 22999]] }, // Åland (outside EU VAT)
  SE: { digits: 5, numeric: [[62000, 62999]] }, // Gotland
  GB: {
    districts: [
      ['HS', 1, 9], // Outer Hebrides
      ['KW', 15, 17], // Orkney
      ['ZE', 1, 3], // Shetland
      ['PA', 20, 20], // Bute
      ['PA', 41, 49], // Argyll islands (Islay, Jura, Gigha, ...)
      ['PA', 60, 78], // Mull, Coll, Tiree, Colonsay, ...
      ['IV', 41, 49], // Skye
      ['IV', 51, 51],
      ['IV', 55, 56],
      ['KA', 27, 28], // Arran, Cumbrae
      ['PO', 30, 41], // Isle of Wight
      ['TR', 21, 25], // Isles of Scilly
      ['IM', 1, 99], // Isle of Man
      ['GY', 1, 9], // Guernsey (outside UK VAT)
      ['JE', 1, 4], // Jersey
    ],
  },
};

/** Whether a delivery postcode of a country is one of the islands above. */
export function isIslandPostcode(countryId: string, postcode: string): boolean {
  const islands = ISLANDS[countryId.toUpperCase()];
  if (!islands) return false;
  const compact = postcode.replace(/[\s-]/g, '').toUpperCase();
  if (islands.districts) {
    const outward = /^([A-Z]{1,2})(\d{1,2})[A-Z]?(?=\d[A-Z]{2}$|$)/.exec(compact);
    if (!outward) return false;
    const [, area, district] = outward;
    return islands.districts.some(
      ([islandArea, from, to]) => islandArea === area && Number(district) >= from && Number(district) <= to,
    );
  }
  if (!/^\d+$/.test(compact) || (islands.digits && compact.length !== islands.digits)) return false;
  const value = Number(compact);
  return (islands.numeric ?? []).some(([from, to]) => value >= from && value <= to);
}
