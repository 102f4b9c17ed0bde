// Checks every page the build wrote (apps/site/dist/**/*.html: each prerendered route, 404.html and the SPA shell)
// against the HTML standard with html-validate, and fails on any error. Run after `npm run build`:
//   node apps/site/scripts/validate-html.mjs [summary.json]
// The optional file receives `{ pages, errors }` for npm test's summary.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HtmlValidate } from 'html-validate';

/**
 * Conformance to the HTML standard and a true document outline: html-validate's `recommended` rules (its
 * `standard` set, the content models and attributes of the HTML standard, plus accessibility rules) and its
 * `document` rules (heading order, references to ids that exist). Turned off or relaxed, each for its reason:
 * @type {import('html-validate').ConfigData}
 */
export const htmlValidateConfig = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // How the markup is spelled, not whether it conforms: React writes `<br/>`, `maxLength`, `hidden=""` and
    // Vite's template `<!DOCTYPE html>`; the standard accepts every one of these spellings.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    // The standard allows any id without spaces; React's `useId` makes ids that begin with `_` (`_R_1b_`).
    'valid-id': ['error', { relaxed: true }],
    // A list or group may carry its own name (`<ul aria-label="Clinic features">`): ARIA allows naming any role
    // that takes a name from its author.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The home page's slideshow gives each slide its title as the page's `<h1>`; every slide but the one shown is
    // `inert` and hidden from assistive technology, so one `<h1>` is ever exposed (the standard allows several).
    'heading-level': ['error', { allowMultipleH1: true }],
    // Two ARIA widgets on purpose: the city picker is a combobox whose list filters as one types (a `<select>`
    // cannot), and a wide blog table scrolls inside a focusable `role="region"` (a `<section>` is a part of the
    // outline, not a scroll box).
    'prefer-native-element': ['error', { exclude: ['listbox', 'region'] }],
    // Typography, not conformance: where a phone number may wrap is the layout's choice.
    'tel-non-breaking': 'off',
    // Integrity hashes guard files served from another host; every script and style sheet here comes from the
    // site's own origin, in the same deployment as the page.
    'require-sri': 'off',
  },
};

/**
 * @typedef {{ file: string, line: number, column: number, rule: string, message: string }} HtmlError
 */

/**
 * Every `.html` file under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/**
 * Validates every `.html` file under `dir`.
 * @param {string} dir
 * @returns {Promise<{ pages: number, errors: HtmlError[] }>}
 */
export async function validatePages(dir) {
  const validator = new HtmlValidate(htmlValidateConfig);
  const files = htmlFiles(dir);
  /** @type {HtmlError[]} */
  const errors = [];
  for (const file of files) {
    const report = await validator.validateFile(join(dir, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push({
          file: relative(dir, result.filePath),
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
        });
      }
    }
  }
  return { pages: files.length, errors };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const summaryFile = process.argv[2];
  const { pages, errors } = await validatePages(dist);
  if (summaryFile) writeFileSync(summaryFile, `${JSON.stringify({ pages, errors: errors.length })}\n`);
  if (pages === 0) {
    process.stderr.write('No pages in apps/site/dist: run `npm run build` first.\n');
    process.exit(1);
  }
  for (const error of errors) {
    process.stdout.write(
      `error apps/site/dist/${error.file}:${String(error.line)}:${String(error.column)} ${error.message} [${error.rule}]\n`,
    );
  }
  process.stdout.write(
    `html: ${String(pages)} page(s) checked, ${String(errors.length)} error(s)` +
      `${errors.length === 0 ? '' : ' (rules: https://html-validate.org/rules/)'}\n`,
  );
  process.exit(errors.length === 0 ? 0 : 1);
}
