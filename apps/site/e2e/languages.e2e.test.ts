// The site in English and Urdu, in a real browser against the real server: an Urdu page says its language and
// direction and keeps its links in Urdu; the language switch (header and drawer) opens the same page with its
// query, at the same point of reading, and remembers the choice, which the server then honours for a link from
// outside; an English page fetches no Urdu words and an Urdu page no English ones; at a phone's 360 px nothing
// scrolls sideways; and a patient signs in on the Urdu page with the code the SMS gives them in Urdu.
// The library's words straight from its catalogs (its index carries styles, which need Vite's plugin).
import { builtInCatalogs } from '../../../packages/ui/src/i18n/builtIn';
import { createTranslator } from '../../../packages/ui/src/i18n/translator';
import { messages as checkoutUrdu } from '../src/i18n/compiled/ur/Checkout';
import { messages as patientUrdu } from '../src/i18n/compiled/ur/Patient';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityName, specialtyName } from '@aafiyat/domain';
import { DEMO_PATIENT } from './accounts';
import {
  axeViolations,
  countIntlNumberWork,
  intlNumberWork,
  launchBrowser,
  readToTheEnd,
  viewports,
  watchedPage,
  type WatchedPage,
} from './browser';
import { startSite, type SiteServer } from './server';
import { allPrerenderedPaths } from './sitemap';
import { chooseSlot } from './surfaces';

let server: SiteServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
  await server.dispose();
});

const ur = createTranslator('ur', builtInCatalogs.ur);

/** A site message in Urdu, as its catalog writes it (a plain message, no placeholders). */
function siteUrdu(namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`../src/i18n/messages/ur/${namespace}.json`, import.meta.url));
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (message === undefined) throw new Error(`No Urdu ${key}`);
  return message;
}

/** A fresh visitor (no cookie, nothing stored) at `viewport`. */
async function visitor(
  viewport: { width: number; height: number } = viewports.phone,
): Promise<WatchedPage & { context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return { ...(await watchedPage(context)), context };
}

/** The faces the browser drew the first `selector` element's text with (Chrome's own account, over CDP). */
async function renderedFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Every link of the page to another page of the site (not the language switch, not tel:, mailto: or elsewhere). */
function siteLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([data-language-switch])')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('/images/') && !href.startsWith('/api/')),
  );
}

/** Whether the page's first heading is in Urdu (an untranslated article's is English, drawn in Inter). */
function urduHeading(page: Page): Promise<boolean> {
  return page.evaluate(() => /[\u0600-\u06FF]/.test(document.querySelector('h1')?.textContent ?? ''));
}

/** Whether the page's first heading is drawn in Nastaliq, or needs no Urdu face. */
async function nastaliqHeading(page: Page): Promise<boolean> {
  return !(await urduHeading(page)) || (await renderedFaces(page, 'h1')).includes('Noto Nastaliq Urdu');
}

/** Whether the page is wider than the screen (something scrolls sideways). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Urdu text whose ink a box cuts off: Nastaliq's tall letters rise about 1.8 em above the baseline and its deep
 * descenders fall 0.6 em below, far past a Latin line, so a box that hides its overflow (a button, a chip, a card's
 * title) can cut letters off though nothing in its layout overflows. For each Urdu text on screen, each of its lines
 * is measured as drawn: the line's baseline from the face's box the browser gave it, the ink's top and bottom from
 * the canvas's account of that text in the same face (`actualBoundingBox…`), and its start and end from the line's
 * box. Each line must lie inside every box above it that clips (overflow hidden or clip), with half a pixel of
 * rounding; a box of a pixel or less (text kept for screen readers only) clips on purpose and is not counted. Each
 * line cut off is named by its element, its text and the box that cuts it.
 */
function clippedUrduInk(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('No canvas');
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !/[\u0600-\u06FF]/.test(text)) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || element.closest('[hidden], [inert], [aria-hidden="true"]'))
        continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ink = canvas.measureText(text.trim());
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
      for (const line of lines) {
        // The line's box is the face's box (ascent + descent, as the font says), centred on the line as drawn.
        const baseline =
          line.top +
          (line.height * ink.fontBoundingBoxAscent) /
            (ink.fontBoundingBoxAscent + ink.fontBoundingBoxDescent);
        const inkTop = baseline - ink.actualBoundingBoxAscent;
        const inkBottom = baseline + ink.actualBoundingBoxDescent;
        for (let box = element as HTMLElement | null; box && box !== document.body; box = box.parentElement) {
          const boxStyle = getComputedStyle(box);
          const clipsX = ['hidden', 'clip'].includes(boxStyle.overflowX);
          const clipsY = ['hidden', 'clip'].includes(boxStyle.overflowY);
          if (!clipsX && !clipsY) continue;
          const edge = box.getBoundingClientRect();
          if (edge.width <= 1 || edge.height <= 1) break;
          // The padding box: what the box shows of its content.
          const top = edge.top + box.clientTop;
          const left = edge.left + box.clientLeft;
          const bottom = top + box.clientHeight;
          const right = left + box.clientWidth;
          const outY = clipsY && (inkTop < top - 0.5 || inkBottom > bottom + 0.5);
          const outX = clipsX && (line.left < left - 0.5 || line.right > right + 0.5);
          if (outY || outX) {
            cut.push(
              `"${text.trim().slice(0, 30)}" in ${element.tagName.toLowerCase()}.${element.className} cut ${outY ? 'top or bottom' : 'at a side'} by ${box.tagName.toLowerCase()}.${box.className}`,
            );
            break;
          }
        }
      }
    }
    return cut;
  });
}

describe('an Urdu page', () => {
  it('says its language and direction, speaks Urdu and keeps every link in Urdu', async () => {
    const { page, problems } = await visitor();
    const response = await page.goto(`${server.url}/ur`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(
      page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).resolves.toEqual(['ur', 'rtl']);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(
      /[\u0600-\u06FF]/,
    );
    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(10);
    expect(
      links.filter((href) => href !== '/ur' && !href.startsWith('/ur/') && !href.startsWith('/ur?')),
    ).toEqual([]);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).resolves.toBe(
      'https://aafiyat.pk/',
    );
    expect(problems).toEqual([]);
  });

  it('fits a 360 px phone in Nastaliq on every Urdu route: nothing scrolls sideways, no Urdu ink is clipped', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    contexts.push(context);
    const first = await context.newPage();
    // The Urdu face (`font-display: optional`) is fetched by a first Urdu page and set from the next one, from the
    // cache: the check is of each page as it is read then, in Nastaliq.
    await first.goto(`${server.url}/ur`, { waitUntil: 'networkidle' });
    await first.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.includes('Nastaliq') && face.status === 'loaded'),
    );
    await first.close();
    const paths = allPrerenderedPaths().filter((path) => path === '/ur' || path.startsWith('/ur/'));
    expect(paths.length).toBeGreaterThan(30);
    const problems: string[] = [];
    // A few pages at a time: most of each check is waiting for the network to go quiet.
    const lane = async () => {
      const page = await context.newPage();
      for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        // A face set `optional` may miss a page that three lanes load at once: that page is read again, from the
        // cache, as the visitor's next page would be.
        if (!(await nastaliqHeading(page))) await page.reload({ waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        // The far sections are drawn only as they near the screen (content-visibility): read down to the end, so
        // each is drawn and holds its real height.
        await readToTheEnd(page);
        const faces = await renderedFaces(page, 'h1');
        if ((await urduHeading(page)) && !faces.includes('Noto Nastaliq Urdu'))
          problems.push(`${path}: its heading is drawn in ${faces.join(', ')}`);
        if (await scrollsSideways(page)) problems.push(`${path}: scrolls sideways`);
        problems.push(...(await clippedUrduInk(page)).map((line) => `${path}: ${line}`));
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: 3 }, lane));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the language switch', () => {
  it('opens the same page and query in Urdu at the same point of reading, and remembers the choice', async () => {
    const { page, context, problems } = await visitor(viewports.desktop);
    await page.goto(`${server.url}/privacy/Faqs?from=switch`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
    });
    await page.getByRole('link', { name: 'اردو' }).click();
    await page.waitForURL(`${server.url}/ur/privacy/Faqs?from=switch`);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)),
      )
      .toBeGreaterThan(0.3);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'aafiyat_lang')?.value).toBe('ur');

    // A link to the English page opened from outside (a WhatsApp message, typed) opens in the chosen Urdu.
    const outside = await context.newPage();
    const redirected = await outside.goto(`${server.url}/products/doctor?ref=wa`, {
      waitUntil: 'networkidle',
    });
    expect(redirected?.url()).toBe(`${server.url}/ur/products/doctor?ref=wa`);
    await outside.close();

    // Back to English by the same switch, which now says "English".
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${server.url}/privacy/Faqs?from=switch`);
    const after = await context.cookies();
    expect(after.find((cookie) => cookie.name === 'aafiyat_lang')?.value).toBe('en');
    expect(problems).toEqual([]);
  });

  it('is in the drawer on a phone, and a visitor who chose nothing is never moved', async () => {
    const { page } = await visitor();
    const response = await page.goto(`${server.url}/ur/about`, { waitUntil: 'networkidle' });
    expect(response?.url()).toBe(`${server.url}/ur/about`);
    await page.getByRole('button', { name: ur('Navigation.openMenu') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'English' }).waitFor();
    await expect(drawer.getByRole('link', { name: 'English' }).getAttribute('hreflang')).resolves.toBe('en');
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('each language carries only its own words', () => {
  /** The JavaScript bodies a page fetched, once it has settled and a first touch has woken its header. */
  /** The page's scripts, one text, and the font files it fetched. */
  const fonts = new Map<string, string[]>();
  async function scriptsOf(path: string): Promise<string> {
    const { page } = await visitor(viewports.desktop);
    const bodies: Promise<string>[] = [];
    const fetched: string[] = [];
    fonts.set(path, fetched);
    page.on('response', (response: Response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text());
      if (response.url().endsWith('.woff2')) fetched.push(response.url());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').hover();
    await page
      .getByRole('banner')
      .focus()
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(bodies)).join('\n');
  }

  it('an English page fetches no Urdu words or face, and an Urdu page no English catalog', async () => {
    // The language switch names Urdu in Urdu ("اردو", the domain's LANGUAGE_NAMES): the one Urdu word allowed.
    const english = (await scriptsOf('/contactus')).replaceAll('اردو', '');
    expect(english).not.toMatch(/[\u0600-\u06FF]{3}/);
    const urdu = await scriptsOf('/ur/contactus');
    expect(urdu).toMatch(/[\u0600-\u06FF]{3}/);
    // The library's English catalog (its compiled messages) is not among an Urdu page's scripts.
    expect(urdu).not.toContain('Show slide ');
    expect(english).toContain('Show slide ');
    // Nastaliq is fetched by the Urdu page only.
    expect(fonts.get('/contactus')?.filter((url) => url.includes('nastaliq'))).toEqual([]);
    expect(fonts.get('/ur/contactus')?.filter((url) => url.includes('nastaliq'))).toHaveLength(1);
  });
});

describe('asking for something on an Urdu page', () => {
  it('sends a demo request in Urdu, the form saying in Urdu what is missing and keeping what was typed', async () => {
    const { page, problems } = await visitor(viewports.desktop);
    await page.goto(`${server.url}/ur`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: ur('HeroCarousel.pause') })
      .filter({ visible: true })
      .click();
    await page
      .getByRole('button', { name: ur('HeroCarousel.requestDemo') })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').first().textContent()).resolves.toMatch(/[\u0600-\u06FF]/);
    await dialog.getByLabel(ur('DemoRequestDialog.nameLabel')).fill('ثنا مرزا');
    await dialog.getByRole('button', { name: ur('DemoRequestDialog.submit') }).click();
    await expect(dialog.getByText(ur('DemoRequestDialog.missingFields')).count()).resolves.toBe(2);
    await expect(dialog.getByLabel(ur('DemoRequestDialog.nameLabel')).inputValue()).resolves.toBe('ثنا مرزا');
    await dialog.getByLabel(ur('DemoRequestDialog.emailLabel')).fill('sana.urdu@example.pk');
    await dialog.getByLabel(ur('DemoRequestDialog.phoneLabel')).fill('03219876500');
    await dialog.getByRole('button', { name: ur('DemoRequestDialog.submit') }).click();
    await dialog.getByText(ur('DemoRequestDialog.received')).waitFor();
    await expect(axeViolations(page, 'dialog[open]')).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it('takes a call-back request in Urdu, refusing a bad number in Urdu first', async () => {
    const { page, problems } = await visitor();
    await page.goto(`${server.url}/ur/contactus`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: siteUrdu('Contact', 'Contact.phones.callBack') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ur('HelplineDialog.title') });
    await dialog.getByLabel(ur('HelplineDialog.phoneLabel')).fill('12345');
    await dialog.getByRole('button', { name: ur('HelplineDialog.submit') }).click();
    await dialog.getByText(ur('HelplineDialog.invalidPhone')).waitFor();
    await expect(dialog.getByLabel(ur('HelplineDialog.phoneLabel')).inputValue()).resolves.toBe('12345');
    await dialog.getByLabel(ur('HelplineDialog.phoneLabel')).fill('0333 1234500');
    await dialog.getByRole('button', { name: ur('HelplineDialog.submit') }).click();
    await dialog.getByText(ur('HelplineDialog.received')).waitFor();
    await expect(axeViolations(page, 'dialog[open]')).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it('searches doctors in Urdu, by a Roman-Urdu word too: the count, the cards and the pages in Urdu, links in Urdu', async () => {
    const { page, problems, context } = await visitor();
    // The count's plural is picked without Intl, whose first use is a long task inside the results' first draw.
    await countIntlNumberWork(context);
    await page.goto(`${server.url}/doctors/search?city=Lahore`, { waitUntil: 'networkidle' });
    const count = page.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first();
    await expect(count.textContent()).resolves.toMatch(/^\d+ doctors? found/);
    await expect(intlNumberWork(page)).resolves.toEqual([]);
    await page.goto(`${server.url}/ur/doctors/search?city=Lahore`, { waitUntil: 'networkidle' });
    await expect(count.textContent()).resolves.toMatch(/[\u0600-\u06FF]/);
    await expect(intlNumberWork(page)).resolves.toEqual([]);
    const cards = page.getByRole('article');
    await expect(cards.count()).resolves.toBeGreaterThan(0);
    await expect(cards.first().textContent()).resolves.toContain(ur('DoctorCard.fee'));
    // A Roman-Urdu word finds its specialty: "dil" (heart) gives cardiologists, named in Urdu, in Lahore (لاہور).
    await page.goto(`${server.url}/ur/doctors/search?q=dil&city=Lahore`, { waitUntil: 'networkidle' });
    await expect(cards.count()).resolves.toBeGreaterThan(0);
    const cardiology = specialtyName('Cardiologist', 'ur');
    for (const text of await cards.allTextContents()) {
      expect(text).toContain(cardiology);
      expect(text).toContain(cityName('Lahore', 'ur'));
    }
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('dil');
    const pageLinks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].map((link) =>
        link.getAttribute('href'),
      ),
    );
    expect(pageLinks.filter((href) => href !== null && !href.startsWith('/ur'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/** The site's words of the portal's pages in Urdu (their compiled catalogs: no React, no styles). */
const siteUr = createTranslator('ur', { ...checkoutUrdu, ...patientUrdu }) as unknown as (
  key: string,
  values?: Record<string, string | number>,
) => string;

describe('a patient in Urdu', () => {
  it('signs in by a code sent in Urdu, books a doctor and pays with JazzCash, all in Urdu', async () => {
    const { page, problems } = await visitor();
    await page.goto(`${server.url}/ur/patient/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(ur('PhoneOtpSignIn.phoneLabel')).fill(DEMO_PATIENT.phone);
    await page.getByRole('button', { name: ur('PhoneOtpSignIn.sendCode') }).click();
    const codeField = page.getByLabel(ur('OtpCodeStep.label', { length: 6 }));
    await codeField.waitFor();
    const outbox = await fetch(`${server.url}/api/dev/outbox?phone=${DEMO_PATIENT.phone}`);
    const { data } = (await outbox.json()) as { data: { text: string }[] };
    const sms = data.at(-1)?.text ?? '';
    expect(sms).toMatch(/^عافیت لاگ اِن کوڈ: \d{6}۔/);
    await codeField.fill(/\d{6}/.exec(sms)?.[0] ?? '');
    await page.getByRole('button', { name: ur('PhoneOtpSignIn.verify') }).click();
    await page.waitForURL(`${server.url}/ur/patient/profile`);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ur');

    // A booking from the Urdu search: the dialog, the checkout and JazzCash's answer stay in Urdu.
    const doctor = 'Dr. Sana Mirza';
    await page.goto(`${server.url}/ur/doctors/search?city=Karachi&q=Sana%20Mirza`, {
      waitUntil: 'networkidle',
    });
    await page
      .getByRole('article', { name: doctor })
      .first()
      .getByRole('button', { name: new RegExp(`^${siteUr('Patient.book.online')}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: ur('BookingDialog.titleOnline', { doctor }) });
    await dialog.waitFor();
    await expect(axeViolations(page, 'dialog[open]')).resolves.toEqual([]);
    await chooseSlot(dialog, 1, 0, { date: ur('BookingDialog.date'), time: ur('BookingDialog.time') });
    await dialog.getByRole('button', { name: ur('BookingDialog.submit') }).click();
    const checkout = /\/ur\/appointment\/payment\/checkout\/(\d+)$/;
    await page.waitForURL(checkout);
    const id = checkout.exec(page.url())?.[1] ?? '';
    await page.getByRole('region', { name: siteUr('Checkout.summary.heading') }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: siteUr('Checkout.pay') }).click();
    // The gateway's own page (the local simulator stands in for JazzCash), then back to the Urdu checkout.
    await page.waitForURL(/\/dev\/jazzcash-simulator/);
    await page.getByRole('button', { name: /^Pay successfully/ }).click();
    await page.waitForURL(`${server.url}/ur/appointment/payment/checkout/${id}`);
    await page
      .getByRole('alert')
      .filter({ hasText: siteUr('Checkout.success.title') })
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ur');
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });
});
