// Every route of the built site, served by the real server, at a phone's and a desktop's width: it answers 200
// (the unknown path 404) with its prerendered title, logs no error and no hydration warning, and axe finds no
// WCAG 2.2 AA violation at either width. Each page is loaded once, at the phone's width (most visitors'), and
// then widened to the desktop's: nothing the site renders depends on the width in script (CSS alone lays it out),
// so a second load would only hydrate the same tree again, and it cost a third of this file's processor time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, PATH_MEMORY_KEYS, SIGN_IN_ROUTES, SIGN_UP_ROUTES } from '@aafiyat/domain';
// The library's words straight from its catalogs (its index carries styles, which need Vite's plugin).
import { builtInCatalogs } from '../../../packages/ui/src/i18n/builtIn';
import { createTranslator } from '../../../packages/ui/src/i18n/translator';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  holdReact,
  launchBrowser,
  readToTheEnd,
  viewports,
  watchedPage,
  type WatchedPage,
} from './browser';
import { contextFor, latestCode, signInPatient } from './accounts';
import { siteDir, startSite, type SiteServer } from './server';
import { allPrerenderedPaths, prerenderedPaths } from './sitemap';

/** The title the build wrote into a prerendered page. */
function prerenderedTitle(path: string): string {
  const file = join(siteDir, path === '/' ? '' : path.slice(1), 'index.html');
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1];
  if (title === undefined) throw new Error(`${file} has no <title>`);
  return title.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

/**
 * Stops what moves by itself (the home page's slideshow, by its own Pause control) and waits for what is moving
 * to end, so axe measures colours as they stay: in the middle of a fade, two slides' text overlap half-transparent
 * and read as a contrast failure that no one sees at rest (every slide at rest is checked in its stories).
 */
async function stillPage(page: Page): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const t = createTranslator(isLocale(lang) ? lang : 'en', builtInCatalogs[isLocale(lang) ? lang : 'en']);
  const pause = page.getByRole('button', { name: t('HeroCarousel.pause') }).filter({ visible: true });
  if ((await pause.count()) > 0) {
    await pause.click();
    await page
      .getByRole('button', { name: t('HeroCarousel.play') })
      .filter({ visible: true })
      .waitFor();
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe's violations at the phone's width, then at the desktop's, on the one loaded page, each line marked with its
 * width. Widening lays the page out again and may fetch other image candidates: those settle, and the motion
 * stops again, before the second pass.
 */
async function violationsAtBothWidths(page: Page): Promise<string[]> {
  await readToTheEnd(page);
  await stillPage(page);
  const atPhone = await axeViolations(page);
  await page.setViewportSize(viewports.desktop);
  // The images the wider page asks for (a lazy one below the fold never loads, so it is not waited for).
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  await readToTheEnd(page);
  await stillPage(page);
  const atDesktop = await axeViolations(page);
  return [...atPhone.map((line) => `phone: ${line}`), ...atDesktop.map((line) => `desktop: ${line}`)];
}

/** A visitor's page at the phone's width, in a context of its own (closed with `done`). */
async function visitorPage(
  device: { isMobile?: boolean; hasTouch?: boolean } = {},
): Promise<WatchedPage & { done: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: viewports.phone, ...device });
  return { ...(await watchedPage(context)), done: () => context.close() };
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

// Every prerendered page: the indexed ones and the sign-in and sign-up pages (each must hydrate without a mismatch).
const paths = allPrerenderedPaths();

describe('the build', () => {
  it('prerendered every public route of the spec', () => {
    expect(prerenderedPaths()).toEqual(
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
        '/labs',
      ]),
    );
  });

  it('prerendered every sign-in and sign-up page, and left them out of the sitemap (they say noindex)', () => {
    const forms: string[] = [...Object.values(SIGN_IN_ROUTES), ...Object.values(SIGN_UP_ROUTES)];
    expect(paths).toEqual(expect.arrayContaining(forms));
    expect(prerenderedPaths().filter((path) => forms.includes(path))).toEqual([]);
  });

  it('prerendered the labs list with a link to every lab the server lists, by its name', async () => {
    const html = readFileSync(join(siteDir, 'labs', 'index.html'), 'utf8');
    const answer = await fetch(`${server.url}/api/medical-test-labs/get`);
    const { data } = (await answer.json()) as {
      data: { medical_test_labs_all: { id: number; lab_name: string }[] };
    };
    expect(data.medical_test_labs_all.length).toBeGreaterThan(0);
    const linked = [...html.matchAll(/<a [^>]*href="\/labs\/(\d+)"[^>]*>(?:<span[^>]*>)?([^<]+)</g)].map(
      (match) => ({
        id: Number(match[1]),
        lab_name: (match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'"),
      }),
    );
    expect(linked).toEqual(data.medical_test_labs_all);
  });
});

// A few pages at a time (Vitest's maxConcurrency, 5), each in its own context: while one waits for the network to
// settle, another's axe run has the other core. Assertions use each test's own `expect`.
describe.concurrent("at a phone's width, then a desktop's", () => {
  it.for(paths)(
    '%s answers 200 with its title, no errors and no axe violations',
    async (path, { expect }) => {
      const { page, problems, done } = await visitorPage();
      try {
        const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        const title = prerenderedTitle(path);
        expect(title.length).toBeGreaterThan(0);
        // The prerendered title, kept after hydration.
        expect(await page.title()).toBe(title);
        await expect(violationsAtBothWidths(page)).resolves.toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await done();
      }
    },
  );

  it('a lab page (client-only: the shell, then the lab from the API) shows the lab, with no errors', async ({
    expect,
  }) => {
    const labs = await fetch(`${server.url}/api/medical-test-labs/get`);
    const list = (await labs.json()) as {
      data: { medical_test_labs_all: { id: number; lab_name: string }[] };
    };
    const lab = list.data.medical_test_labs_all[0];
    if (!lab) throw new Error('the demo data has no lab');
    const { page, problems, done } = await visitorPage();
    try {
      const response = await page.goto(`${server.url}/labs/${String(lab.id)}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: lab.lab_name }).waitFor();
      await expect.poll(() => page.title()).toContain(lab.lab_name);
      await expect(violationsAtBothWidths(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await done();
    }
  });

  it('the doctor search is a page of islands: no router, and its filters change the address in place, Back too', async ({
    expect,
  }) => {
    const { page, problems, done } = await visitorPage();
    try {
      await page.goto(`${server.url}/doctors/search?city=Karachi`, { waitUntil: 'networkidle' });
      const count = page.getByRole('heading', { level: 2, name: /doctors? found$/ });
      await count.waitFor();
      const karachi = await count.textContent();
      const cards = page.getByRole('article');
      for (const card of await cards.all()) await expect(card.textContent()).resolves.toContain('Karachi');
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      // A filter searches at once and writes the address, as a new history entry, without a page load.
      const online = page.getByRole('checkbox', { name: 'Online consultation only' });
      await online.check();
      await page.waitForURL(`${server.url}/doctors/search?city=Karachi&is_online=true`);
      await expect.poll(() => count.textContent()).not.toBe(karachi);
      for (const card of await cards.all()) {
        await expect(card.textContent()).resolves.toContain('Karachi');
        await expect(card.getByText('Online consultation').count()).resolves.toBe(1);
      }
      // The browser's Back brings the search before it back, its results and its filters.
      await page.goBack();
      await page.waitForURL(`${server.url}/doctors/search?city=Karachi`);
      await expect.poll(() => count.textContent()).toBe(karachi);
      await expect(online.isChecked()).resolves.toBe(false);
      await expect(
        page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).resolves.toBe(true);
      // Where a sign-in comes back to: the address shown now.
      await expect(
        page.evaluate((key) => sessionStorage.getItem(key), PATH_MEMORY_KEYS.current),
      ).resolves.toBe('/doctors/search?city=Karachi');

      // Only its islands came to life: React Router (the app's) was never loaded.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(scripts.filter((name) => /\/(router|entry-client|index)-[\w-]+\.js$/.test(name))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await done();
    }
  });

  it('finds a female doctor in Lahore who speaks Punjabi through the filters, and serves that search whole', async ({
    expect,
  }) => {
    const { page, problems, done } = await visitorPage();
    try {
      await page.goto(`${server.url}/doctors/search?city=Lahore`, { waitUntil: 'networkidle' });
      const count = page.getByRole('heading', { level: 2, name: /doctors? found$/ });
      await count.waitFor();
      await page.getByRole('combobox', { name: 'Doctor', exact: true }).selectOption('female');
      await page.waitForURL(`${server.url}/doctors/search?city=Lahore&gender=female`);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('punjabi');
      await page.waitForURL(`${server.url}/doctors/search?city=Lahore&gender=female&language=punjabi`);
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      await expect
        .poll(async () =>
          (await cards.allTextContents()).every(
            (text) => text.includes('Lahore') && text.includes('Punjabi'),
          ),
        )
        .toBe(true);
      // Only those who work today: fewer or as many ("No doctors found" is none).
      const shown = async () => Number.parseInt((await count.textContent()) ?? '', 10) || 0;
      const allDays = await shown();
      await page.getByRole('checkbox', { name: 'Available today' }).check();
      await page.waitForURL(
        `${server.url}/doctors/search?city=Lahore&gender=female&language=punjabi&available_today=true`,
      );
      await expect.poll(shown).toBeLessThanOrEqual(allDays);
      await page.getByRole('checkbox', { name: 'Available today' }).uncheck();
      await page.waitForURL(`${server.url}/doctors/search?city=Lahore&gender=female&language=punjabi`);
      await expect.poll(shown).toBe(allDays);
      const found = await count.textContent();
      // The same address, opened afresh, comes with the same doctors in its HTML and its filters set.
      const response = await page.request.get(page.url());
      const html = await response.text();
      expect(html).toContain(`>${String(found)}</h2>`);
      await page.reload({ waitUntil: 'networkidle' });
      await expect(count.textContent()).resolves.toBe(found);
      await expect(page.getByRole('combobox', { name: 'Doctor', exact: true }).inputValue()).resolves.toBe(
        'female',
      );
      await expect(page.getByRole('combobox', { name: 'Language' }).inputValue()).resolves.toBe('punjabi');
      // The lowest clinic fee first.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('fee');
      await page.waitForURL(
        `${server.url}/doctors/search?city=Lahore&gender=female&language=punjabi&sort=fee`,
      );
      const fees = async () =>
        (await page.locator('[data-detail="fee"] dd').allTextContents()).map((fee) =>
          Number(fee.replace(/\D/g, '')),
        );
      await expect
        .poll(async () => {
          const shownFees = await fees();
          return (
            shownFees.length > 0 &&
            shownFees.every((fee, index) => index === 0 || fee >= (shownFees[index - 1] ?? 0))
          );
        })
        .toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await done();
    }
  });

  it("a city's doctors of one specialty, and each doctor, have a page of their own, served whole", async ({
    expect,
  }) => {
    const { page, problems, done } = await visitorPage();
    try {
      await page.goto(`${server.url}/doctors/search?city=Lahore`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: /doctors? found$/ }).waitFor();
      // Choosing a specialty in a city opens that city's page of it.
      const speciality = page.getByRole('combobox', { name: 'Speciality' });
      await expect.poll(() => speciality.locator('option').count()).toBeGreaterThan(1);
      await speciality.selectOption('Dermatologist');
      await page.waitForURL(`${server.url}/doctors/lahore/dermatologist`);
      await page.getByRole('heading', { level: 1, name: 'Dermatologist in Lahore' }).waitFor();
      await expect(page.title()).resolves.toBe(
        'Dermatologist in Lahore: fees, timings and appointments · Aafiyat',
      );
      const count = page.getByRole('heading', { level: 2, name: /doctors? found$/ });
      await count.waitFor();
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      for (const text of await cards.allTextContents()) {
        expect(text).toContain('Dermatologist');
        expect(text).toContain('Lahore');
      }
      expect(await axeViolations(page)).toEqual([]);
      // Any other filter stays on the page, in its query: the page is not loaded again.
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-same-page', '');
      });
      // The filters come to life as a person reaches them (the page was opened for no other filter).
      const gender = page.getByRole('combobox', { name: 'Doctor', exact: true });
      await gender.focus();
      await page.locator('[data-island="doctorSearchFilters"][data-island-live]').waitFor();
      await gender.selectOption('female');
      await page.waitForURL(`${server.url}/doctors/lahore/dermatologist?gender=female`);
      // A woman who speaks Urdu with her patients.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('urdu');
      await page.waitForURL(`${server.url}/doctors/lahore/dermatologist?gender=female&language=urdu`);
      // The new answer drawn (a search under way shows no cards, and every one of none speaks Urdu).
      await expect
        .poll(async () => {
          const texts = await cards.allTextContents();
          return texts.length > 0 && texts.every((text) => text.includes('Urdu'));
        })
        .toBe(true);
      await expect(page.locator('html[data-same-page]').count()).resolves.toBe(1);

      // Dr. Hira Naveed of the demo data works every day: her card offers open times, today's or tomorrow's.
      const name = 'Dr. Hira Naveed';
      const her = cards.filter({ has: page.getByRole('heading', { level: 3, name }) });
      const cardTimes = her.locator('button[data-slot]');
      await expect.poll(() => cardTimes.count()).toBe(3);
      await expect(cardTimes.first().textContent()).resolves.toMatch(
        /^(Today|Tomorrow) \d{1,2}:\d\d [AP]M with Dr\. Hira Naveed$/,
      );
      // Her name leads to her page: her profile, her clinic, her open times.
      await her.getByRole('link', { name }).click();
      await page.waitForURL(/\/doctors\/lahore\/dermatologist\/dr-[a-z-]+-\d[\w-]*$/);
      const profile = page.getByRole('article', { name });
      await profile.getByRole('heading', { level: 1, name }).waitFor();
      await expect(page.title()).resolves.toBe(`${name}, Dermatologist in Lahore · Aafiyat`);
      await expect(profile.getByText('PMDC verified').count()).resolves.toBe(1);
      await expect(
        profile.getByRole('region', { name: `Where ${name} sees patients` }).count(),
      ).resolves.toBe(1);
      await expect(
        page.getByRole('link', { name: 'Dermatologist in Lahore: every doctor' }).count(),
      ).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const profilePath = new URL(page.url()).pathname;
      const times = profile.getByRole('region', { name: 'Next open times' });
      await expect(times.getByRole('group').count()).resolves.toBeGreaterThan(0);
      await expect(profile.getByRole('button', { name: /^Book in-clinic with / }).count()).resolves.toBe(1);
      // Back on the list, a visitor picks a time from her card: they sign in first, and come back to her page.
      await page.goBack();
      await page.waitForURL(`${server.url}/doctors/lahore/dermatologist?gender=female&language=urdu`);
      // Her latest card time: the sign-in takes a while, and a time that passes meanwhile is no longer offered.
      const time = her.locator('button[data-slot]').last();
      const [date = '', hour = ''] = ((await time.getAttribute('data-slot')) ?? '').split(' ');
      await time.click();
      await page.waitForURL(`${server.url}${SIGN_IN_ROUTES.patient}`);
      await expect
        .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PATH_MEMORY_KEYS.previous))
        .toMatch(
          new RegExp(
            `^${profilePath}\\?book=(in_clinic|online)&date=${date}&time=${hour.replace(':', '%3A')}$`,
          ),
        );
      // A new patient signs in with the code, and is back in that booking, on her page: the same doctor, time and
      // day chosen, and a line saying why they were asked to sign in.
      const phone = '03217654329';
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('6-digit code').fill(await latestCode(server, phone));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByLabel('Your full name').fill('Hira Baloch');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${server.url}${profilePath}`);
      const booking = page.getByRole('dialog', { name: new RegExp(name.replace('.', '\\.')) });
      await booking.waitFor();
      await expect(
        booking
          .getByText('We asked you to sign in so that the appointment is booked in your name.', {
            exact: false,
          })
          .count(),
      ).resolves.toBe(1);
      await expect(booking.getByRole('combobox', { name: 'Date' }).inputValue()).resolves.toBe(date);
      await expect(booking.getByRole('combobox', { name: 'Time' }).inputValue()).resolves.toBe(hour);
      // Booked, and paid through JazzCash (the local simulator).
      await booking.getByRole('button', { name: 'Book and continue to payment' }).click();
      await page.waitForURL(/\/appointment\/payment\/checkout\/\d+$/);
      await page.getByRole('button', { name: 'Pay with JazzCash' }).click();
      await page.waitForURL(/\/dev\/jazzcash-simulator/);
      await page.getByRole('button', { name: /^Pay successfully/ }).click();
      await page.waitForURL(/\/appointment\/payment\/checkout\/\d+$/);
      await page.getByRole('alert').filter({ hasText: 'Payment received' }).waitFor();
      // The code of a number new to us is answered 422 `name_required` (the form then asks for a name), which the
      // browser logs as a failed request; nothing else went wrong.
      expect(problems.filter((problem) => !problem.includes('422 (Unprocessable Entity)'))).toEqual([]);

      // Without a script: the Urdu page, in its language, with its doctors and their structured data.
      const urdu = await page.request.get(`${server.url}/ur/doctors/lahore/dermatologist`);
      expect(urdu.status()).toBe(200);
      const html = await urdu.text();
      expect(html).toContain('<html lang="ur" dir="rtl"');
      expect(html).toMatch(/<h1[^>]*>لاہور میں ماہر امراض جلد<\/h1>/);
      expect(html).toMatch(/<h2[^>]*>\d+ ڈاکٹرز? ملے<\/h2>/);
      expect(html).toContain(
        '<link rel="canonical" href="https://aafiyat.pk/ur/doctors/lahore/dermatologist" />',
      );
      expect(html).toContain('"@type":"ItemList"');
      // Where there are none, or no such specialty, the page is not found.
      expect((await page.request.get(`${server.url}/doctors/lahore/hakeem`)).status()).toBe(404);
      // Search engines find every such page in their own sitemap, named by robots.txt.
      const robots = await (await page.request.get(`${server.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://aafiyat.pk/sitemap-doctors.xml');
      const sitemap = await (await page.request.get(`${server.url}/sitemap-doctors.xml`)).text();
      expect(sitemap).toContain('<loc>https://aafiyat.pk/doctors/lahore/dermatologist</loc>');
      expect(sitemap).toContain('<loc>https://aafiyat.pk/ur/doctors/lahore/dermatologist</loc>');
    } finally {
      await done();
    }
  });

  it("a patient reviews a completed visit from their profile, and the doctor's page shows it first, verified", async ({
    expect,
  }) => {
    const context = await contextFor(browser, viewports.phone, await signInPatient(browser, server));
    const { page, problems } = await watchedPage(context);
    try {
      await page.goto(`${server.url}/patient/profile`, { waitUntil: 'networkidle' });
      // The demo patient's past visit to Dr. Sana Mirza's clinic, paid: "Rate your visit" is offered there.
      const rate = page.getByRole('button', { name: /^Rate your visit with Dr\. Sana Mirza/ });
      const visit = page
        .locator('li[data-appointment-id]')
        .filter({ hasText: 'Clinic visit' })
        .filter({ has: rate });
      await visit.first().waitFor();
      const id = await visit.first().getAttribute('data-appointment-id');
      const item = page.locator(`li[data-appointment-id="${String(id)}"]`);
      await item.getByRole('button', { name: /^Rate your visit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
      // Sending without stars is refused under them, and nothing typed is lost.
      const words = dialog.getByRole('textbox', { name: 'Your review (optional)' });
      await words.fill('Dr. Sana explained my ECG report patiently, <i>twice</i>.');
      await dialog.getByRole('button', { name: 'Send review' }).click();
      await dialog.getByText('Choose a rating from 1 to 5 stars.').waitFor();
      await expect(words.inputValue()).resolves.toBe(
        'Dr. Sana explained my ECG report patiently, <i>twice</i>.',
      );
      await dialog.getByRole('radio', { name: /^5 stars/ }).check();
      await dialog.getByRole('button', { name: 'Send review' }).click();
      await item.getByText("Thank you. Your review is now on Dr. Sana Mirza's page.").waitFor();
      await expect(item.getByText('You rated this visit 5 out of 5.').count()).resolves.toBe(1);
      await expect(item.getByRole('button', { name: /^Rate your visit/ }).count()).resolves.toBe(0);

      // A second review of the same visit is refused, with its reason.
      const again = await page.evaluate(async (visitId) => {
        const response = await fetch(`/api/appointments/${visitId}/review`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ rating: 1 }),
        });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      }, String(id));
      expect([again.status, again.body.code]).toEqual([409, 'already_reviewed']);

      // Her page, as the server writes it: the review first, verified, its markup shown as words.
      const path = '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p';
      const html = await (await page.request.get(`${server.url}${path}`)).text();
      expect(html).toContain('Dr. Sana explained my ECG report patiently, &lt;i&gt;twice&lt;/i&gt;.');
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const reviews = page.getByRole('region', { name: "Patients' reviews" });
      const newest = reviews.getByRole('article').first();
      await expect(newest.getByRole('heading').textContent()).resolves.toContain('Ayesha K.');
      await expect(newest.getByText('Verified visit').count()).resolves.toBe(1);
      await expect(newest.locator('i').count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // And in Urdu, with the same review in its own words.
      const urdu = await (await page.request.get(`${server.url}/ur${path}`)).text();
      expect(urdu).toMatch(/<h2[^>]*>مریضوں کے ریویو<\/h2>/);
      expect(urdu).toContain('Dr. Sana explained my ECG report patiently');
      // The first press without stars asked for them in the page; nothing else went wrong, the refused second
      // review aside (the browser logs its 409).
      expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the doctor search draws its results without React; a visitor’s Book goes to the sign-in and back', async ({
    expect,
  }) => {
    // A phone, as the visitor holds it: touch, no mouse. A desktop browser under test has a pointer resting at the
    // page's top-left corner, and Chrome sends it a hover once the page is laid out there; landing on the header
    // (in 2 to 4 loads of 12), that sign of use wakes the header's island and React, which is not what this test
    // is about (it is how a resting cursor is meant to be read).
    const { page, problems, done } = await visitorPage({ isMobile: true, hasTouch: true });
    try {
      await page.goto(`${server.url}/doctors/search`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: /doctors found$/ }).waitFor();
      await expect(page.getByRole('article').count()).resolves.toBe(10);
      await expect(page.getByRole('navigation', { name: 'Pages of doctors' }).isVisible()).resolves.toBe(
        true,
      );
      // A card far down the phone's page is left undrawn until it nears the screen; the first is drawn.
      const drawn = (card: Locator) =>
        card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      await expect(drawn(page.getByRole('article').first())).resolves.toBe(true);
      await expect(drawn(page.getByRole('article').last())).resolves.toBe(false);
      // Nothing was touched: no React, no filters' island, no specialities asked for.
      const loaded = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect((await loaded()).filter((name) => /\/react-[\w-]+\.js$|\/api\/specialities/.test(name))).toEqual(
        [],
      );
      await expect(
        page.locator('[data-island="doctorSearchFilters"][data-island-live]').count(),
      ).resolves.toBe(0);

      // A visitor who presses Book signs in first, and the sign-in knows to come back to that doctor's page with
      // the booking to open.
      const doctorPage = await page
        .getByRole('article')
        .first()
        .getByRole('heading')
        .getByRole('link')
        .getAttribute('href');
      await page
        .getByRole('button', { name: /^Book in-clinic with / })
        .first()
        .click();
      await page.waitForURL(`${server.url}${SIGN_IN_ROUTES.patient}`);
      await expect
        .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PATH_MEMORY_KEYS.previous))
        .toBe(`${String(doctorPage)}?book=in_clinic`);
      expect(problems).toEqual([]);
    } finally {
      await done();
    }
  });

  it('contact is a page of islands: its form, filled in before React arrives, sends what was typed', async ({
    expect,
  }) => {
    const { page, problems, done } = await visitorPage();
    try {
      // React is held back until every field is filled in: the typing finds the form as HTML.
      const releaseReact = await holdReact(page);
      await page.goto(`${server.url}/contactus`, { waitUntil: 'load' });
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Your name').fill('Hira Qureshi');
      await form.getByLabel('Email address').fill('hira@example.pk');
      await form.getByLabel('Mobile number').fill('0333 1234567');
      await form.getByLabel('Subject').selectOption('Support');
      await form.getByLabel('Your message').fill('Can the pharmacy system print Urdu labels?');
      await expect(page.locator('[data-island="contactForm"][data-island-live]').count()).resolves.toBe(0);
      releaseReact();
      await page.locator('[data-island="contactForm"][data-island-live]').waitFor({ state: 'attached' });
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Thank you, we have received your message.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await done();
    }
  });

  it('an unknown path answers 404 with the not-found page', async ({ expect }) => {
    const { page, problems, done } = await visitorPage();
    try {
      const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/could not find/i);
      await expect(violationsAtBothWidths(page)).resolves.toEqual([]);
      // The browser reports the 404 answer of the page itself; nothing else may go wrong.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await done();
    }
  });
});
