// Every route of the built site, served by the real server, at a phone's and a desktop's width: it answers 200
// (the unknown path 404) with its prerendered title, logs no error and no hydration warning, and axe finds no
// WCAG 2.2 AA violation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, viewports, watchedPage } from './browser';
import { siteDir, startSite, type SiteServer } from './server';

/** The prerendered pages, from the sitemap the build wrote. */
function prerenderedPaths(): string[] {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** The title the build wrote into a prerendered page. */
function prerenderedTitle(path: string): string {
  const file = join(siteDir, path === '/' ? '' : path.slice(1), 'index.html');
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1];
  if (title === undefined) throw new Error(`${file} has no <title>`);
  return title.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

const paths = prerenderedPaths();

describe('the build', () => {
  it('prerendered every public route of the spec', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contactus',
        '/products/clinicmanagement',
        '/products/pharmacymanagement',
        '/products/hospitalmanagement',
        '/products/doctor',
        '/privacy/Faqs',
        '/privacy/PaymentPolicy',
        '/privacy/TermCondition',
        '/privacy/PrivacyPolicy',
      ]),
    );
  });
});

describe.each(Object.entries(viewports))('at the %s width', (_name, viewport) => {
  it.each(paths)('%s answers 200 with its title, no errors and no axe violations', async (path) => {
    const context = await browser.newContext({ viewport });
    try {
      const { page, problems } = await watchedPage(context);
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const title = prerenderedTitle(path);
      expect(title.length).toBeGreaterThan(0);
      // The prerendered title, kept after hydration.
      expect(await page.title()).toBe(title);
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a lab page (client-only: the shell, then the lab from the API) shows the lab, with no errors', async () => {
    const labs = await fetch(`${server.url}/api/medical-test-labs/get`);
    const list = (await labs.json()) as {
      data: { medical_test_labs_all: { id: number; lab_name: string }[] };
    };
    const lab = list.data.medical_test_labs_all[0];
    if (!lab) throw new Error('the demo data has no lab');
    const context = await browser.newContext({ viewport });
    try {
      const { page, problems } = await watchedPage(context);
      const response = await page.goto(`${server.url}/labs/${String(lab.id)}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: lab.lab_name }).waitFor();
      await expect.poll(() => page.title()).toContain(lab.lab_name);
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const context = await browser.newContext({ viewport });
    try {
      const { page, problems } = await watchedPage(context);
      const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/could not find/i);
      await expect(axeViolations(page)).resolves.toEqual([]);
      // The browser reports the 404 answer of the page itself; nothing else may go wrong.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
