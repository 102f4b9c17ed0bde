import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAPS_SEARCH_URL, mapsLink } from './maps';

describe('mapsLink', () => {
  it('puts latitude and longitude in the query of a public maps URL', () => {
    expect(mapsLink(24.8607, 67.0011)).toBe(
      'https://www.google.com/maps/search/?api=1&query=24.8607,67.0011',
    );
    expect(MAPS_SEARCH_URL).toBe('https://www.google.com/maps/search/?api=1&query=');
  });

  it('rounds to 6 decimals and drops trailing zeros', () => {
    expect(mapsLink(33.6844202519, 73.047882)).toBe(`${MAPS_SEARCH_URL}33.68442,73.047882`);
    expect(mapsLink(31.5, 74)).toBe(`${MAPS_SEARCH_URL}31.5,74`);
    expect(mapsLink(-0.0000001, 1e-7)).toBe(`${MAPS_SEARCH_URL}0,0`);
  });

  it('accepts the edges of the ranges', () => {
    expect(mapsLink(90, 180)).toBe(`${MAPS_SEARCH_URL}90,180`);
    expect(mapsLink(-90, -180)).toBe(`${MAPS_SEARCH_URL}-90,-180`);
  });

  it.each([
    [90.0001, 0],
    [-91, 0],
    [0, 180.5],
    [0, -181],
    [Number.NaN, 0],
    [0, Number.NaN],
    [Infinity, 0],
    [0, -Infinity],
  ])('rejects (%s, %s)', (lat, lng) => {
    expect(mapsLink(lat, lng)).toBeNull();
  });

  it('builds a plain decimal query for every valid coordinate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const link = mapsLink(lat, lng);
          expect(link).toMatch(
            /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
          );
        },
      ),
    );
  });
});
