import { describe, expect, it } from 'vitest';
import { isIslandPostcode } from './island-postcodes';

describe('isIslandPostcode', () => {
  it.each([
    ['DE', '25980'], // Sylt
    ['DE', '18565'], // Hiddensee
    ['DE', '27498'], // Helgoland
    ['NL', '1791'], // Texel
    ['NL', '8899'], // Vlieland
    ['FR', '20000'], // Corsica
    ['FR', '85350'], // Île d'Yeu
    ['IT', '80073'], // Capri
    ['IT', '07024'], // La Maddalena
    ['ES', '07001'], // Palma
    ['ES', '35001'], // Las Palmas
    ['FI', '22100'], // Mariehamn
    ['SE', '62100'], // Visby
    ['GB', 'HS1 2AB'], // Stornoway
    ['GB', 'PA20 0AB'], // Bute
    ['GB', 'ZE1 0AA'], // Lerwick
    ['GB', 'im1 1aa'], // Isle of Man, written small
    ['GB', 'JE2 3AB'],
  ])('knows %s %s is an island', (country, postcode) => {
    expect(isIslandPostcode(country, postcode)).toBe(true);
  });

  it.each([
    ['DE', '10115'], // Berlin
    ['DE', '23769'], // Fehmarn: bridged
    ['DE', '18528'], // Rügen: bridged
    ['NL', '1011'], // Amsterdam
    ['FR', '17410'], // Île de Ré: bridged
    ['FR', '75001'],
    ['IT', '00100'], // Rome
    ['ES', '28001'], // Madrid
    ['GB', 'PA21 1AA'], // mainland Argyll
    ['GB', 'SW1A 1AA'],
    ['GB', 'KW14 7AA'], // Thurso, mainland
    ['AT', '1010'], // no islands listed
    ['DE', '2598'], // too short to be a German postcode
    ['DE', ''],
  ])('delivers to %s %s', (country, postcode) => {
    expect(isIslandPostcode(country, postcode)).toBe(false);
  });
});
