// The figures of the Lighthouse check: what one run measured, the medians of a route's runs, the audits behind a
// missed score, the tables, and the .json/.md files the `npm run verify` orchestrator collects (see the verify
// scripts' contract).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';

/** The four categories Lighthouse scores, in the order of its report. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categories)[number];

/** What one Lighthouse run measured: category scores (0–100) and the Core Web Vitals of the lab. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Largest Contentful Paint, in ms (simulated or measured, as the run's throttling was). */
  lcpMs: number;
  /** Total Blocking Time, in ms (simulated or measured). */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** First Contentful Paint, in ms (simulated or measured). */
  fcpMs: number;
  /** Speed Index, in ms (simulated or measured). */
  speedIndexMs: number;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

export const figureNames = Object.keys({
  performance: 0,
  accessibility: 0,
  'best-practices': 0,
  seo: 0,
  lcpMs: 0,
  tbtMs: 0,
  cls: 0,
  fcpMs: 0,
  speedIndexMs: 0,
  benchmarkIndex: 0,
} satisfies RunFigures) as (keyof RunFigures)[];

function categoryScore(lhr: Result, id: CategoryId): number {
  const category = lhr.categories[id];
  // A run asked for fewer categories (the pair's, which read the metrics alone) has no score for the others.
  if (!category) return Number.NaN;
  if (category.score === null) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(category.score * 100);
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

/** The figures of one Lighthouse report; a category the run did not score is `NaN`. */
export function runFigures(lhr: Result): RunFigures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    'best-practices': categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(4)),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The median, to four decimals. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Number(value.toFixed(4));
}

/** The median of each figure over a route's runs (each figure on its own, as Lighthouse CI's assertions do). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  return Object.fromEntries(
    figureNames.map((name) => [name, median(runs.map((run) => run[name]))]),
  ) as unknown as RunFigures;
}

/** An audit that kept a category from full marks in one run. */
export interface Shortfall {
  category: CategoryId;
  id: string;
  title: string;
  detail: string;
}

/**
 * The audits of one run that pulled a category down: in performance those Lighthouse does not show as passed
 * (score under 0.9), elsewhere any audit short of full marks. Kept instead of the whole report (a megabyte each).
 */
export function shortfalls(lhr: Result): Shortfall[] {
  return categories.flatMap((category) => {
    const threshold = category === 'performance' ? 0.9 : 1;
    return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= threshold) return [];
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') return [];
      const unattributed = ref.id === 'total-blocking-time' ? unattributedBlockingMs(lhr) : 0;
      const detail = [
        `score ${audit.score.toFixed(2)}`,
        ...(audit.displayValue ? [audit.displayValue] : []),
        ...(unattributed > 0
          ? [
              `${String(Math.round(unattributed))} ms of it in tasks no script of the page ran (Unattributable)`,
            ]
          : []),
      ].join(', ');
      return [{ category, id: ref.id, title: audit.title, detail }];
    });
  });
}

/** Lighthouse's threshold: a task blocks input for whatever of it lasts longer than this. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * How much of a run's Total Blocking Time came from long tasks Lighthouse could not tie to any script
 * ("Unattributable"), by Lighthouse's own rule: the part of each task between First Contentful Paint and Time to
 * Interactive, less 50 ms. In a simulated run the largest of them is Chrome committing the navigation: it creates
 * the page's script context (the DevTools protocol Lighthouse drives asks for it, with or without scripts on the
 * page) before the page's first parse, and its 10–35 ms, times the CPU slowdown, end after the simulated first
 * paint in some runs and not in others (ADR 0011). Lets a missed score say how much of it the page's own scripts
 * could have saved.
 */
export function unattributedBlockingMs(lhr: Result): number {
  const items = (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  let blocking = 0;
  for (const item of items as { url?: string; startTime?: number; duration?: number }[]) {
    if (item.url !== 'Unattributable' || item.startTime === undefined || item.duration === undefined)
      continue;
    const clipped = Math.min(item.startTime + item.duration, tti) - Math.max(item.startTime, fcp);
    if (item.duration >= BLOCKING_THRESHOLD_MS && clipped >= BLOCKING_THRESHOLD_MS)
      blocking += clipped - BLOCKING_THRESHOLD_MS;
  }
  return blocking;
}

/** A category's shortfalls over a route's runs, each once, with its title and in how many runs it showed. */
export function failingAudits(runs: readonly (readonly Shortfall[])[], category: CategoryId): string[] {
  const counts = new Map<string, { title: string; detail: string; runs: number }>();
  for (const run of runs) {
    for (const shortfall of run.filter((entry) => entry.category === category)) {
      const entry = counts.get(shortfall.id) ?? { title: shortfall.title, detail: '', runs: 0 };
      entry.runs += 1;
      entry.detail = shortfall.detail;
      counts.set(shortfall.id, entry);
    }
  }
  return [...counts.entries()].map(
    ([id, { title, detail, runs: count }]) =>
      `${id} — ${title} (${detail}; in ${count} of ${runs.length} runs)`,
  );
}

/** A duration in ms, as seconds to two decimals. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** One run's figures on one line, each named. */
export function describeRun(figures: RunFigures): string {
  const score = (name: string, value: number) => (Number.isNaN(value) ? [] : [`${name} ${value}`]);
  return [
    ...score('perf', figures.performance),
    `LCP ${seconds(figures.lcpMs)}`,
    `TBT ${Math.round(figures.tbtMs)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `FCP ${seconds(figures.fcpMs)}`,
    `SI ${seconds(figures.speedIndexMs)}`,
    ...score('a11y', figures.accessibility),
    ...score('best pr.', figures['best-practices']),
    ...score('SEO', figures.seo),
    `bench ${Math.round(figures.benchmarkIndex)}`,
  ].join(' · ');
}

/** A table in Markdown. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A table in plain text, columns padded to line up. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** A criterion of the check and whether it held. */
export interface Criterion {
  text: string;
  ok: boolean;
}

/** Writes `<name>.json` and `<name>.md` into `<repo>/.cache/verify/`. */
export function writeVerifyFiles(options: {
  repository: string;
  name: string;
  title: string;
  command: string;
  figures: Record<string, number>;
  table: string;
  notes: readonly string[];
  criteria: readonly Criterion[];
}): string {
  const folder = join(options.repository, '.cache', 'verify');
  mkdirSync(folder, { recursive: true });
  const ok = options.criteria.every((criterion) => criterion.ok);
  const finishedAt = new Date().toISOString();
  writeFileSync(
    join(folder, `${options.name}.json`),
    `${JSON.stringify({ ok, command: options.command, finishedAt, figures: options.figures }, null, 2)}\n`,
  );
  const machine = cpus();
  const markdown = [
    `### ${options.title}`,
    '',
    `\`${options.command}\` — ${finishedAt}, ${machine.length} cores (${machine[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
    '',
    options.table,
    '',
    ...options.notes.map((note) => `${note}\n`),
    ...options.criteria.map((criterion) => `- ${criterion.ok ? '✅' : '❌'} ${criterion.text}`),
    '',
  ].join('\n');
  writeFileSync(join(folder, `${options.name}.md`), markdown);
  return folder;
}
