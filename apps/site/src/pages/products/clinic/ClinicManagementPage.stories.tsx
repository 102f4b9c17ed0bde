import { operations } from '@aafiyat/api';
import { clinicPackages, createHandlers } from '@aafiyat/api/mocks';
import { CLINIC_STANDARD_PLAN, FacilityType, SIGN_UP_ROUTES, planPricesFor } from '@aafiyat/domain';
import { formatRupees } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
// The mocks' own library, for an answer their scenarios cannot give: a price list that differs from the built-in one.
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteTranslate } from '../../../i18n/language';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';
import { site } from '../../../site.config';
import { cardTitleWords, featureWords } from '../shared/planWords';
import { demoDialogName, exactly, wholeText } from '../shared/storyQueries';
import { clinicFeatures, clinicHero, clinicPackagesCopy } from './content';

const meta = {
  title: 'Pages/Products/Clinic management',
  component: SitePage,
  args: { path: '/products/clinicmanagement' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries a play function gets, bound to the story's canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const PACKAGES_PATH = operations.listBasicPackages.path;
/** The note that the prices may be old, in the story's language. */
const staleNote = (t: SiteTranslate) =>
  wholeText(t('Products.clinic.packages.staleNote', { phone: site.helplinePhone }));
/** The headings of the cards the page is built with (the domain's list prices), in the story's language. */
const builtInTitles = (t: SiteTranslate) =>
  planPricesFor(FacilityType.CLINIC).map((price) => cardTitleWords(t, price.title));
/** The API's cards' headings, in the story's language. */
const apiTitles = (t: SiteTranslate, cards: readonly { title: string }[] = clinicPackages) =>
  cards.map((card) => cardTitleWords(t, card.title));

/** The packages section, once the page's chunk has loaded. */
async function packagesSection(canvas: Canvas, t: SiteTranslate) {
  return within(await canvas.findByRole('region', { name: clinicPackagesCopy(t).heading }));
}

/** The price cards' headings, in order. */
function cardTitles(section: Canvas): string[] {
  return section
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

// Set before the page renders; settles once the browser has received the page's whole answer for the packages
// (Resource Timing reports a request when its response has ended), for the states that change nothing on screen.
let packagesAnswered: Promise<void> = Promise.resolve();
function watchPackagesAnswer() {
  packagesAnswered = new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => new URL(entry.name).pathname === PACKAGES_PATH)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'resource' });
  });
}

/** The page's answer has been read and drawn: one frame after it arrived. */
async function afterPackagesAnswer() {
  await packagesAnswered;
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The product: what it does, for whom, the four packages from the API with their prices (each higher one as
 * "Everything in …, plus", each with its action), the custom package and the comparison table; the Custom card's
 * Request a demo opens the demo dialog for the clinic system.
 */
export const Success: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const hero = clinicHero(t);
    const copy = clinicPackagesCopy(t);
    await expect(await canvas.findByRole('heading', { level: 1, name: hero.heading })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Products.clinic.meta.title')} · ${t('Shell.brand')}`),
    );
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: hero.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.clinic,
    );
    const features = within(page.getByRole('region', { name: clinicFeatures(t).heading }));
    await expect(features.getAllByRole('listitem')).toHaveLength(clinicFeatures(t).items.length);

    const packages = await packagesSection(canvas, t);
    // The API's packages: the same four the page was built with.
    await waitFor(() => expect(cardTitles(packages)).toEqual(apiTitles(t)));
    const basic = within(packages.getByRole('article', { name: t('Products.plans.title.singleDoctor') }));
    await expect(basic.getByText(formatRupees(ui, 1500))).toBeVisible();
    // The card's link carries its package to the sign-up page.
    await expect(basic.getByRole('link', { name: copy.actionLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${SIGN_UP_ROUTES.clinic}\\?package=\\w+`)),
    );
    // A higher package says what it adds to the one below, so it never looks like less.
    const standard = within(
      packages.getByRole('article', { name: t('Products.plans.title.upToThreeDoctors') }),
    );
    await expect(standard.getByText(ui('PricingCard.includes', { plan: 'Basic' }))).toBeVisible();
    await expect(
      standard.getByRole('list', { name: ui('PricingCard.features', { plan: 'Standard' }) }),
    ).toHaveTextContent(
      exactly(CLINIC_STANDARD_PLAN.features.map((line) => featureWords(t, line.description)).join('')),
    );
    // Every card has its action; the custom package is quoted, not bought, so its card asks for a demo.
    for (const card of packages.getAllByRole('article')) {
      await expect([
        ...within(card).queryAllByRole('link'),
        ...within(card).queryAllByRole('button'),
      ]).toHaveLength(1);
    }
    const custom = within(packages.getByRole('article', { name: t('Products.plans.title.largerClinics') }));
    await expect(custom.queryByRole('link')).not.toBeInTheDocument();
    await expect(custom.getByRole('button', { name: hero.demoLabel })).toBeVisible();
    await expect(packages.queryByText(copy.unpricedNote('Custom'))).not.toBeInTheDocument();
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();
    await expect(packages.getByRole('table', { name: copy.comparisonCaption })).toBeInTheDocument();
    // The table names its rows and counts in the page's language.
    await expect(
      packages.getByRole('rowheader', { name: t('Products.plans.thing.doctors') }),
    ).toBeInTheDocument();
    // Opened without `?packages=true`: nothing takes focus.
    await expect(document.activeElement).toBe(canvasElement.ownerDocument.body);

    // The custom package's card asks for a demo of the clinic system.
    await userEvent.click(custom.getByRole('button', { name: hero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: demoDialogName(ui, t, 'clinic') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * While the price list loads: the four packages at the domain's list prices, which are the cards the API answers,
 * so nothing changes when it does.
 */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'slow' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const packages = await packagesSection(canvas, t);
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    await expect(builtInTitles(t)).toEqual(apiTitles(t));
    await expect(
      within(packages.getByRole('article', { name: t('Products.plans.title.upToThreeDoctors') })).getByText(
        formatRupees(ui, 3000),
      ),
    ).toBeVisible();
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();
    await expect(
      packages.getByRole('table', { name: clinicPackagesCopy(t).comparisonCaption }),
    ).toBeInTheDocument();
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
  },
};

// The price list as the business might change it: Standard dearer, and Custom taken off the list.
const changedPackages = clinicPackages
  .filter((card) => card.package_name !== 'Custom')
  .map((card) => (card.package_name === 'Standard' ? { ...card, package_amount: 4000 } : card));

/**
 * The API's price list differs from the built-in one: its prices replace the built-in ones, and a package it
 * leaves out is named in a note (the comparison table still shows what it includes).
 */
export const PriceListChanged: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get(`*${PACKAGES_PATH}`, () => HttpResponse.json({ data: changedPackages })),
          ...createHandlers(),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const copy = clinicPackagesCopy(t);
    const packages = await packagesSection(canvas, t);
    await waitFor(() => expect(cardTitles(packages)).toEqual(apiTitles(t, changedPackages)));
    const standard = within(
      packages.getByRole('article', { name: t('Products.plans.title.upToThreeDoctors') }),
    );
    await expect(standard.getByText(formatRupees(ui, 3500))).toBeVisible();
    await expect(standard.queryByText(formatRupees(ui, 3000))).not.toBeInTheDocument();
    await expect(packages.getByText(copy.unpricedNote('Custom'))).toBeVisible();
    await expect(packages.getByRole('table', { name: copy.comparisonCaption })).toBeInTheDocument();
  },
};

/** The price list is empty: the page keeps the packages it was built with rather than show none. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'empty' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    // An empty list is not a failure: no note that the prices may be old.
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();
  },
};

/** The server fails: the built-in prices stay, with a note that they may be old and the helpline to confirm. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    const note = await packages.findByText(staleNote(t));
    await expect(note).toBeVisible();
    // The helpline's number reads left to right, in an Urdu sentence too.
    await expect(within(note).getByText(site.helplinePhone)).toHaveAttribute('dir', 'ltr');
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    // The section stays quiet: a price list that did not refresh is no alarm.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No network: the same as a server failure, the built-in prices with the note. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'networkError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    await expect(await packages.findByText(staleNote(t))).toBeVisible();
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
  },
};

/**
 * Opened with `?packages=true` (the home hero's SIGN UP, the pricing teaser): the packages are scrolled into view
 * and their heading has focus (a screen reader reads from there; the next Tab starts inside the section).
 */
export const OpenedAtPackages: Story = {
  args: { path: '/products/clinicmanagement?packages=true' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await packagesSection(canvas, t);
    const heading = canvas.getByRole('heading', { level: 2, name: clinicPackagesCopy(t).heading });
    await waitFor(() => expect(heading).toHaveFocus());
    const top = heading.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
  },
};

/** On a 360 px phone: the price cards stack one to a row and the page does not run off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const packages = await packagesSection(canvas, siteWords(globals));
    await expect(cardTitles(packages)).toHaveLength(clinicPackages.length);
    const [first, second] = packages.getAllByRole('article');
    if (!first || !second) throw new Error('Expected at least two packages.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    // Once the page has settled: the header overflows for a moment while it loads (reported, SiteHeader).
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1));
  },
};

/** On a 360 px phone in Urdu: right to left, and still nothing runs off the side. */
export const Phone360InUrdu: Story = { ...Phone360, globals: { ...Phone360.globals, locale: 'ur' } };
