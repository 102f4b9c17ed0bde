import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { appsCopy, consultationBanner, doctorHero, doctorSteps, patientSteps, telemedicine } from './content';

const meta = {
  title: 'Pages/Products/Online consultation',
  component: SitePage,
  args: { path: '/products/doctor' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Online consultation: the patient's four steps and the doctor's, the clinic plan that includes video calls, the
 * banner to book either kind of appointment, and the apps. It loads nothing, so it has no other state.
 */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: doctorHero.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Online doctor consultation · Aafiyat'));
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: doctorHero.findLabel })).toHaveAttribute(
      'href',
      '/doctors/search?is_online=true',
    );

    // Steps are an ordered list, each card saying its number.
    const patients = within(page.getByRole('region', { name: patientSteps.heading }));
    const steps = patients.getAllByRole('listitem');
    await expect(steps).toHaveLength(patientSteps.items.length);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(steps[0]).toHaveTextContent(`Step 1${patientSteps.items[0]?.title ?? ''}`);
    const doctors = within(page.getByRole('region', { name: doctorSteps.heading }));
    await expect(doctors.getAllByRole('listitem')).toHaveLength(doctorSteps.items.length);
    await expect(doctors.getByRole('link', { name: doctorSteps.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.clinic,
    );

    const offer = within(page.getByRole('region', { name: telemedicine.heading }));
    await expect(offer.getByRole('link', { name: telemedicine.cardHeading })).toHaveAttribute(
      'href',
      '/products/clinicmanagement',
    );

    const banner = within(page.getByRole('region', { name: consultationBanner.heading }));
    const hrefs = banner.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/doctors/search?is_online=true', '/doctors/search']);
    const apps = within(page.getByRole('region', { name: appsCopy.heading }));
    await expect(apps.getAllByRole('group')).toHaveLength(2);

    await userEvent.click(page.getByRole('button', { name: doctorHero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request a demo of the online consultation' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.getByRole('button', { name: doctorHero.demoLabel })).toHaveFocus());
  },
};
