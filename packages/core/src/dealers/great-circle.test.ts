import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle';

const munich = { lat: 48.1374, lon: 11.5755 };
const berlin = { lat: 52.52, lon: 13.405 };
const paris = { lat: 48.8566, lon: 2.3522 };
const newYork = { lat: 40.7128, lon: -74.006 };

describe('greatCircleKm', () => {
  it('is zero from a point to itself', () => {
    expect(greatCircleKm(munich, munich)).toBe(0);
  });

  it('measures Munich to Berlin as about 504 km, the same both ways', () => {
    expect(greatCircleKm(munich, berlin)).toBeCloseTo(504.4, 0);
    expect(greatCircleKm(berlin, munich)).toBeCloseTo(greatCircleKm(munich, berlin), 9);
  });

  it('measures across the Atlantic and the prime meridian (Paris to New York about 5,837 km)', () => {
    expect(greatCircleKm(paris, newYork)).toBeCloseTo(5837, -1);
  });

  it('measures a degree of latitude as about 111.2 km', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19, 1);
  });

  it('stays finite for antipodes', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
