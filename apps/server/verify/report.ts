// The run wrapper of every verify check (re-exported by ./support): it prints figures and criteria as they come,
// always runs the cleanup, and always writes .cache/verify/<name>.json and <name>.md, also when the check threw,
// so the orchestrator and docs/QUALITY.md see why it failed. The exit code is 0 only when every criterion held.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Prints one line as the check goes. */
export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Steps undone last-in first-out at the end, after a failure too: servers, databases, folders. */
export class Cleanup {
  private readonly steps: { label: string; undo: () => unknown }[] = [];

  add(label: string, undo: () => unknown): void {
    this.steps.push({ label, undo });
  }

  /** Runs every step once; a failing step is reported and the others still run. */
  async run(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.undo();
      } catch (error) {
        say(`cleanup: could not ${step.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/** What a check's body records through. */
export interface Check {
  cleanup: Cleanup;
  /** Records a figure (a plain number; units go in the name, `_ms`, `_per_s`) and prints it. */
  figure(name: string, value: number): void;
  /** Records a criterion with what was measured, and prints it. */
  criterion(label: string, ok: boolean, measured: string): void;
  /** A table for the final output and the .md (the per-scenario figures in readable form). */
  table(title: string, header: string[], rows: string[][]): void;
  /** A line of context for the .md (where the database came from, settings that matter). */
  note(line: string): void;
}

interface Criterion {
  label: string;
  ok: boolean;
  measured: string;
}

/** The command that ran this check, as a developer would type it from the repository root. */
function commandLine(): string {
  const script = relative(repoRoot, process.argv[1] ?? '');
  const args = process.argv.slice(2).map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg}'`));
  return ['node --import tsx', script, ...args].join(' ');
}

/** Half a second of each benchmark, as Lighthouse measures. */
const BENCHMARK_MS = 500;

/**
 * How fast this machine runs JavaScript at the moment, computed as Lighthouse 12 computes its benchmark index
 * (`computeBenchmarkIndex`): the mean of a garbage-collecting benchmark (10,000-character strings built per
 * second, divided by 10) and one that does not collect (100,000 integers copied between two arrays per second,
 * divided by 10). Run in Node it reads about half of what Chromium reads on the same machine (back to back:
 * 974–1,251 in Node, 2,019–2,318 in Chromium), so it compares with other reports' indexes, not with the `bench`
 * column of the Lighthouse table. The same code measured about 2.5× slower on one day than on another, so each
 * report names the index it was taken at. `now` is replaceable for tests.
 */
export function cpuIndex(now: () => number = () => performance.now()): number {
  const perSecondOverTen = (iterations: number, start: number) =>
    Math.round(iterations / 10 / ((now() - start) / 1000));

  let start = now();
  let iterations = 0;
  while (now() - start < BENCHMARK_MS) {
    let text = '';
    for (let index = 0; index < 10_000; index++) text += 'a';
    // Reading the string keeps its building from being optimised away.
    if (text.length === 1) throw new Error('the benchmark miscounted');
    iterations++;
  }
  const collecting = perSecondOverTen(iterations, start);

  const first: number[] = [];
  const second: number[] = [];
  for (let index = 0; index < 100_000; index++) first[index] = second[index] = index;
  start = now();
  iterations = 0;
  // The clock is read every tenth copy only, as Lighthouse does.
  while (iterations % 10 !== 0 || now() - start < BENCHMARK_MS) {
    const [from, to] = iterations % 2 === 0 ? [first, second] : [second, first];
    for (let index = 0; index < from.length; index++) to[index] = from[index] as number;
    iterations++;
  }
  const copying = perSecondOverTen(iterations, start);

  return Math.round((collecting + copying) / 2);
}

/** The machine a report was measured on: cores, CPU model, Node, and the CPU index taken before the check. */
export function machine(index: number): string {
  const cpu = cpus();
  return `${String(cpu.length)} cores, ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, CPU index ${String(index)}`;
}

function markdownTable(header: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}

function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * Runs a check: `body` records figures and criteria; a throw becomes a failed criterion with its message.
 * Cleanup runs after the body (and on Ctrl-C), then the report is printed and written.
 */
export async function runCheck(
  options: { name: string; title: string },
  body: (check: Check) => Promise<void>,
): Promise<void> {
  const command = commandLine();
  const startedAt = new Date();
  const cleanup = new Cleanup();
  const figures: Record<string, number> = {};
  const criteria: Criterion[] = [];
  const tables: { title: string; header: string[]; rows: string[][] }[] = [];
  const notes: string[] = [];
  // Measured before the check starts its servers, so it reads the machine and not the check's own load.
  const index = cpuIndex();
  say(`${options.title}\n${command}\n${startedAt.toISOString()}, ${machine(index)}\n`);

  const interrupted = (signal: NodeJS.Signals) => {
    say(`\n${signal}: cleaning up before exiting.`);
    void cleanup.run().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const check: Check = {
    cleanup,
    figure(name, value) {
      figures[name] = Math.round(value * 100) / 100;
      say(`  ${name} = ${String(figures[name])}`);
    },
    criterion(label, ok, measured) {
      criteria.push({ label, ok, measured });
      say(`${ok ? '✅' : '❌'} ${label}: ${measured}`);
    },
    table(title, header, rows) {
      // A part that was not run leaves its table empty: nothing to show.
      if (rows.length > 0) tables.push({ title, header, rows });
    },
    note(line) {
      notes.push(line);
    },
  };

  try {
    await body(check);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    check.criterion('the check ran to the end', false, message);
  } finally {
    await cleanup.run();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }

  const ok = criteria.length > 0 && criteria.every((criterion) => criterion.ok);
  const finishedAt = new Date().toISOString();
  for (const table of tables) say(`\n${table.title}\n${textTable(table.header, table.rows)}`);
  say('');
  for (const criterion of criteria)
    say(`${criterion.ok ? '✅' : '❌'} ${criterion.label}: ${criterion.measured}`);
  const failed = criteria.filter((criterion) => !criterion.ok);
  say(
    ok
      ? `\n${options.title}: every criterion held.`
      : `\n${options.title} FAILED: ${failed.map((criterion) => criterion.label).join('; ') || 'nothing was checked'}.`,
  );

  const folder = join(repoRoot, '.cache', 'verify');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${options.name}.json`),
    `${JSON.stringify({ ok, command, finishedAt, figures }, null, 2)}\n`,
  );
  const markdown = [
    `### ${options.title}`,
    '',
    `\`${command}\` — ${startedAt.toISOString()}, ${machine(index)}`,
    '',
    ...notes.flatMap((line) => [line, '']),
    ...tables.flatMap((table) => [`${table.title}:`, '', ...markdownTable(table.header, table.rows), '']),
    ...criteria.map(
      (criterion) =>
        `- ${criterion.ok ? '✅' : '❌'} ${criterion.label}: ${criterion.measured.split('\n')[0] ?? ''}`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(folder, `${options.name}.md`), markdown);
  say(`Wrote .cache/verify/${options.name}.json and .md`);
  process.exitCode = ok ? 0 : 1;
}
