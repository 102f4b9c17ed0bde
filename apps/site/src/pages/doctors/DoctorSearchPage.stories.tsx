import { API_NETWORK_ERROR_MESSAGE } from '@aafiyat/api';
import { createHandlers, doctors } from '@aafiyat/api/mocks';
import { cityName, FALLBACK_ERROR_MESSAGE, readPathMemory, specialtyName } from '@aafiyat/domain';
import { formatRupees, timingsLabel, workingDaysLabel } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { App } from '../../app/App';
import type { SiteTranslate } from '../../i18n/language';
import { site } from '../../site.config';
import { failFirst } from '../../stories/failFirst';
import { SitePage } from '../../stories/SitePage';
import { storyLocale } from '../../../../../packages/ui/src/test-support/storyLocale';
import { failureWords, siteWords, uiWords } from '../../stories/words';

const meta = {
  title: 'Pages/Doctor search',
  component: SitePage,
  args: { path: '/doctors/search' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries a play function gets, bound to the story's canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const count = (predicate: (doctor: (typeof doctors)[number]) => boolean) => doctors.filter(predicate).length;

/** The results heading for `total` doctors, in the story's language ("28 doctors found"). */
const countLabel = (t: SiteTranslate, total: number) => t('Doctors.results.count', { count: total });

/** Which doctors a page shows, and which page of how many ("Showing 11 to 20 of 28 (page 2 of 3)"). */
const rangeLabel = (t: SiteTranslate, first: number, last: number, page: number) =>
  t('Doctors.results.rangeOnPage', {
    first: String(first),
    last: String(last),
    total: String(doctors.length),
    page: String(page),
    pageCount: String(Math.ceil(doctors.length / 10)),
  });

/**
 * A paragraph whose words, the helpline's number among them (in an element of its own, left to right), are the
 * message's: a matcher for `getByText`, which otherwise reads only the paragraph's own text.
 */
function withHelpline(
  t: SiteTranslate,
  key: 'Doctors.results.needsJavaScript' | 'Doctors.results.emptyUnfiltered',
) {
  const sentence = t(key, { phone: site.helplinePhone });
  return (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === sentence;
}

/** The results section, once its heading says how many doctors were found. */
async function results(canvas: Canvas, heading: string | RegExp) {
  const section = await canvas.findByRole('region', { name: heading }, { timeout: 5000 });
  return within(section);
}

/** The cards' names, in order. */
function cardNames(section: Canvas): string[] {
  return section.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent ?? '');
}

/** The page's address, as the site remembers it (its path memory). */
const currentPath = () => readPathMemory(window.sessionStorage).current;

/** True when the story shows the page in English (the toolbar's language). */
const storyIsEnglish = (globals: Readonly<Record<string, unknown>>) => globals['locale'] !== 'ur';

const adnan = doctors.find((doctor) => doctor.name === 'Dr. Adnan Baloch');

/** Every doctor, ten to a page, with the count, the cards, pages and structured data. */
export const Success: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Doctors.intro.heading') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('Doctors.intro.lead', { onlineOnly: ui('DoctorSearchFilters.onlineOnly') })),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('Doctors.meta.title')} · ${t('Shell.brand')}`));
    const section = await results(canvas, countLabel(t, doctors.length));
    await expect(section.getByText(rangeLabel(t, 1, 10, 1))).toBeVisible();
    await expect(cardNames(section)).toEqual(doctors.slice(0, 10).map((doctor) => doctor.name));
    // The count is announced politely, without moving focus from where the person is.
    await expect(
      canvas.getByText(
        t('Doctors.results.countOnPage', { count: doctors.length, page: '1', pageCount: '3' }),
      ),
    ).toHaveAttribute('role', 'status');
    await expect(document.activeElement).toBe(canvasElement.ownerDocument.body);

    if (!adnan) throw new Error('The mocks have no Dr. Adnan Baloch.');
    const first = within(section.getByRole('article', { name: adnan.name }));
    await expect(first.getByText(formatRupees(ui, adnan.fee))).toBeVisible();
    await expect(first.getByText(workingDaysLabel(ui, adnan.working_days) ?? '')).toBeVisible();
    await expect(first.getByText(timingsLabel(ui, adnan.timings) ?? '')).toBeVisible();
    if (storyIsEnglish(globals)) {
      // The card's words as the spec writes them.
      await expect(first.getByText('Rs 3,000')).toBeVisible();
      await expect(first.getByText('Mon, Wed, Fri')).toBeVisible();
      await expect(first.getByText('4:00 PM to 7:00 PM')).toBeVisible();
    }

    const pages = within(section.getByRole('navigation', { name: t('Doctors.results.pagesLabel') }));
    await expect(pages.getByRole('link', { name: ui('Pagination.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: ui('Pagination.next') })).toHaveAttribute(
      'href',
      '/doctors/search?page=2',
    );

    const script = canvasElement.querySelector('section script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      itemListElement: {
        position: number;
        item: { '@type': string; name: string; availableService?: { name: string } };
      }[];
    };
    await expect(data['@type']).toBe('ItemList');
    await expect(data.itemListElement).toHaveLength(10);
    await expect(data.itemListElement.map((entry) => entry.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await expect(data.itemListElement[0]?.item).toMatchObject({
      '@type': 'Physician',
      name: 'Dr. Adnan Baloch',
    });
    // The online service is named in the page's language.
    await expect(data.itemListElement.flatMap((entry) => entry.item.availableService?.name ?? [])).toContain(
      t('Doctors.jsonLd.onlineService'),
    );
  },
};

/** Opened with a city; choosing another city searches at once and updates the address. */
export const FilteredByCity: Story = {
  args: { path: '/doctors/search?city=Lahore' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    let section = await results(
      canvas,
      countLabel(
        t,
        count((doctor) => doctor.city === 'Lahore'),
      ),
    );
    const city = canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.city') });
    // The city in the page's language (لاہور in Urdu), found by its English name too.
    const locale = storyLocale(globals);
    await expect(city).toHaveValue(cityName('Lahore', locale));
    await expect(section.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.clear(city);
    await userEvent.type(city, 'Karach');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    section = await results(
      canvas,
      countLabel(
        t,
        count((doctor) => doctor.city === 'Karachi'),
      ),
    );
    await expect(currentPath()).toBe('/doctors/search?city=Karachi');
    for (const card of section.getAllByRole('article'))
      await expect(card).toHaveTextContent(cityName('Karachi', locale));
    // The person is still in the city field: a new search does not take focus away.
    await expect(city).toHaveFocus();
  },
};

/**
 * A listing page of a city's doctors of one specialty (`/doctors/lahore/dermatologist`): its own heading, the
 * filters starting from its city and specialty, another filter kept in its query, another specialty its own page.
 */
export const ListingPage: Story = {
  args: { path: '/doctors/lahore/dermatologist' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const locale = storyLocale(globals);
    const heading = (specialty: string) =>
      t('Doctors.listing.heading', {
        city: cityName('Lahore', locale),
        specialty: specialtyName(specialty, locale),
      });
    const inLahore = (specialty: string) =>
      count((doctor) => doctor.city === 'Lahore' && doctor.specialty === specialty);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: heading('Dermatologist') }),
    ).toBeInTheDocument();
    await results(canvas, countLabel(t, inLahore('Dermatologist')));
    await expect(canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.city') })).toHaveValue(
      cityName('Lahore', locale),
    );
    const speciality = canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.speciality') });
    await expect(speciality).toHaveValue('Dermatologist');

    // Another specialty in the same city is a listing page of its own.
    await waitFor(() => expect(within(speciality).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(speciality, 'Dentist');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: heading('Dentist') }),
    ).toBeInTheDocument();
    await results(canvas, countLabel(t, inLahore('Dentist')));
    await expect(currentPath()).toBe('/doctors/lahore/dentist');

    // Any other filter stays on the page, in its query.
    await userEvent.click(canvas.getByRole('checkbox', { name: ui('DoctorSearchFilters.onlineOnly') }));
    await results(
      canvas,
      countLabel(
        t,
        count((doctor) => doctor.city === 'Lahore' && doctor.specialty === 'Dentist' && doctor.is_online),
      ),
    );
    await expect(currentPath()).toBe('/doctors/lahore/dentist?is_online=true');
  },
};

/** The home page's online-consultation link: online doctors only; unticking shows every doctor again. */
export const OnlineOnly: Story = {
  args: { path: '/doctors/search?is_online=true' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const online = count((doctor) => doctor.is_online);
    const section = await results(canvas, countLabel(t, online));
    const box = canvas.getByRole('checkbox', { name: ui('DoctorSearchFilters.onlineOnly') });
    await expect(box).toBeChecked();
    for (const card of section.getAllByRole('article')) {
      await expect(within(card).getByText(ui('DoctorCard.online'))).toBeVisible();
    }
    await userEvent.click(box);
    await results(canvas, countLabel(t, doctors.length));
    await expect(currentPath()).toBe('/doctors/search');
  },
};

/** Speciality and free text: the text is searched on Search (or Enter), together with the other filters. */
export const SpecialityAndText: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await results(canvas, countLabel(t, doctors.length));
    const speciality = canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.speciality') });
    // The list comes from the API.
    await waitFor(() => expect(within(speciality).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(speciality, 'Child Specialist');
    await results(
      canvas,
      countLabel(
        t,
        count((doctor) => doctor.specialty === 'Child Specialist'),
      ),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: ui('DoctorSearchFilters.name') }), 'Saima');
    // Typing alone does not search.
    await expect(currentPath()).toBe('/doctors/search?speciality=Child+Specialist');
    await userEvent.click(canvas.getByRole('button', { name: ui('DoctorSearchFilters.submit') }));
    const section = await results(canvas, countLabel(t, 1));
    await expect(cardNames(section)).toEqual(['Dr. Saima Gul']);
    await expect(currentPath()).toBe('/doctors/search?speciality=Child+Specialist&q=Saima');
  },
};

/** While the doctors load: grey cards, a busy section and a polite "Loading doctors…". */
export const Loading: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'slow' } }) } } },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const section = await canvas.findByRole('region', { name: t('Doctors.results.loadingHeading') });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByText(t('Doctors.results.loadingStatus'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(section.querySelector('[data-state="loading"]')).toHaveAttribute('aria-hidden', 'true');
    // The note for browsers without JavaScript belongs to the prerendered page only.
    await expect(
      within(section).queryByText(withHelpline(t, 'Doctors.results.needsJavaScript')),
    ).not.toBeInTheDocument();
    await expect(within(section).queryByText(site.helplinePhone)).not.toBeInTheDocument();
    const loaded = await results(canvas, countLabel(t, doctors.length));
    await expect(loaded.getAllByRole('article')).toHaveLength(10);
  },
};

/** Nothing matches: the page says so and offers to clear the filters. */
export const Empty: Story = {
  args: { path: '/doctors/search?city=Quetta&speciality=Dermatologist' },
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'empty' } }) } } },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const section = await results(canvas, countLabel(t, 0));
    await expect(section.getByText(t('Doctors.results.emptyFiltered'))).toBeVisible();
    await userEvent.click(section.getByRole('link', { name: t('Doctors.results.clearFilters') }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search'));
    await expect(canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.city') })).toHaveValue(
      ui('DoctorSearchFilters.allCities'),
    );
    // Still nothing (no doctor is listed at all): no filter left to clear, so no link; focus is on the results.
    await expect(await canvas.findByText(withHelpline(t, 'Doctors.results.emptyUnfiltered'))).toBeVisible();
    // The helpline's number reads left to right, in English and in Urdu.
    await expect(canvas.getByText(site.helplinePhone)).toHaveAttribute('dir', 'ltr');
    await expect(
      canvas.queryByRole('link', { name: t('Doctors.results.clearFilters') }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(t, 0) })).toHaveFocus(),
    );
  },
};

// The first search fails with the server's error; the next one (the retry) gets the mocks' answer.
const searchFailsOnce = failFirst('/api/doctors/search');

/** The server fails: the page says what failed, and Try again searches again and succeeds. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { api: [searchFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: searchFailsOnce.arm,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('Doctors.results.errorTitle'));
    await expect(alert).toHaveTextContent(failureWords(globals, FALLBACK_ERROR_MESSAGE, 'Refusal.failed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('Doctors.results.retry') }));
    await results(canvas, countLabel(t, doctors.length));
    // The Retry button is gone with the error: focus moves to the results' heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(t, doctors.length) })).toHaveFocus(),
    );
  },
};

/** The network is down: the message says so in plain words; retrying again keeps the error, with focus on it. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'networkError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      failureWords(globals, API_NETWORK_ERROR_MESSAGE, 'Refusal.network'),
    );
    await userEvent.click(within(alert).getByRole('button', { name: t('Doctors.results.retry') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** The second page; Next goes to the third, and focus moves to the new results. */
export const SecondPage: Story = {
  args: { path: '/doctors/search?page=2' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    let section = await results(canvas, countLabel(t, doctors.length));
    await expect(section.getByText(rangeLabel(t, 11, 20, 2))).toBeVisible();
    await expect(cardNames(section)).toEqual(doctors.slice(10, 20).map((doctor) => doctor.name));
    const pages = within(section.getByRole('navigation', { name: t('Doctors.results.pagesLabel') }));
    await expect(pages.getByRole('link', { name: ui('Pagination.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: ui('Pagination.previous') })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
    await userEvent.click(pages.getByRole('link', { name: ui('Pagination.next') }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search?page=3'));
    section = await results(canvas, countLabel(t, doctors.length));
    await waitFor(() => expect(section.getByText(rangeLabel(t, 21, doctors.length, 3))).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(t, doctors.length) })).toHaveFocus(),
    );
    await expect(section.queryByRole('link', { name: ui('Pagination.next') })).not.toBeInTheDocument();
  },
};

/** An old link past the last page: the page says how many pages there are and links to the first. */
export const PastLastPage: Story = {
  args: { path: '/doctors/search?page=9' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const pastLast = t('Doctors.results.pastLastPage', { pageCount: 3 });
    const section = await results(canvas, countLabel(t, doctors.length));
    await expect(section.getByText(pastLast, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText(pastLast, { selector: '[role="status"]' })).toBeInTheDocument();
    await userEvent.click(section.getByRole('link', { name: t('Doctors.results.firstPage') }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(t, doctors.length) })).toHaveFocus(),
    );
  },
};

/** A stand-in for the browser's Back and Forward buttons, which a page story cannot press. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <p>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        Back
      </button>
      <button
        type="button"
        onClick={() => {
          void navigate(1);
        }}
      >
        Forward
      </button>
    </p>
  );
}

/** The filters live in the address: Back and Forward restore the search and its results. */
export const BackAndForward: Story = {
  render: () => (
    <MemoryRouter
      initialEntries={['/doctors/search?city=Lahore', '/doctors/search?city=Karachi']}
      initialIndex={1}
    >
      <HistoryButtons />
      <App />
    </MemoryRouter>
  ),
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const karachi = countLabel(
      t,
      count((doctor) => doctor.city === 'Karachi'),
    );
    const lahore = countLabel(
      t,
      count((doctor) => doctor.city === 'Lahore'),
    );
    await results(canvas, karachi);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await results(canvas, lahore);
    await expect(canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.city') })).toHaveValue(
      cityName('Lahore', storyLocale(globals)),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await results(canvas, karachi);
    await expect(canvas.getByRole('combobox', { name: ui('DoctorSearchFilters.city') })).toHaveValue(
      cityName('Karachi', storyLocale(globals)),
    );
  },
};

/** On a 360 px phone: the form stacks, cards are one to a row, nothing overflows. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const section = await results(canvas, countLabel(siteWords(globals), doctors.length));
    const [first, second] = section.getAllByRole('article');
    if (!first || !second) throw new Error('Expected at least two doctors.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** On a 360 px phone, in Urdu: right to left, and still nothing overflows. */
export const Phone360InUrdu: Story = {
  ...Phone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};
