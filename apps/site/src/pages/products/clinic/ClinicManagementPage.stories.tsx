import { operations } from '@aafiyat/api';
import { clinicPackages, createHandlers } from '@aafiyat/api/mocks';
import { FacilityType, SIGN_UP_ROUTES, planPricesFor } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
// The mocks' own library, for an answer their scenarios cannot give: a price list that differs from the built-in one.
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { site } from '../../../site.config';
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
const staleNote = clinicPackagesCopy.staleNote(site.helplinePhone);
/** The headings of the cards the page is built with: the domain's list prices. */
const builtInTitles = planPricesFor(FacilityType.CLINIC).map((price) => price.title);

/** The packages section, once the page's chunk has loaded. */
async function packagesSection(canvas: Canvas) {
  return within(await canvas.findByRole('region', { name: clinicPackagesCopy.heading }));
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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: clinicHero.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Clinic management system · Aafiyat'));
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: clinicHero.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.clinic,
    );
    const features = within(page.getByRole('region', { name: clinicFeatures.heading }));
    await expect(features.getAllByRole('listitem')).toHaveLength(clinicFeatures.items.length);

    const packages = await packagesSection(canvas);
    // The API's packages: the same four the page was built with.
    await waitFor(() => expect(cardTitles(packages)).toEqual(clinicPackages.map((card) => card.title)));
    const basic = within(packages.getByRole('article', { name: 'For a single-doctor clinic' }));
    await expect(basic.getByText('Rs 1,500')).toBeVisible();
    // The card's link carries its package to the sign-up page.
    await expect(basic.getByRole('link', { name: clinicPackagesCopy.actionLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${SIGN_UP_ROUTES.clinic}\\?package=\\w+`)),
    );
    // A higher package says what it adds to the one below, so it never looks like less.
    const standard = within(packages.getByRole('article', { name: 'For a clinic with up to three doctors' }));
    await expect(standard.getByText('Everything in Basic, plus:')).toBeVisible();
    await expect(standard.getByRole('list', { name: 'Standard features' })).toHaveTextContent(
      /^Register 3 Doctors5 Staff Members3 Attachments$/,
    );
    // Every card has its action; the custom package is quoted, not bought, so its card asks for a demo.
    for (const card of packages.getAllByRole('article')) {
      await expect([
        ...within(card).queryAllByRole('link'),
        ...within(card).queryAllByRole('button'),
      ]).toHaveLength(1);
    }
    const custom = within(packages.getByRole('article', { name: 'For larger clinics and clinic groups' }));
    await expect(custom.queryByRole('link')).not.toBeInTheDocument();
    await expect(custom.getByRole('button', { name: clinicHero.demoLabel })).toBeVisible();
    await expect(packages.queryByText(/are confirmed when you request a demo/)).not.toBeInTheDocument();
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();
    await expect(
      packages.getByRole('table', { name: clinicPackagesCopy.comparisonCaption }),
    ).toBeInTheDocument();
    // Opened without `?packages=true`: nothing takes focus.
    await expect(document.activeElement).toBe(canvasElement.ownerDocument.body);

    // The custom package's card asks for a demo of the clinic system.
    await userEvent.click(custom.getByRole('button', { name: clinicHero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    // Matched loosely: the site's product name repeats the dialog's "the" (reported, app/dialogs.tsx).
    const dialog = await body.findByRole('dialog', {
      name: /^Request a demo of .*clinic management system$/,
    });
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
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    await expect(builtInTitles).toEqual(clinicPackages.map((card) => card.title));
    await expect(
      within(packages.getByRole('article', { name: 'For a clinic with up to three doctors' })).getByText(
        'Rs 3,000',
      ),
    ).toBeVisible();
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();
    await expect(
      packages.getByRole('table', { name: clinicPackagesCopy.comparisonCaption }),
    ).toBeInTheDocument();
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
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
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await waitFor(() => expect(cardTitles(packages)).toEqual(changedPackages.map((card) => card.title)));
    const standard = within(packages.getByRole('article', { name: 'For a clinic with up to three doctors' }));
    await expect(standard.getByText('Rs 3,500')).toBeVisible();
    await expect(standard.queryByText('Rs 3,000')).not.toBeInTheDocument();
    await expect(packages.getByText(clinicPackagesCopy.unpricedNote('Custom'))).toBeVisible();
    await expect(
      packages.getByRole('table', { name: clinicPackagesCopy.comparisonCaption }),
    ).toBeInTheDocument();
  },
};

/** The price list is empty: the page keeps the packages it was built with rather than show none. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'empty' } }) } },
  },
  beforeEach: watchPackagesAnswer,
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await afterPackagesAnswer();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    // An empty list is not a failure: no note that the prices may be old.
    await expect(packages.queryByText(staleNote)).not.toBeInTheDocument();
  },
};

/** The server fails: the built-in prices stay, with a note that they may be old and the helpline to confirm. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await expect(await packages.findByText(staleNote)).toBeVisible();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
    // The section stays quiet: a price list that did not refresh is no alarm.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No network: the same as a server failure, the built-in prices with the note. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listBasicPackages: 'networkError' } }) } },
  },
  play: async ({ canvas }) => {
    const packages = await packagesSection(canvas);
    await expect(await packages.findByText(staleNote)).toBeVisible();
    await expect(cardTitles(packages)).toEqual(builtInTitles);
  },
};

/**
 * Opened with `?packages=true` (the home hero's SIGN UP, the pricing teaser): the packages are scrolled into view
 * and their heading has focus (a screen reader reads from there; the next Tab starts inside the section).
 */
export const OpenedAtPackages: Story = {
  args: { path: '/products/clinicmanagement?packages=true' },
  play: async ({ canvas }) => {
    await packagesSection(canvas);
    const heading = canvas.getByRole('heading', { level: 2, name: clinicPackagesCopy.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    const top = heading.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
  },
};

/** On a 360 px phone: the price cards stack one to a row and the page does not run off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const packages = await packagesSection(canvas);
    await expect(cardTitles(packages)).toHaveLength(clinicPackages.length);
    const [first, second] = packages.getAllByRole('article');
    if (!first || !second) throw new Error('Expected at least two packages.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
