import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTestLines, root } from './lib.mjs';

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
