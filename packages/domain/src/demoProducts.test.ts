import { describe, expect, it } from 'vitest';

import { HERO_SLIDE_COUNT } from './constants';
import { DEMO_PRODUCTS, HERO_SLIDE_PRODUCTS, heroSlideProduct, isDemoProduct } from './demoProducts';

describe('demo products', () => {
  it('names each product once, by a word', () => {
    expect(DEMO_PRODUCTS).toEqual(['clinic', 'pharmacy', 'hospital', 'online_consultation']);
    expect(new Set(DEMO_PRODUCTS).size).toBe(DEMO_PRODUCTS.length);
  });

  it('gives every hero slide its product: 0 clinic, 1 pharmacy, 2 hospital', () => {
    expect(HERO_SLIDE_PRODUCTS).toHaveLength(HERO_SLIDE_COUNT);
    expect([0, 1, 2].map(heroSlideProduct)).toEqual(['clinic', 'pharmacy', 'hospital']);
    for (const product of HERO_SLIDE_PRODUCTS) expect(isDemoProduct(product)).toBe(true);
  });

  it('reads an unknown slide id as the clinic, the first slide', () => {
    expect(heroSlideProduct(3)).toBe('clinic');
    expect(heroSlideProduct(-1)).toBe('clinic');
  });

  it('tells the product words from anything else, numbers included', () => {
    for (const product of DEMO_PRODUCTS) expect(isDemoProduct(product)).toBe(true);
    for (const other of [0, 1, 2, 'lab', 'Clinic', '', null, undefined])
      expect(isDemoProduct(other)).toBe(false);
  });
});
