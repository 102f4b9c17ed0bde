// A route with its scripts against the same route without them: the side-by-side figures, the targets they are
// held to, and the comparison table's row. The scores come from Lighthouse's default run (simulated throttling);
// the pair, with and without scripts, from runs where the throttling is applied to the page as it loads (see
// `throttlingMethod` in ./lighthouse.ts for why the pair cannot be simulated).
import { categories, median, medianFigures, seconds, type CategoryId, type RunFigures } from './report';

/** The targets every public route meets, with its scripts, against the same page without them. */
const targets = {
  /** The least performance score. */
  performance: 98,
  /** Accessibility, best practices and SEO: full marks. */
  otherCategories: 100,
  /** LCP at most this many times the LCP without scripts (within 10 %). */
  lcpRatio: 1.1,
  /** TBT at most this many ms over the TBT without scripts. */
  tbtDifferenceMs: 50,
  /** CLS below this. */
  cls: 0.02,
} as const;

/** One run of a route in both forms, the second straight after the first, so a busy minute slows both. */
export interface RunPair {
  withScripts: RunFigures;
  withoutScripts: RunFigures;
}

/** A route's medians as built and without its scripts, and the side-by-side comparisons the targets read. */
export interface RouteComparison {
  route: string;
  /** The medians of Lighthouse's default runs of the page as built (simulated throttling): its scores. */
  simulated: RunFigures;
  /** The medians of the page as built, throttling applied. */
  withScripts: RunFigures;
  /** The medians of the page without its scripts, throttling applied. */
  withoutScripts: RunFigures;
  /** The median over the runs of LCP with scripts ÷ LCP without, each ratio from one pair. */
  lcpRatio: number;
  /** The median over the runs of TBT with scripts − TBT without, in ms, each difference from one pair. */
  tbtDifferenceMs: number;
  /** The median of Lighthouse's CPU benchmark index over all the route's runs, every form. */
  benchmarkIndex: number;
}

/**
 * Compares a route's runs with and without scripts. The ratio and difference are taken within each pair and then
 * the median: a pair shares its minute's machine, so they hold on a slow hour as on a fast one, which the medians
 * of each form on its own would not.
 */
export function compareRoute(
  route: string,
  simulated: readonly RunFigures[],
  pairs: readonly RunPair[],
): RouteComparison {
  return {
    route,
    simulated: medianFigures(simulated),
    withScripts: medianFigures(pairs.map((pair) => pair.withScripts)),
    withoutScripts: medianFigures(pairs.map((pair) => pair.withoutScripts)),
    lcpRatio: median(pairs.map((pair) => pair.withScripts.lcpMs / pair.withoutScripts.lcpMs)),
    tbtDifferenceMs: median(pairs.map((pair) => pair.withScripts.tbtMs - pair.withoutScripts.tbtMs)),
    benchmarkIndex: median([
      ...simulated.map((run) => run.benchmarkIndex),
      ...pairs.flatMap((pair) => [pair.withScripts.benchmarkIndex, pair.withoutScripts.benchmarkIndex]),
    ]),
  };
}

/** One target on one route: what it is called, what was measured against it, whether it held. */
export interface TargetCheck {
  name: string;
  text: string;
  ok: boolean;
  /** For a category score: the category, whose audits explain a miss. */
  category?: CategoryId;
}

function signedMs(value: number): string {
  return `${value < 0 ? '−' : '+'}${Math.abs(Math.round(value))} ms`;
}

/** The targets of one route, each with its figure. */
export function checkTargets(comparison: RouteComparison): TargetCheck[] {
  const { simulated, withScripts, lcpRatio, tbtDifferenceMs } = comparison;
  const cls = Math.max(simulated.cls, withScripts.cls);
  return [
    {
      name: 'LCP',
      text: `LCP with ÷ without scripts ${lcpRatio.toFixed(3)} (target ≤ ${targets.lcpRatio.toFixed(2)})`,
      ok: lcpRatio <= targets.lcpRatio,
    },
    {
      name: 'TBT',
      text: `TBT with − without scripts ${signedMs(tbtDifferenceMs)} (target ≤ +${targets.tbtDifferenceMs} ms)`,
      ok: tbtDifferenceMs <= targets.tbtDifferenceMs,
    },
    {
      name: 'CLS',
      text: `CLS ${cls.toFixed(4)} (target < ${targets.cls})`,
      ok: cls < targets.cls,
    },
    ...categories.map((category) => {
      const wanted = category === 'performance' ? targets.performance : targets.otherCategories;
      return {
        name: category,
        text: `${category} ${simulated[category]} (target ${wanted === 100 ? '' : '≥ '}${wanted})`,
        ok: simulated[category] >= wanted,
        category,
      };
    }),
  ];
}

/**
 * The columns of the comparison table: first Lighthouse's default run ("sim."), then the pair with throttling
 * applied; "no JS" is the page with every script removed.
 */
export const comparisonHeader = [
  'route',
  'perf',
  'LCP sim.',
  'TBT sim.',
  'LCP',
  'LCP no JS',
  'LCP ×',
  'TBT',
  'TBT no JS',
  'TBT Δ',
  'CLS',
  'CLS no JS',
  'a11y/bp/SEO',
  'bench',
];

/** A route's row of the comparison table. */
export function formatComparisonRow(comparison: RouteComparison): string[] {
  const { simulated, withScripts, withoutScripts } = comparison;
  return [
    comparison.route,
    String(simulated.performance),
    seconds(simulated.lcpMs),
    `${Math.round(simulated.tbtMs)} ms`,
    seconds(withScripts.lcpMs),
    seconds(withoutScripts.lcpMs),
    comparison.lcpRatio.toFixed(3),
    `${Math.round(withScripts.tbtMs)} ms`,
    `${Math.round(withoutScripts.tbtMs)} ms`,
    signedMs(comparison.tbtDifferenceMs),
    Math.max(simulated.cls, withScripts.cls).toFixed(3),
    withoutScripts.cls.toFixed(3),
    `${simulated.accessibility}/${simulated['best-practices']}/${simulated.seo}`,
    String(Math.round(comparison.benchmarkIndex)),
  ];
}
