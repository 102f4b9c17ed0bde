import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { shortfalls, unattributedBlockingMs } from './report';

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * The parts of a Lighthouse report these functions read, with the figures of a real simulated run of
 * /products/hospitalmanagement (Lighthouse 12.8, CPU 10× slower): TBT 372 ms, 251 of it from the navigation's
 * commit task, which no script of the page ran.
 */
function report(longTasks: LongTask[], { fcp = 725.8, tti = 1446.6, tbt = 372 } = {}): Result {
  return {
    categories: {
      performance: { score: 0.91, auditRefs: [{ id: 'total-blocking-time' }, { id: 'long-tasks' }] },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'total-blocking-time': {
        title: 'Total Blocking Time',
        score: 0.71,
        scoreDisplayMode: 'numeric',
        displayValue: `${String(tbt)} ms`,
        numericValue: tbt,
      },
      'long-tasks': {
        title: 'Avoid long main-thread tasks',
        score: 1,
        scoreDisplayMode: 'informative',
        details: { type: 'table', items: longTasks },
      },
    },
  } as unknown as Result;
}

const hospitalRun: LongTask[] = [
  { url: 'Unattributable', startTime: 601.8, duration: 425 },
  { url: 'http://127.0.0.1:1/products/hospitalmanagement', startTime: 1179, duration: 118 },
  { url: 'http://127.0.0.1:1/products/hospitalmanagement', startTime: 1027, duration: 103 },
];

describe('the blocking time no script of the page caused', () => {
  it('counts an unattributable task by Lighthouse’s rule: from the first paint on, less 50 ms', () => {
    // 601.8 + 425 = 1026.8 ends 301 ms after the first paint at 725.8: 251 ms block.
    expect(unattributedBlockingMs(report(hospitalRun))).toBeCloseTo(251, 0);
  });

  it('leaves out tasks of the page’s scripts, tasks over before the first paint, and short remnants', () => {
    expect(
      unattributedBlockingMs(
        report([
          { url: 'http://127.0.0.1:1/assets/islands.js', startTime: 800, duration: 300 },
          { url: 'Unattributable', startTime: 300, duration: 400 },
          { url: 'Unattributable', startTime: 690, duration: 80 },
        ]),
      ),
    ).toBe(0);
  });

  it('stops counting at Time to Interactive', () => {
    expect(unattributedBlockingMs(report([{ url: 'Unattributable', startTime: 1400, duration: 200 }]))).toBe(
      0,
    );
    expect(
      unattributedBlockingMs(
        report([{ url: 'Unattributable', startTime: 1300, duration: 400 }], { tti: 1500 }),
      ),
    ).toBe(150);
  });

  it('is said beside a missed Total Blocking Time', () => {
    expect(shortfalls(report(hospitalRun))).toEqual([
      {
        category: 'performance',
        id: 'total-blocking-time',
        title: 'Total Blocking Time',
        detail: 'score 0.71, 372 ms, 251 ms of it in tasks no script of the page ran (Unattributable)',
      },
    ]);
  });

  it('says nothing more when every long task was the page’s', () => {
    expect(shortfalls(report(hospitalRun.slice(1)))[0]?.detail).toBe('score 0.71, 372 ms');
  });
});
