import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../apps/site/e2e/chromium';
import {
  CHROMIUM_PATH as INSTALLED_CHROMIUM,
  HEADLESS_SHELL_PATH as INSTALLED_HEADLESS_SHELL,
  failedTestLines,
  replaceSection,
  root,
  testRunSection,
} from './lib.mjs';

const file = (name: string) => join(root, name);

describe('failedTestLines', () => {
  it('names each failed test by file and full name, with the first three lines of its error that say something', () => {
    const report = {
      testResults: [
        {
          name: file('apps/site/e2e/keyboard.e2e.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a patient books', status: 'passed' },
            {
              fullName: 'a patient signs in by code',
              status: 'failed',
              failureMessages: [
                'Error:\n  TimeoutError: locator.click: Timeout 5000ms exceeded.\n\nClick to debug the story\n' +
                  '  waiting for getByRole(button)\n  at keyboard.e2e.test.ts:80\n  at the fourth line',
              ],
            },
            { fullName: 'the doctor calls', status: 'failed' },
          ],
        },
        {
          name: file('packages/ui/src/components/Toast.stories.tsx'),
          status: 'passed',
          assertionResults: [{ fullName: 'Toast Default', status: 'passed' }],
        },
      ],
    };
    expect(failedTestLines(report)).toEqual([
      '× apps/site/e2e/keyboard.e2e.test.ts > a patient signs in by code: TimeoutError: locator.click: Timeout ' +
        '5000ms exceeded. / waiting for getByRole(button) / at keyboard.e2e.test.ts:80',
      '× apps/site/e2e/keyboard.e2e.test.ts > the doctor calls: (no message)',
    ]);
  });

  it('names a file that failed outside its tests (a hook, an import) by its message', () => {
    const report = {
      testResults: [
        {
          name: file('apps/site/e2e/calls.e2e.test.ts'),
          status: 'failed',
          message: 'Error: the server did not start\n    at startServer',
          assertionResults: [{ fullName: 'calls', status: 'skipped' }],
        },
      ],
    };
    expect(failedTestLines(report)).toEqual([
      '× apps/site/e2e/calls.e2e.test.ts: Error: the server did not start / at startServer',
    ]);
  });

  it('cuts a long error to 300 characters, and has nothing to say of a green or unreadable report', () => {
    const long = failedTestLines({
      testResults: [
        {
          name: file('a.test.ts'),
          status: 'failed',
          assertionResults: [{ fullName: 'long', status: 'failed', failureMessages: ['x'.repeat(1000)] }],
        },
      ],
    });
    expect(long).toEqual([`× a.test.ts > long: ${'x'.repeat(300)}`]);
    expect(failedTestLines({ testResults: [{ name: file('b.test.ts'), status: 'passed' }] })).toEqual([]);
    expect(failedTestLines(null)).toEqual([]);
    expect(failedTestLines('not a report')).toEqual([]);
  });
});

describe('replaceSection', () => {
  const text =
    'intro\n<!-- verify:perf -->\nold table\n<!-- /verify:perf -->\n<!-- npm-test -->\nold run\n<!-- /npm-test -->\nend\n';

  it('replaces only what stands between the named markers, keeping the markers and the rest', () => {
    expect(replaceSection(text, 'npm-test', '\nnew run\n\n')).toBe(
      'intro\n<!-- verify:perf -->\nold table\n<!-- /verify:perf -->\n<!-- npm-test -->\nnew run\n<!-- /npm-test -->\nend\n',
    );
  });

  it('answers null when a marker is missing or the closing one comes first', () => {
    expect(replaceSection(text, 'verify:fuzz', 'x')).toBeNull();
    expect(replaceSection('<!-- /a -->\n<!-- a -->', 'a', 'x')).toBeNull();
  });
});

describe('testRunSection', () => {
  it('says when, which commit, the machine, the total, each step and the figures the tests recorded', () => {
    const section = testRunSection({
      when: new Date('2026-11-27T09:05:00Z'),
      commit: 'abc1234',
      machine: '2 cores (AMD EPYC), Node v20.20.2',
      seconds: 754.4,
      passed: 12,
      failed: 1,
      rows: [
        { name: 'lint', ok: true, seconds: 101.6, detail: '' },
        { name: 'browser', ok: false, seconds: 400.2, detail: '11 passed, 1 failed' },
      ],
      figures: ['LCP of / (cold, throttled phone): 1120 ms (limit 1800 ms)'],
    });
    expect(section.split('\n')).toEqual([
      '`npm test` of `abc1234`, 2026-11-27 09:05 UTC, on 2 cores (AMD EPYC), Node v20.20.2: 12 min 34 s in all, 12 passed, 1 failed.',
      '',
      '| step | result | seconds | tests |',
      '| --- | --- | --- | --- |',
      '| lint | ok | 102 | — |',
      '| browser | FAILED | 400 | 11 passed, 1 failed |',
      '',
      'Figures the tests measured:',
      '',
      '- LCP of / (cold, throttled phone): 1120 ms (limit 1800 ms)',
    ]);
  });

  it('leaves out the figures list when no test recorded any', () => {
    const section = testRunSection({
      when: new Date('2026-11-27T09:05:00Z'),
      commit: 'abc1234',
      machine: 'm',
      seconds: 59.6,
      passed: 1,
      failed: 0,
      rows: [],
      figures: [],
    });
    expect(section).toContain('1 min 0 s in all');
    expect(section).not.toContain('Figures');
  });
});

describe('the browsers npm test installs', () => {
  it('are the ones the suites and Lighthouse launch', () => {
    expect(INSTALLED_CHROMIUM).toBe(CHROMIUM_PATH);
    expect(INSTALLED_HEADLESS_SHELL).toBe(HEADLESS_SHELL_PATH);
  });
});
