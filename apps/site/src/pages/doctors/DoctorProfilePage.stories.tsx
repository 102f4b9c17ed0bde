import { createHandlers } from '@aafiyat/api/mocks';
import { specialtyName } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
import { storyLocale } from '../../../../../packages/ui/src/test-support/storyLocale';
import { siteWords, uiWords } from '../../stories/words';

/** Dr. Kiran Shahid, a dentist in Lahore of the mock data, at her profile's address (any letters' case of her number). */
const kiran = '/doctors/lahore/dentist/dr-kiran-shahid-65543-d';

const meta = {
  title: 'Pages/Doctor profile',
  component: SitePage,
  args: { path: kiran },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the app (the server's shell, when it could not write the page): the doctor is loaded by the number the
 * address ends with, and the page shows her profile, its title, the way back to her city's dentists and booking.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const locale = storyLocale(globals);
    const profile = await canvas.findByRole('article', { name: 'Dr. Kiran Shahid' }, { timeout: 5000 });
    await expect(within(profile).getByRole('heading', { level: 1, name: 'Dr. Kiran Shahid' })).toBeVisible();
    await expect(within(profile).getByText(specialtyName('Dentist', locale))).toBeVisible();
    await expect(within(profile).getByText(ui('DoctorCard.pmdcVerified'))).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Dr. Kiran Shahid'));
    const back = canvas.getByRole('link', {
      name: t('Doctors.profile.back', {
        city: locale === 'ur' ? 'لاہور' : 'Lahore',
        specialty: specialtyName('Dentist', locale),
      }),
    });
    // The story's router has no language prefix; the page's links stay in its language.
    await expect(back).toHaveAttribute('href', '/doctors/lahore/dentist');
    await expect(
      within(profile).getByRole('button', { name: new RegExp(t('Patient.book.inClinic')) }),
    ).toBeVisible();
  },
};

/** Dr. Sana Mirza of the mock data, who has twelve reviews. */
const sana = '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p';

/**
 * Her reviews under her details: the average and count, the newest ten, each from a verified visit, markup in one
 * shown as it was written, and a link to the next page of them (its own address, read without script too).
 */
export const WithReviews: Story = {
  args: { path: sana },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const section = await canvas.findByRole(
      'region',
      { name: t('Doctors.profile.reviews.heading') },
      { timeout: 5000 },
    );
    const reviews = await within(section).findAllByRole('article');
    await expect(reviews).toHaveLength(10);
    await expect(within(reviews[0] as HTMLElement).getByRole('heading', { name: 'Ayesha K.' })).toBeVisible();
    await expect(within(section).getAllByText(ui('ReviewList.verified'))).toHaveLength(10);
    // Markup in a review is its words, never the page's.
    await expect(within(section).getByText('<b>Best</b> cardiologist in Karachi, no doubt.')).toBeVisible();
    await expect(section.querySelector('b')).toBeNull();
    const pages = within(section).getByRole('navigation', { name: t('Doctors.profile.reviews.pages') });
    await expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute(
      'href',
      `${sana}?reviews=2#reviews`,
    );
  },
};

/** The second page of her reviews, at its own address: the two oldest. */
export const ReviewsSecondPage: Story = {
  args: { path: `${sana}?reviews=2` },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const section = await canvas.findByRole(
      'region',
      { name: t('Doctors.profile.reviews.heading') },
      { timeout: 5000 },
    );
    const reviews = await within(section).findAllByRole('article');
    await expect(reviews.map((review) => within(review).getByRole('heading').textContent)).toEqual([
      'Zubair H.',
      'Mehwish F.',
    ]);
  },
};

/** A doctor nobody has reviewed yet: the section says who may review. */
export const NoReviews: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const section = await canvas.findByRole(
      'region',
      { name: t('Doctors.profile.reviews.heading') },
      { timeout: 5000 },
    );
    await expect(within(section).getByText(ui('ReviewList.empty'))).toBeVisible();
    await expect(within(section).queryByRole('navigation')).toBeNull();
  },
};

/** While the doctor loads: a polite status. */
export const Loading: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getDoctor: 'slow' } }) } } },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(t('Doctors.profile.loading'));
  },
};

/** A number of no doctor: the page says so and leads to the search. */
export const NotFound: Story = {
  args: { path: '/doctors/lahore/dentist/dr-nobody-99999-x' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Doctors.profile.notFound.heading') }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: t('Doctors.profile.notFound.search') })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};

/** The profile could not be loaded: the reason, and Try again, which loads it. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getDoctor: 'serverError' } }) } } },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const retry = await canvas.findByRole('button', { name: t('Doctors.results.retry') });
    await expect(
      canvas.getByText(new RegExp(t('Doctors.profile.error').replace(/[.?*()]/g, '\\$&'))),
    ).toBeVisible();
    // Try again asks again (and fails again, in this story): the button comes back with the reason.
    await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: t('Doctors.results.retry') })).toBeVisible();
  },
};
