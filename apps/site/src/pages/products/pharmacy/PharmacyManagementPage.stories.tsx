import { operations } from '@aafiyat/api';
import { createHandlers, pharmacyPackages } from '@aafiyat/api/mocks';
import { FacilityType, PHARMACY_BASIC_PLAN, SIGN_UP_ROUTES, planPricesFor } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { site } from '../../../site.config';
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
const staleNote = pharmacyPackagesCopy.staleNote(site.helplinePhone);
/** The heading of the card the page is built with: the domain's list price. */
const builtInTitles = planPricesFor(FacilityType.PHARMACY).map((price) => price.title);

/** The package section, once the page's chunk has loaded. */
async function packagesSection(canvas: Canvas) {
  return within(await canvas.findByRole('region', { name: pharmacyPackagesCopy.heading }));
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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: pharmacyHero.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pharmacy management system · Aafiyat'));
    const page = within(canvas.getByRole('main'));
    const features = within(page.getByRole('region', { name: pharmacyFeatures.heading }));
    const tools = features.getAllByRole('listitem');
    await expect(tools).toHaveLength(PHARMACY_BASIC_PLAN.features.length);
    await expect(page.getByRole('link', { name: pharmacyAudience.ctaLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.pharmacy,
    );

    const packages = await packagesSection(canvas);
    // The API's package replaces the one the page was built with.
    await waitFor(() => expect(cardTitles(packages)).toEqual(pharmacyPackages.map((card) => card.title)));
    const card = within(packages.getByRole('article', { name: 'Pharmacy Management System' }));
    await expect(card.getByText('Rs 1,500')).toBeVisible();
    await expect(card.getByText('Save Rs 500')).toBeVisible();
    // The card's link carries its package to the sign-up page.
    await expect(card.getByRole('link', { name: pharmacyPackagesCopy.actionLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${SIGN_UP_ROUTES.pharmacy}\\?package=\\w+`)),
    );
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: pharmacyHero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    // Matched loosely: the site's product name repeats the dialog's "the" (reported, app/dialogs.tsx).
    const dialog = await body.findByRole('dialog', {
      name: /^Request a demo of .*pharmacy management system$/,
    });
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
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    await expect(builtInTitles).toEqual(pharmacyPackages.map((card) => card.title));
    await expect(packages.getByText('Rs 1,500')).toBeVisible();
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
  },
};

/** The price list is empty: the page keeps the package it was built with rather than show none. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listPharmacyPackages: 'empty' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    // An empty list is not a failure: no note that the price may be old.
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();
  },
};

/** The server fails: the built-in price stays, with a note that it may be old and the helpline to confirm. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listPharmacyPackages: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await expect(await packages.findByText(staleNote)).toBeVisible();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    await expect(packages.getByRole('link', { name: pharmacyPackagesCopy.actionLabel })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
