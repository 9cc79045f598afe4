import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedUserData, normaliseEmail, normaliseName, phoneInE164, sha256Hex } from './user-data';

/** node:crypto, an implementation independent of the Web Crypto one under test. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it("gives the FIPS 180-2 test vectors ('abc' and the empty string) as lower-case hex", async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes the UTF-8 bytes of the text', async () => {
    expect(await sha256Hex('józsef')).toBe(sha256('józsef'));
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Anna.Muster@Example.COM ')).toBe('anna.muster@example.com');
  });

  it('removes the dots before the @ for gmail.com and googlemail.com only', () => {
    expect(normaliseEmail('Anna.Maria.Muster@GMail.com')).toBe('annamariamuster@gmail.com');
    expect(normaliseEmail('anna.muster@googlemail.com')).toBe('annamuster@googlemail.com');
    expect(normaliseEmail('anna.muster@gmx.de')).toBe('anna.muster@gmx.de');
  });

  it("keeps a '+alias' (removing it is not Google's rule)", () => {
    expect(normaliseEmail('anna+shop@gmail.com')).toBe('anna+shop@gmail.com');
  });
});

describe('normaliseName', () => {
  it('lower-cases and trims, and drops digits, punctuation and symbols; accents stay', () => {
    expect(normaliseName('  Anne-Marie ')).toBe('annemarie');
    expect(normaliseName("O'Brien")).toBe('obrien');
    expect(normaliseName('Zoë2')).toBe('zoë');
    expect(normaliseName('ŁUKASZ')).toBe('łukasz');
    expect(normaliseName('Van der Berg')).toBe('van der berg');
  });
});

describe('phoneInE164', () => {
  it("keeps an international number's digits after the '+'", () => {
    expect(phoneInE164('+43 660 1234567', 'DE')).toBe('+436601234567');
  });

  it("reads '00' as the international prefix", () => {
    expect(phoneInE164('0043 660 1234567', null)).toBe('+436601234567');
  });

  it("writes a national number with the country's calling code, without its trunk prefix", () => {
    expect(phoneInE164('0171 1234567', 'de')).toBe('+491711234567');
    expect(phoneInE164('06 30 123 4567', 'HU')).toBe('+36301234567');
    expect(phoneInE164('(212) 555 1234', 'US')).toBe('+12125551234');
    expect(phoneInE164('1 212 555 1234', 'US')).toBe('+12125551234');
    expect(phoneInE164('501 234 567', 'PL')).toBe('+48501234567');
  });

  it("keeps Italy's leading 0, which is part of the number", () => {
    expect(phoneInE164('06 1234 5678', 'IT')).toBe('+390612345678');
  });

  it('gives no number when it cannot be told: unknown country, or too short or too long', () => {
    expect(phoneInE164('0171 1234567', 'BR')).toBeNull();
    expect(phoneInE164('0171 1234567', null)).toBeNull();
    expect(phoneInE164('+43 12', 'AT')).toBeNull();
    expect(phoneInE164('+43 1234 5678 9012 345', 'AT')).toBeNull();
  });
});

describe('hashedUserData', () => {
  it("holds the hashes of the normalised values under gtag's user_data names, never a clear value", async () => {
    const data = await hashedUserData(
      {
        email: ' Anna.Muster@gmail.com',
        telephone: '0660 1234567',
        firstname: 'Anna ',
        lastname: 'Müller-Lüdenscheidt',
      },
      'AT',
    );
    expect(data).toEqual({
      sha256_email_address: sha256('annamuster@gmail.com'),
      sha256_phone_number: sha256('+436601234567'),
      address: { sha256_first_name: sha256('anna'), sha256_last_name: sha256('müllerlüdenscheidt') },
    });
    expect(JSON.stringify(data)).not.toMatch(/anna|muster|müller|1234567/i);
  });

  it('leaves out what is missing or cannot be normalised', async () => {
    const data = await hashedUserData(
      { email: 'a@b.ch', telephone: '0660 1234567', firstname: '', lastname: 'X' },
      null,
    );
    expect(data).toEqual({
      sha256_email_address: sha256('a@b.ch'),
      address: { sha256_last_name: sha256('x') },
    });
  });
});
