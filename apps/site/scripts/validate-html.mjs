// Checks every page the build wrote (apps/site/dist/**/*.html: each prerendered route, 404.html and the SPA shell),
// and the doctor search's pages as the server sends them (with an answer written in by dist-server/entry-results.js),
// against the HTML standard with html-validate, and fails on any error. Run after `npm run build`:
//   node apps/site/scripts/validate-html.mjs [summary.json]
// The optional file receives `{ pages, errors }` for npm test's summary.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

/** A doctor as the API answers one, for the served pages' check. */
const servedDoctor = {
  pmdc: '45321-P',
  name: 'Dr. Sana Mirza',
  specialty: 'Cardiologist',
  city: 'Lahore',
  fee: 2500,
  working_days: [1, 3, 5],
  timings: { start: '17:00', end: '21:00' },
  is_online: true,
  experience_years: 12,
  clinic_id: 1,
  clinic_name: 'Shifa Family Clinic',
  gender: 'female',
  languages: ['urdu', 'english', 'punjabi'],
  qualifications: ['MBBS', 'FCPS'],
  online_fee: 2000,
  rating: { average: 4.7, count: 128 },
};

/**
 * The answers the served pages are checked with, by query: a page of doctors (one online, one not, one without
 * working days), nothing found, and a page past the last.
 */
/** @type {{ query: string, answer: { data: (typeof servedDoctor)[], page: number, page_size: number, total: number } }[]} */
const servedAnswers = [
  {
    query: '?city=Lahore&page=2',
    answer: {
      data: [
        servedDoctor,
        { ...servedDoctor, pmdc: '51234-P', name: 'Dr. Usman Tariq', is_online: false, working_days: [] },
      ],
      page: 2,
      page_size: 10,
      total: 12,
    },
  },
  { query: '?city=Lahore&is_online=true', answer: { data: [], page: 1, page_size: 10, total: 0 } },
  { query: '?page=9', answer: { data: [], page: 9, page_size: 10, total: 12 } },
];

/**
 * The doctor search's pages under `dir` as the server sends them, one per answer of {@link servedAnswers}, a
 * listing page in each language with the first, and a doctor's profile in each language, written by the site's renderer beside `dir`
 * (dist-server/entry-results.js); none when the build has no renderer.
 * @param {string} dir
 * @returns {Promise<{ name: string, html: string }[]>}
 */
async function servedPages(dir) {
  const rendererFile = join(dir, '..', 'dist-server', 'entry-results.js');
  if (!existsSync(rendererFile)) return [];
  /** @type {unknown} */
  const module = await import(pathToFileURL(rendererFile).href);
  const renderer =
    /** @type {{ withDoctorResults: (html: string, url: string, answer: unknown, receivedAt: Date) => string | null, doctorListingPage?: (url: string) => Promise<string | null>, doctorProfilePage?: (url: string, profile: unknown) => Promise<string> }} */ (
      module
    );
  // A listing page of a city's doctors of one specialty, written whole by the renderer, with a page of doctors.
  const written = [];
  const [pageOfDoctors] = servedAnswers;
  if (!pageOfDoctors) throw new Error('No answer to check the listing pages with.');
  const { query, answer } = pageOfDoctors;
  for (const url of ['/doctors/lahore/dermatologist', '/ur/doctors/lahore/dermatologist']) {
    const listing = renderer.doctorListingPage ? await renderer.doctorListingPage(url) : null;
    if (renderer.doctorListingPage && listing === null)
      throw new Error(`The site's renderer wrote no page for ${url}.`);
    if (listing === null) continue;
    const html = renderer.withDoctorResults(listing, `${url}${query}`, answer, new Date());
    if (html === null) throw new Error(`The site's renderer found no results section in ${url}.`);
    written.push({
      name: `${url} (served for ${query})`,
      html: html.replace(/<template data-results="[^"]*">[\s\S]*?<\/template>/g, ''),
    });
  }
  // A doctor's profile, written whole by the renderer, with a doctor of every detail.
  for (const url of [
    '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p',
    '/ur/doctors/karachi/cardiologist/dr-sana-mirza-45321-p',
  ]) {
    if (!renderer.doctorProfilePage) break;
    written.push({
      name: url,
      html: await renderer.doctorProfilePage(url, {
        today: '2026-11-30',
        reviews: {
          data: [
            {
              id: 2,
              author: 'Ayesha K.',
              rating: 5,
              text: 'Very patient.\n\n<b>Explained</b> every medicine.',
              date: '2026-11-20',
            },
            {
              id: 1,
              author: 'محمد ع.',
              rating: 4,
              text: 'ڈاکٹر صاحبہ نے تسلی سے بات سنی۔',
              date: '2026-11-12',
            },
          ],
          page: 1,
          page_size: 10,
          total: 12,
          rating: { average: 4.5, count: 12 },
        },
        slots: [
          { date: '2026-11-30', times: ['17:30', '18:00'] },
          { date: '2026-12-02', times: ['17:00'] },
        ],
        doctor: {
          ...servedDoctor,
          gender: 'female',
          qualifications: ['MBBS', 'FCPS'],
          bio: 'Twelve years with heart patients in Karachi.\nAdults with chest pain and high blood pressure.',
          clinic: {
            id: 3,
            name: 'Rahmat Family Clinic',
            branch_name: 'DHA Phase 6',
            address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
            city: 'Karachi',
            lat: 24.8004,
            lng: 67.0567,
          },
        },
      }),
    });
  }
  const searches = ['doctors/search/index.html', 'ur/doctors/search/index.html'].flatMap((file) => {
    const path = `/${file.replace(/index\.html$/, '')}`;
    const built = readFileSync(join(dir, file), 'utf8');
    return servedAnswers.map(({ query, answer }) => {
      const html = renderer.withDoctorResults(built, `${path}${query}`, answer, new Date());
      if (html === null) throw new Error(`The site's renderer found no results section in ${file}.`);
      // The results' templates are checked in the page as built (above); here the answer is. A template's
      // content is inert, outside the document, but html-validate reads it: the served pages' "Pages of doctors"
      // beside the template's would be two landmarks of one name, which no reader ever meets.
      return {
        name: `${file} (served for ${query})`,
        html: html.replace(/<template data-results="[^"]*">[\s\S]*?<\/template>/g, ''),
      };
    });
  });
  return [...searches, ...written];
}

/**
 * Validates every `.html` file under `dir`, and the doctor search's pages as the server sends them.
 * @param {string} dir
 * @returns {Promise<{ pages: number, errors: HtmlError[] }>}
 */
export async function validatePages(dir) {
  const validator = new HtmlValidate(htmlValidateConfig);
  const files = htmlFiles(dir);
  /** @type {HtmlError[]} */
  const errors = [];
  /** @param {import('html-validate').Report} report @param {(path: string) => string} name */
  const collect = (report, name) => {
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push({
          file: name(result.filePath),
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
        });
      }
    }
  };
  for (const file of files) {
    collect(await validator.validateFile(join(dir, file)), (path) => relative(dir, path));
  }
  const served = await servedPages(dir);
  for (const { name, html } of served) {
    collect(await validator.validateString(html, name), () => name);
  }
  return { pages: files.length + served.length, errors };
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
