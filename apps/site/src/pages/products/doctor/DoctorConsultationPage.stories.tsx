import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';
import { demoDialogName } from '../shared/storyQueries';
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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const hero = doctorHero(t);
    await expect(await canvas.findByRole('heading', { level: 1, name: hero.heading })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Products.doctor.meta.title')} · ${t('Shell.brand')}`),
    );
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: hero.findLabel })).toHaveAttribute(
      'href',
      '/doctors/search?is_online=true',
    );

    // Steps are an ordered list, each card saying its number.
    const forPatients = patientSteps(t);
    const patients = within(page.getByRole('region', { name: forPatients.heading }));
    const steps = patients.getAllByRole('listitem');
    await expect(steps).toHaveLength(forPatients.items.length);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(steps[0]).toHaveTextContent(
      `${t('Products.step', { number: 1 })}${forPatients.items[0]?.title ?? ''}`,
    );
    const forDoctors = doctorSteps(t);
    const doctors = within(page.getByRole('region', { name: forDoctors.heading }));
    await expect(doctors.getAllByRole('listitem')).toHaveLength(forDoctors.items.length);
    await expect(doctors.getByRole('link', { name: forDoctors.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.clinic,
    );

    const offerWords = telemedicine(t);
    const offer = within(page.getByRole('region', { name: offerWords.heading }));
    await expect(offer.getByRole('link', { name: offerWords.cardHeading })).toHaveAttribute(
      'href',
      '/products/clinicmanagement',
    );

    const banner = within(page.getByRole('region', { name: consultationBanner(t).heading }));
    const hrefs = banner.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/doctors/search?is_online=true', '/doctors/search']);
    const apps = within(page.getByRole('region', { name: appsCopy(t).heading }));
    await expect(apps.getAllByRole('group')).toHaveLength(2);

    await userEvent.click(page.getByRole('button', { name: hero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: demoDialogName(ui, t, 'online_consultation') });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.getByRole('button', { name: hero.demoLabel })).toHaveFocus());
  },
};
