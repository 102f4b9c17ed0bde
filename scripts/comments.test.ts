// Comments state the rule they implement, not where it came from: the spec is not in this repository, and a step
// or session number says nothing to a reader. This walks the tracked source and lists each comment that cites one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './lib.mjs';

/** "spec section 2", "spec sections 2 to 4", "(section 8)", "issue: step 5", "step 6" in a comment. */
const CITATION =
  /\bspec(?:ification)?\s+sections?\s+\d|\(\s*sections?\s+\d|\bissue:\s*step\b|\(step\s+\d+\)|\bsteps?\s+\d+\s*[,:)]/i;

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.css.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.includes('/generated/') && !file.endsWith('comments.test.ts'));
}

/** The comment text of a line: after `//`, or a line inside or opening a block comment. */
function commentOf(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const slashes = line.indexOf('// ');
  return slashes === -1 ? null : line.slice(slashes);
}

it('no comment cites a spec section or a step number instead of stating its rule', () => {
  const citing = trackedSources().flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const comment = commentOf(line);
        return comment !== null && CITATION.test(comment)
          ? [`${file}:${String(index + 1)}: ${comment.trim()}`]
          : [];
      }),
  );
  expect(citing).toEqual([]);
});
