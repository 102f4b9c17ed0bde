import { operations } from '@aafiyat/api';
import { createHandlers, pharmacyPackages } from '@aafiyat/api/mocks';
import { FacilityType, PHARMACY_BASIC_PLAN, SIGN_UP_ROUTES, planPricesFor } from '@aafiyat/domain';
import { formatRupees } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteTranslate } from '../../../i18n/language';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';
import { site } from '../../../site.config';
import { cardTitleWords, featureWords } from '../shared/planWords';
import { demoDialogName, wholeText } from '../shared/storyQueries';
import { pharmacyAudience, pharmacyFeatures, pharmacyHero, pharmacyPackagesCopy } from './content';

const meta = {
  title: 'Pages/Products/Pharmacy management',
  component: SitePage,
  args: { path: '/products/pharmacymanagement' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries a play function gets, bound to the story's canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const PACKAGES_PATH = operations.listPharmacyPackages.path;
/** The note that the price may be old, in the story's language. */
const staleNote = (t: SiteTranslate) =>
  wholeText(t('Products.pharmacy.packages.staleNote', { phone: site.helplinePhone }));
/** The heading of the card the page is built with (the domain's list price), in the story's language. */
const builtInTitles = (t: SiteTranslate) =>
  planPricesFor(FacilityType.PHARMACY).map((price) => cardTitleWords(t, price.title));
/** The API's card headings, in the story's language. */
const apiTitles = (t: SiteTranslate) => pharmacyPackages.map((card) => cardTitleWords(t, card.title));

/** The package section, once the page's chunk has loaded. */
async function packagesSection(canvas: Canvas, t: SiteTranslate) {
  return within(await canvas.findByRole('region', { name: pharmacyPackagesCopy(t).heading }));
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

/** The product: its six tools, who it is for, and the package from the API with its price and sign-up. */
export const Success: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const hero = pharmacyHero(t);
    await expect(await canvas.findByRole('heading', { level: 1, name: hero.heading })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Products.pharmacy.meta.title')} · ${t('Shell.brand')}`),
    );
    const page = within(canvas.getByRole('main'));
    const features = within(page.getByRole('region', { name: pharmacyFeatures(t).heading }));
    const tools = features.getAllByRole('listitem');
    await expect(tools).toHaveLength(PHARMACY_BASIC_PLAN.features.length);
    // Each tool is named by the plan's feature line, in the page's language.
    const first = PHARMACY_BASIC_PLAN.features[0]?.description ?? '';
    await expect(features.getByRole('heading', { level: 3, name: featureWords(t, first) })).toBeVisible();
    await expect(page.getByRole('link', { name: pharmacyAudience(t).ctaLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.pharmacy,
    );

    const packages = await packagesSection(canvas, t);
    // The API's package replaces the one the page was built with.
    await waitFor(() => expect(cardTitles(packages)).toEqual(apiTitles(t)));
    const card = within(packages.getByRole('article', { name: t('Products.plans.title.pharmacySystem') }));
    await expect(card.getByText(formatRupees(ui, 1500))).toBeVisible();
    await expect(card.getByText(ui('PricingCard.save', { amount: formatRupees(ui, 500) }))).toBeVisible();
    // The card's link carries its package to the sign-up page.
    await expect(card.getByRole('link', { name: pharmacyPackagesCopy(t).actionLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${SIGN_UP_ROUTES.pharmacy}\\?package=\\w+`)),
    );
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: hero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: demoDialogName(ui, t, 'pharmacy') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * While the price list loads: the package at the domain's list price, the same card the prerendered page shows and
 * the API answers.
 */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listPharmacyPackages: 'slow' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    await expect(builtInTitles(t)).toEqual(apiTitles(t));
    await expect(packages.getByText(formatRupees(uiWords(globals), 1500))).toBeVisible();
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
  },
};

/** The price list is empty: the page keeps the package it was built with rather than show none. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listPharmacyPackages: 'empty' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    // An empty list is not a failure: no note that the price may be old.
    await expect(packages.queryByText(staleNote(t))).not.toBeInTheDocument();
  },
};

/** The server fails: the built-in price stays, with a note that it may be old and the helpline to confirm. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listPharmacyPackages: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const packages = await packagesSection(canvas, t);
    const note = await packages.findByText(staleNote(t));
    await expect(note).toBeVisible();
    // The helpline's number reads left to right, in an Urdu sentence too.
    await expect(within(note).getByText(site.helplinePhone)).toHaveAttribute('dir', 'ltr');
    await expect(cardTitles(packages)).toEqual(builtInTitles(t));
    await expect(packages.getByRole('link', { name: pharmacyPackagesCopy(t).actionLabel })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
