// The HTML check of the built pages (validate-html.mjs): what it lets through and what it stops.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, htmlValidateConfig, validatePages } from './validate-html.mjs';

/** A whole page around `body`, as the prerender writes one. */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Aafiyat</title>` +
  `<script type="module" crossorigin src="/assets/index.js"></script></head>` +
  `<body><div id="root">${body}</div></body></html>`;

/** The rules a page breaks, one entry per error. */
async function rulesBroken(body: string): Promise<string[]> {
  const report = await new HtmlValidate(htmlValidateConfig).validateString(page(body), 'page.html');
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('htmlValidateConfig', () => {
  it('passes markup as React and the prerender write it', async () => {
    await expect(
      rulesBroken(
        '<main id="main" tabindex="-1"><h1>Doctors</h1><br/>' +
          '<label for="_R_1b_">Name</label><input id="_R_1b_" type="search" name="q" maxLength="100" value=""/>' +
          '<ul aria-label="Clinic features"><li>Billing</li></ul>' +
          '<div role="group" aria-hidden="true" inert=""><h1>Second slide</h1></div>' +
          '<p><a href="tel:+923001234567">Call 0300 1234567</a></p></main>',
      ),
    ).resolves.toEqual([]);
  });

  it('stops a heading or a paragraph inside a <span>', async () => {
    await expect(
      rulesBroken('<main><h1>Home</h1><h2>Security</h2><span><h3>Yours</h3><p>Text</p></span></main>'),
    ).resolves.toEqual(['element-permitted-content', 'element-permitted-content']);
  });

  it('stops a heading that skips a level', async () => {
    await expect(rulesBroken('<main><h1>Home</h1><h3>Get the apps</h3></main>')).resolves.toEqual([
      'heading-level',
    ]);
  });

  it('stops a reference to an id that is not on the page', async () => {
    await expect(
      rulesBroken('<main><h1>Home</h1><section aria-labelledby="apps-heading"><p>Apps</p></section></main>'),
    ).resolves.toEqual(['no-missing-references']);
  });
});

describe('validatePages', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'aafiyat-html-'));
    mkdirSync(join(dir, 'about'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page('<main><h1>Home</h1></main>'));
    writeFileSync(join(dir, 'about', 'index.html'), page('<main><h1>About</h1><span><p>x</p></span></main>'));
    writeFileSync(join(dir, 'assets', 'index.js'), '<span><p>not a page</p></span>');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds every page under the folder, and nothing else', () => {
    expect(htmlFiles(dir)).toEqual([join('about', 'index.html'), 'index.html']);
  });

  it('reports each error with its page, place and rule', async () => {
    const { pages, errors } = await validatePages(dir);
    expect(pages).toBe(2);
    expect(errors).toEqual([
      expect.objectContaining({
        file: join('about', 'index.html'),
        line: 1,
        rule: 'element-permitted-content',
        message: '<p> element is not permitted as content under <span>',
      }),
    ]);
  });
});

describe("validatePages, for the doctor search's pages as the server sends them", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'aafiyat-html-served-'));
    const write = (file: string, text: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('package.json', '{"type":"module"}');
    for (const file of ['dist/doctors/search/index.html', 'dist/ur/doctors/search/index.html'])
      write(file, page('<main><h1>Doctors</h1><!--results--></main>'));
    // A renderer beside the build, as dist-server/entry-results.js: this one writes bad markup for a page of
    // doctors, and good markup for an empty answer.
    write(
      'dist-server/entry-results.js',
      `export function withDoctorResults(html, url, answer) {
        const written = answer.data.length > 0 ? '<span><p>' + answer.data.length + '</p></span>' : '<p>None</p>';
        return html.replace('<!--results-->', written);
      }
      export async function doctorListingPage(url) {
        return ${JSON.stringify(page('<main><h1>Dermatologist in Lahore</h1><!--results--></main>'))};
      }`,
    );
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('checks each with an answer written in, and names the answer in its errors', async () => {
    const { pages, errors } = await validatePages(join(root, 'dist'));
    // The two pages as built, and each in three answers: a page of doctors, nothing found, past the last page;
    // and a listing page in each language with a page of doctors.
    expect(pages).toBe(10);
    expect(errors.map(({ file, rule }) => `${file} ${rule}`)).toEqual([
      'doctors/search/index.html (served for ?city=Lahore&page=2) element-permitted-content',
      'ur/doctors/search/index.html (served for ?city=Lahore&page=2) element-permitted-content',
      '/doctors/lahore/dermatologist (served for ?city=Lahore&page=2) element-permitted-content',
      '/ur/doctors/lahore/dermatologist (served for ?city=Lahore&page=2) element-permitted-content',
    ]);
  });
});
