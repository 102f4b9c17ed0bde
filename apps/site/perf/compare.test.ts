// What the perf check holds each route to: scores from Lighthouse's default run, LCP and TBT pair by pair from the
// runs with the throttling applied, CLS from every run as built.
import { describe, expect, it } from 'vitest';
import { checkTargets, compareRoute, comparisonHeader, formatComparisonRow } from './compare';
import type { RunFigures } from './report';

function figures(overrides: Partial<RunFigures> = {}): RunFigures {
  return {
    performance: 100,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpMs: 800,
    tbtMs: 0,
    cls: 0,
    fcpMs: 700,
    speedIndexMs: 700,
    benchmarkIndex: 1500,
    ...overrides,
  };
}

/** A pair's run (throttling applied): no category scores, as the run asks for the metrics alone. */
function applied(overrides: Partial<RunFigures> = {}): RunFigures {
  return figures({ accessibility: Number.NaN, 'best-practices': Number.NaN, seo: Number.NaN, ...overrides });
}

function missed(route: ReturnType<typeof compareRoute>): string[] {
  return checkTargets(route)
    .filter((check) => !check.ok)
    .map((check) => check.name);
}

describe('compareRoute and checkTargets', () => {
  it('takes LCP × and TBT Δ pair by pair, and the median of those', () => {
    const route = compareRoute(
      '/privacy/Faqs',
      [figures(), figures(), figures()],
      [
        {
          withScripts: applied({ lcpMs: 900, tbtMs: 40 }),
          withoutScripts: applied({ lcpMs: 1000, tbtMs: 0 }),
        },
        {
          withScripts: applied({ lcpMs: 1100, tbtMs: 60 }),
          withoutScripts: applied({ lcpMs: 1000, tbtMs: 0 }),
        },
        {
          withScripts: applied({ lcpMs: 500, tbtMs: 10 }),
          withoutScripts: applied({ lcpMs: 400, tbtMs: 0 }),
        },
      ],
    );
    // 0.9, 1.1 and 1.25: a slow pair is compared within itself.
    expect(route.lcpRatio).toBe(1.1);
    expect(route.tbtDifferenceMs).toBe(40);
    expect(missed(route)).toEqual([]);
  });

  it('misses LCP and TBT when the page as built is slower than without its scripts', () => {
    const route = compareRoute(
      '/',
      [figures()],
      [
        {
          withScripts: applied({ lcpMs: 1200, tbtMs: 120 }),
          withoutScripts: applied({ lcpMs: 1000, tbtMs: 20 }),
        },
      ],
    );
    expect(missed(route)).toEqual(['LCP', 'TBT']);
  });

  it('reads the scores from the default run, not from the pair', () => {
    const route = compareRoute(
      '/about',
      [figures({ performance: 97, seo: 92 })],
      [{ withScripts: applied({ performance: 100 }), withoutScripts: applied() }],
    );
    expect(missed(route)).toEqual(['performance', 'seo']);
    expect(formatComparisonRow(route)[comparisonHeader.indexOf('perf')]).toBe('97');
  });

  it('holds CLS below 0.02 in the default run and in the run with the throttling applied', () => {
    const shiftedWhenSimulated = compareRoute(
      '/doctors/search',
      [figures({ cls: 0.03 })],
      [{ withScripts: applied(), withoutScripts: applied() }],
    );
    const shiftedWhenApplied = compareRoute(
      '/doctors/search',
      [figures()],
      [{ withScripts: applied({ cls: 0.025 }), withoutScripts: applied() }],
    );
    expect(missed(shiftedWhenSimulated)).toEqual(['CLS']);
    expect(missed(shiftedWhenApplied)).toEqual(['CLS']);
    expect(formatComparisonRow(shiftedWhenApplied)[comparisonHeader.indexOf('CLS')]).toBe('0.025');
  });
});
