import { createHandlers, sessions } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { expectHeaderSignedIn, expectNoSignUpOffered } from '../../../stories/signedInChecks';
import { signedInAs } from '../dashboards/dashboardStorySession';

const meta = {
  title: 'Pages/Portal/BusinessHome',
  component: SitePage,
  args: { path: '/staff/home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type BusinessRecord = typeof sessions.staff | typeof sessions.hospital | typeof sessions.pharmacy;

/** A signed-in business role's home page, with `GET /api/auth/me` answering the same person. */
function homeOf(
  record: BusinessRecord,
  path: string,
  heading: string,
  expected: { features: readonly string[]; product: { name: string; href: string } },
): Story {
  return {
    args: { path },
    beforeEach: signedInAs(record),
    parameters: { msw: { handlers: { api: createHandlers({ session: record }) } } },
    play: async ({ canvasElement }) => {
      const page = canvasElement.ownerDocument.body;
      const main = within(within(page).getByRole('main'));
      await expect(await main.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByText(`You are signed in as ${record.name}.`)).toBeVisible();
      const system = within(main.getByRole('region', { name: /^What the .+ does for you$/ }));
      for (const feature of expected.features) {
        await expect(system.getByRole('heading', { name: feature })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: expected.product.name })).toHaveAttribute(
        'href',
        expected.product.href,
      );
      await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
      await expect(main.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/privacy/Faqs');
      await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectHeaderSignedIn(page, record.role, record.name);
      await expectNoSignUpOffered(page);
    },
  };
}

/** Clinic staff: the clinic system's front-desk parts, the clinic product page, help, sign out. */
export const ClinicStaff: Story = homeOf(sessions.staff, '/staff/home', 'Your clinic desk on Aafiyat', {
  features: ['Online and walk-in appointments', 'Patient records', 'Digital invoices'],
  product: { name: 'About the clinic management system', href: '/products/clinicmanagement' },
});

/** A hospital: what the hospital system does, its product page, help, sign out. */
export const Hospital: Story = homeOf(sessions.hospital, '/hospital/home', 'Your hospital on Aafiyat', {
  features: ['Admissions', 'Wards and beds', 'IPD history', 'Duty roster', 'Billing'],
  product: { name: 'About the hospital management system', href: '/products/hospitalmanagement' },
});

/** A pharmacy: the pharmacy plan's six tools, its product page, help, sign out. */
export const Pharmacy: Story = homeOf(sessions.pharmacy, '/pms/home', 'Your pharmacy on Aafiyat', {
  features: ['Inventory Management', 'Sales Management', 'Supplier Management'],
  product: { name: 'About the pharmacy management system', href: '/products/pharmacymanagement' },
});

/** Nobody signed in: the staff home page sends the visitor to the staff sign-in. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in as clinic staff' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};
