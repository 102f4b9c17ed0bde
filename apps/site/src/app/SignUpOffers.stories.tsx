import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SiteMessageKey } from '../i18n/compiled/keys';
import { expectHeaderSignedInIn } from '../pages/portal/signin/signedInStoryChecks';
import { startingWith } from '../pages/products/shared/storyQueries';
import { expectNoSignUpOffered } from '../stories/signedInChecks';
import { SitePage } from '../stories/SitePage';
import { siteWords, uiWords } from '../stories/words';

const meta = {
  title: 'Site/SignUpOffers',
  component: SitePage,
  args: { path: '/products/hospitalmanagement' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: createHandlers({ session: sessions.clinicOwner }) } },
  },
  beforeEach: () => {
    window.localStorage.setItem('authToken', JSON.stringify(sessions.clinicOwner));
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * A product page seen signed in: the page is whole (its price cards included), the header is signed in, and no
 * sign-up is offered; where a visitor would be asked to sign up, the price cards offer a word with the team.
 * Headings are the site catalog's keys, found in the story's language.
 */
function signedInOn(path: string, heading: SiteMessageKey, packagesHeading?: SiteMessageKey): Story {
  return {
    args: { path },
    play: async ({
      canvas,
      canvasElement,
      globals,
    }: {
      canvas: Canvas;
      canvasElement: HTMLElement;
      globals: Readonly<Record<string, unknown>>;
    }) => {
      const t = siteWords(globals);
      await expect(await canvas.findByRole('heading', { level: 1, name: t(heading) })).toBeVisible();
      if (packagesHeading !== undefined) {
        const packages = within(await canvas.findByRole('region', { name: t(packagesHeading) }));
        const contactUs = startingWith(t('Offers.contactUs'));
        await waitFor(() =>
          expect(packages.getAllByRole('link', { name: contactUs }).length).toBeGreaterThan(0),
        );
        for (const link of packages.getAllByRole('link', { name: contactUs })) {
          await expect(link).toHaveAttribute('href', '/contactus');
        }
      }
      const page = canvasElement.ownerDocument.body;
      await expectHeaderSignedInIn(globals, page, 'clinic_owner', sessions.clinicOwner.name);
      await expectNoSignUpOffered(page);
    },
  };
}

/**
 * The home page, signed in: the hero's slides offer REQUEST A DEMO but no SIGN UP, and the pricing teaser's
 * sign-up cards offer a word with the team.
 */
export const HomePage: Story = {
  args: { path: '/' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const hero = within(await canvas.findByRole('region', { name: t('Home.hero.label') }));
    await expect(hero.getByRole('button', { name: ui('HeroCarousel.requestDemo') })).toBeVisible();
    await waitFor(() =>
      expect(hero.queryByRole('link', { name: ui('HeroCarousel.signUp') })).not.toBeInTheDocument(),
    );
    const pricing = within(await canvas.findByRole('region', { name: t('Home.pricing.heading') }));
    await waitFor(() =>
      expect(
        pricing.getAllByRole('article').map((card) => within(card).getByRole('link').getAttribute('href')),
      ).toEqual(['/products/clinicmanagement?packages=true', '/contactus', '/contactus']),
    );
    const page = canvasElement.ownerDocument.body;
    await expectHeaderSignedInIn(globals, page, 'clinic_owner', sessions.clinicOwner.name);
    await expectNoSignUpOffered(page);
  },
};

/** The hospital product page, signed in. */
export const HospitalPage: Story = signedInOn(
  '/products/hospitalmanagement',
  'Products.hospital.hero.heading',
  'Products.hospital.packages.heading',
);

/** The pharmacy product page, signed in. */
export const PharmacyPage: Story = signedInOn(
  '/products/pharmacymanagement',
  'Products.pharmacy.hero.heading',
  'Products.pharmacy.packages.heading',
);

/** The clinic product page, signed in, its packages (a deferred part) included. */
export const ClinicPage: Story = signedInOn(
  '/products/clinicmanagement',
  'Products.clinic.hero.heading',
  'Products.clinic.packages.heading',
);

/** The online consultation page, signed in. */
export const OnlineConsultationPage: Story = signedInOn('/products/doctor', 'Products.doctor.hero.heading');

/** Signed out, the same hospital page offers its sign-up in the hero, the audience section and the price card. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', {
      level: 1,
      name: siteWords(globals)('Products.hospital.hero.heading'),
    });
    const toSignUp = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === SIGN_UP_ROUTES.hospital);
    await expect(toSignUp.length).toBe(3);
  },
};
