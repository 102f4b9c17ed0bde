import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectHeaderSignedIn, expectNoSignUpOffered } from '../stories/signedInChecks';
import { SitePage } from '../stories/SitePage';

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
 */
function signedInOn(path: string, heading: string, packagesHeading?: string): Story {
  return {
    args: { path },
    play: async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
      await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (packagesHeading !== undefined) {
        const packages = within(await canvas.findByRole('region', { name: packagesHeading }));
        await waitFor(() =>
          expect(packages.getAllByRole('link', { name: /^Contact us/ }).length).toBeGreaterThan(0),
        );
        for (const link of packages.getAllByRole('link', { name: /^Contact us/ })) {
          await expect(link).toHaveAttribute('href', '/contactus');
        }
      }
      const page = canvasElement.ownerDocument.body;
      await expectHeaderSignedIn(page, 'clinic_owner', sessions.clinicOwner.name);
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
  play: async ({ canvas, canvasElement }) => {
    const hero = within(await canvas.findByRole('region', { name: 'Aafiyat products' }));
    await expect(hero.getByRole('button', { name: 'REQUEST A DEMO' })).toBeVisible();
    await waitFor(() => expect(hero.queryByRole('link', { name: 'SIGN UP' })).not.toBeInTheDocument());
    const pricing = within(await canvas.findByRole('region', { name: 'Simple monthly pricing' }));
    await waitFor(() =>
      expect(
        pricing.getAllByRole('article').map((card) => within(card).getByRole('link').getAttribute('href')),
      ).toEqual(['/products/clinicmanagement?packages=true', '/contactus', '/contactus']),
    );
    const page = canvasElement.ownerDocument.body;
    await expectHeaderSignedIn(page, 'clinic_owner', sessions.clinicOwner.name);
    await expectNoSignUpOffered(page);
  },
};

/** The hospital product page, signed in. */
export const HospitalPage: Story = signedInOn(
  '/products/hospitalmanagement',
  'Hospital management system',
  'Price',
);

/** The pharmacy product page, signed in. */
export const PharmacyPage: Story = signedInOn(
  '/products/pharmacymanagement',
  'Pharmacy management system',
  'Pharmacy package',
);

/** The clinic product page, signed in, its packages (a deferred part) included. */
export const ClinicPage: Story = signedInOn(
  '/products/clinicmanagement',
  'Clinic management system',
  'Clinic packages',
);

/** The online consultation page, signed in. */
export const OnlineConsultationPage: Story = signedInOn(
  '/products/doctor',
  'See a doctor without leaving home',
);

/** Signed out, the same hospital page offers its sign-up in the hero, the audience section and the price card. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Hospital management system' });
    const toSignUp = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === SIGN_UP_ROUTES.hospital);
    await expect(toSignUp.length).toBe(3);
  },
};
