import { PARTNER_LABS } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
import { siteWords, uiWords } from '../../stories/words';

const meta = {
  title: 'Pages/Labs',
  component: SitePage,
  args: { path: '/labs' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every partner lab with its city, branches and home sampling, each name a link to its page; the footer's
 * Services column leads here, and a lab's link opens its page, where a test can be booked.
 */
export const Labs: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('Labs.heading') })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('Labs.meta.title')} · ${t('Shell.brand')}`));
    const main = within(canvas.getByRole('main'));
    // The labs' names stay as the labs write them, in either language.
    const names = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(names).toEqual(PARTNER_LABS.map((lab) => lab.lab_name));
    for (const lab of PARTNER_LABS) {
      await expect(main.getByRole('link', { name: lab.lab_name })).toHaveAttribute(
        'href',
        `/labs/${String(lab.id)}`,
      );
    }
    await expect(main.getAllByText(ui('LabList.available'))).toHaveLength(
      PARTNER_LABS.filter((lab) => lab.homeSampling).length,
    );

    const services = within(await canvas.findByRole('navigation', { name: ui('SiteFooter.services') }));
    await expect(services.getByRole('link', { name: t('Shell.service.labs') })).toHaveAttribute(
      'href',
      '/labs',
    );

    // A lab the API's mocks know: its page loads and offers the booking form.
    const lab = PARTNER_LABS.find((candidate) => candidate.id === 3);
    if (!lab) throw new Error('no partner lab 3');
    await userEvent.click(main.getByRole('link', { name: lab.lab_name }));
    await expect(await canvas.findByRole('region', { name: ui('LabProfile.bookTest') })).toBeVisible();
  },
};

/** On a 360 px phone the labs stack one to a row and nothing runs off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('Labs.heading') })).toBeVisible();
    const items = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(items).toHaveLength(PARTNER_LABS.length);
    for (const item of items) {
      const { left, right } = item.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(360);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The phone layout in Urdu, right to left. */
export const Phone360InUrdu: Story = {
  ...Phone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};
