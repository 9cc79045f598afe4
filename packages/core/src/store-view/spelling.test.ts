import { describe, expect, it } from 'vitest';
import { spellingOf } from './spelling';
import { getStoreView } from './store-views';

describe('spellingOf', () => {
  it('writes the Swiss German store without ß', () => {
    const swiss = spellingOf(getStoreView('ch-de'));
    expect(swiss?.('Größe: Cremeweiß, 19 % MwSt.')).toBe('Grösse: Cremeweiss, 19 % MwSt.');
  });

  it('writes the US store in American spelling, keeping capitals and endings', () => {
    const us = spellingOf(getStoreView('us-en'));
    expect(us?.('Colour: Quartz grey. Available in 3 colours, made of aluminium; kerbside delivery.')).toBe(
      'Color: Quartz gray. Available in 3 colors, made of aluminum; curbside delivery.',
    );
    expect(us?.('Organised in 200 centimetres')).toBe('Organized in 200 centimeters');
  });

  it('leaves words alone that only contain a stem in the middle', () => {
    const us = spellingOf(getStoreView('us-en'));
    expect(us?.('Greyhound and agrey stay')).toBe('Greyhound and agrey stay');
    expect(us?.('A colourful garden')).toBe('A colorful garden');
  });

  it('leaves addresses alone: slugs and paths keep their words', () => {
    const us = spellingOf(getStoreView('us-en'));
    expect(us?.('<a href="/us-en/b/new-colours-for-the-season">New colours for the season</a>')).toBe(
      '<a href="/us-en/b/new-colours-for-the-season">New colors for the season</a>',
    );
    expect(us?.('"slug":"grey-box","url_path":"boxes/grey","name":"Grey box"')).toBe(
      '"slug":"grey-box","url_path":"boxes/grey","name":"Gray box"',
    );
  });

  it('changes nothing for the other store views', () => {
    for (const code of ['de-de', 'at-de', 'gb-en', 'ie-en', 'ch-fr', 'ch-it'] as const) {
      expect(spellingOf(getStoreView(code))).toBeNull();
    }
  });
});
