import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { PHARMACY_BASIC_PLAN } from '@aafiyat/domain';
import { telHref } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../../site.config';
import { SitePage } from '../../../stories/SitePage';
import { expectNoSignUpOffered } from '../../../stories/signedInChecks';
import type { SiteTranslate } from '../../../i18n/language';
import { siteWords, uiWords } from '../../../stories/words';
import { hospitalFeatures } from '../../products/hospital/content';
import { featureWords } from '../../products/shared/planWords';
import { signedInAs } from '../dashboards/dashboardStorySession';
import { expectHeaderSignedInIn } from '../signin/signedInStoryChecks';

const meta = {
  title: 'Pages/Portal/BusinessHome',
  component: SitePage,
  args: { path: '/staff/home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type BusinessRecord = typeof sessions.staff | typeof sessions.hospital | typeof sessions.pharmacy;
type Kind = 'staff' | 'hospital' | 'pharmacy';

/** A signed-in business role's home page, with `GET /api/auth/me` answering the same person. */
function homeOf(
  record: BusinessRecord,
  path: string,
  kind: Kind,
  expected: { features: (t: SiteTranslate) => readonly string[]; productHref: string },
): Story {
  return {
    args: { path },
    beforeEach: signedInAs(record),
    parameters: { msw: { handlers: { api: createHandlers({ session: record }) } } },
    play: async ({ canvasElement, globals }) => {
      const t = siteWords(globals);
      const page = canvasElement.ownerDocument.body;
      const main = within(within(page).getByRole('main'));
      await expect(
        await main.findByRole('heading', { level: 1, name: t(`Business.${kind}.title`) }),
      ).toBeVisible();
      await expect(main.getByText(t('Business.signedInAs', { name: record.name }))).toBeVisible();
      await expect(main.getByText(t(`Business.${kind}.continuesIn`))).toBeVisible();
      const system = within(main.getByRole('region', { name: t(`Business.${kind}.featuresHeading`) }));
      const features = expected.features(t);
      await expect(system.getAllByRole('listitem')).toHaveLength(features.length);
      for (const feature of features) {
        await expect(system.getByRole('heading', { name: feature })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: t(`Business.${kind}.productLabel`) })).toHaveAttribute(
        'href',
        expected.productHref,
      );
      // The support number is a link inside the sentence, read left to right in either language.
      const help = within(main.getByRole('region', { name: t('Business.help.heading') }));
      const phone = help.getByRole('link', { name: site.supportPhone });
      await expect(phone).toHaveAttribute('href', telHref(site.supportPhone));
      await expect(phone.querySelector('[dir="ltr"]')).toHaveTextContent(site.supportPhone);
      await expect(main.getByRole('link', { name: t('Business.contact') })).toHaveAttribute(
        'href',
        '/contactus',
      );
      await expect(main.getByRole('link', { name: t('Business.faqs') })).toHaveAttribute(
        'href',
        '/privacy/Faqs',
      );
      await expect(main.getByRole('button', { name: t('Business.signOut') })).toBeVisible();
      await expectHeaderSignedInIn(globals, page, record.role, record.name);
      await expectNoSignUpOffered(page);
    },
  };
}

/** Clinic staff: the clinic system's front-desk parts, the clinic product page, help, sign out. */
export const ClinicStaff: Story = homeOf(sessions.staff, '/staff/home', 'staff', {
  features: (t) => [
    t('Products.clinic.features.appointments.title'),
    t('Products.clinic.features.records.title'),
    t('Products.clinic.features.invoices.title'),
  ],
  productHref: '/products/clinicmanagement',
});

/** A hospital: what the hospital system does, its product page, help, sign out. */
export const Hospital: Story = homeOf(sessions.hospital, '/hospital/home', 'hospital', {
  features: (t) => hospitalFeatures(t).items.map(({ title }) => title),
  productHref: '/products/hospitalmanagement',
});

/** A pharmacy: the pharmacy plan's six tools, its product page, help, sign out. */
export const Pharmacy: Story = homeOf(sessions.pharmacy, '/pms/home', 'pharmacy', {
  features: (t) => PHARMACY_BASIC_PLAN.features.map(({ description }) => featureWords(t, description)),
  productHref: '/products/pharmacymanagement',
});

/** Nobody signed in: the staff home page sends the visitor to the staff sign-in. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: siteWords(globals)('SignIn.staff.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWords(globals)('Account.login') })).toBeVisible();
  },
};
