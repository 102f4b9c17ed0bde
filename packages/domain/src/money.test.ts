import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatPKR, formatWholeNumber, netPrice, PKR_PREFIX, UNKNOWN_AMOUNT } from './money';

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

describe('formatWholeNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1100, '1,100'],
    [300_000, '300,000'],
    [1_234_567.5, '1,234,568'],
    [-1500.5, '-1,501'],
    [-0.4, '0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1.5e25, '15,000,000,000,000,000,000,000,000'],
    [Number.NaN, UNKNOWN_AMOUNT],
    [-Infinity, UNKNOWN_AMOUNT],
  ])('%s → %s', (value, expected) => {
    expect(formatWholeNumber(value)).toBe(expected);
  });

  it('writes what en-US Intl.NumberFormat writes, without its negative zero', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e25, max: 1e25, noNaN: true }), fc.integer({ min: -1e7, max: 1e7 })),
        (value) => {
          expect(formatWholeNumber(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
        },
      ),
      { numRuns: 2000 },
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
