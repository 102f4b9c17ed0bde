// What a browser test measured, printed and kept: `npm test` names a file in AAFIYAT_FIGURES_FILE and, after a whole
// run, copies its lines into docs/QUALITY.md, so the figures there are the suite's own, not copied by hand.
import { appendFileSync } from 'node:fs';

/** Prints a measured figure and, when `npm test` asks for them, adds it to the run's figures. */
export function reportFigure(line: string): void {
  console.log(line);
  const file = process.env.AAFIYAT_FIGURES_FILE;
  if (file) appendFileSync(file, `${line}\n`);
}
