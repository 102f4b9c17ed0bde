import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatPKR, netPrice, PKR_PREFIX } from './money';

describe('formatPKR', () => {
  it.each([
    [2000, 'Rs 2,000'],
    [5500, 'Rs 5,500'],
    [0, 'Rs 0'],
    [999, 'Rs 999'],
    [1_234_567, 'Rs 1,234,567'],
    [1500.4, 'Rs 1,500'],
    [1500.5, 'Rs 1,501'],
  ])('%s → %s', (amount, expected) => {
    expect(formatPKR(amount)).toBe(expected);
  });

  it('puts the minus sign before Rs and rounds halves away from zero', () => {
    expect(formatPKR(-500)).toBe('-Rs 500');
    expect(formatPKR(-1500.5)).toBe('-Rs 1,501');
  });

  it('never shows a negative zero', () => {
    expect(formatPKR(-0)).toBe('Rs 0');
    expect(formatPKR(-0.4)).toBe('Rs 0');
  });

  it('shows a dash instead of digits for NaN and infinities', () => {
    expect(formatPKR(Number.NaN)).toBe('Rs —');
    expect(formatPKR(Infinity)).toBe('Rs —');
    expect(formatPKR(-Infinity)).toBe('Rs —');
  });

  it('always gives Rs, a space and comma-grouped digits', () => {
    expect(PKR_PREFIX).toBe('Rs');
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        const text = formatPKR(amount);
        expect(text).toMatch(/^-?Rs (0|[1-9]\d{0,2}(,\d{3})*)$/);
        expect(Number(text.replace(/[^\d-]/g, ''))).toBe(
          Math.sign(amount) * Math.round(Math.abs(amount)) || 0,
        );
      }),
    );
  });
});

describe('netPrice', () => {
  it('subtracts the discount', () => {
    expect(netPrice(2000, 500)).toBe(1500);
    expect(netPrice(5500, 500)).toBe(5000);
  });

  it('never goes below zero', () => {
    expect(netPrice(500, 2000)).toBe(0);
    expect(netPrice(500, 500)).toBe(0);
  });

  it('counts a negative or non-finite discount as no discount', () => {
    expect(netPrice(2000, -500)).toBe(2000);
    expect(netPrice(2000, Number.NaN)).toBe(2000);
    expect(netPrice(2000, Infinity)).toBe(2000);
  });

  it('counts a negative or non-finite amount as zero', () => {
    expect(netPrice(-2000, 0)).toBe(0);
    expect(netPrice(Number.NaN, 100)).toBe(0);
    expect(netPrice(Infinity, 100)).toBe(0);
  });

  it('is never negative and never more than the amount', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (amount, discount) => {
        const net = netPrice(amount, discount);
        expect(net).toBeGreaterThanOrEqual(0);
        if (Number.isFinite(amount) && amount > 0) expect(net).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
