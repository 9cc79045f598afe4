/**
 * Codes the runtime's region names (CLDR) know that are no ISO 3166-1 country: macro-regions and
 * unions (EU, EZ, UN, QO), CLDR's own sub-regions (AC, CP, CQ, DG, EA, IC, TA), Kosovo's user-assigned
 * XK, the exceptionally reserved UK, and the pseudo and unknown regions (XA, XB, ZZ).
 */
const NOT_ISO_COUNTRIES = new Set('AC CP CQ DG EA EU EZ IC QO TA UK UN XA XB XK ZZ'.split(' '));

let regionNames: Intl.DisplayNames | undefined;

/**
 * Whether a code is a current ISO 3166-1 alpha-2 country code ('DE', 'ch' in any case). Read from the
 * CLDR data every JavaScript runtime ships (the 249 codes), so no list is kept here: a code is a country
 * when the runtime names it, does not replace it by a newer one (BU -> MM, YU -> RS) and it is not one of
 * CLDR's regions that are no country.
 */
export function isIsoCountryCode(code: string): boolean {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || NOT_ISO_COUNTRIES.has(upper)) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return (
    regionNames.of(upper) !== undefined && Intl.getCanonicalLocales(`und-${upper}`)[0] === `und-${upper}`
  );
}
