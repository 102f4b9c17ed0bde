import { API_NETWORK_ERROR_MESSAGE } from '@aafiyat/api';
import { createHandlers, doctors } from '@aafiyat/api/mocks';
import { FALLBACK_ERROR_MESSAGE, readPathMemory } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { App } from '../../app/App';
import { failFirst } from '../../stories/failFirst';
import { SitePage } from '../../stories/SitePage';
import { resultsCopy } from './content';
import { englishWords } from '../../stories/words';

/** The card's badge, in the catalog's English. */
const ONLINE_CONSULTATION_LABEL = englishWords('DoctorCard.online');

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
const countLabel = (total: number) => `${String(total)} doctor${total === 1 ? '' : 's'} found`;

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

/** Every doctor, ten to a page, with the count, the cards, pages and structured data. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Find a doctor' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Find a doctor · Aafiyat'));
    const section = await results(canvas, countLabel(doctors.length));
    await expect(
      section.getByText(`Showing 1 to 10 of ${String(doctors.length)} (page 1 of 3)`),
    ).toBeVisible();
    await expect(cardNames(section)).toEqual(doctors.slice(0, 10).map((doctor) => doctor.name));
    // The count is announced politely, without moving focus from where the person is.
    await expect(canvas.getByText(`${countLabel(doctors.length)}, page 1 of 3`)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(document.activeElement).toBe(canvasElement.ownerDocument.body);

    const first = within(section.getByRole('article', { name: 'Dr. Adnan Baloch' }));
    await expect(first.getByText('Rs 3,000')).toBeVisible();
    await expect(first.getByText('Mon, Wed, Fri')).toBeVisible();
    await expect(first.getByText('4:00 PM to 7:00 PM')).toBeVisible();

    const pages = within(section.getByRole('navigation', { name: resultsCopy.pagesLabel }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/doctors/search?page=2');

    const script = canvasElement.querySelector('section script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@graph': { '@type': string; name: string }[] };
    await expect(data['@graph']).toHaveLength(10);
    await expect(data['@graph'][0]).toMatchObject({ '@type': 'Physician', name: 'Dr. Adnan Baloch' });
  },
};

/** Opened with a city; choosing another city searches at once and updates the address. */
export const FilteredByCity: Story = {
  args: { path: '/doctors/search?city=Lahore' },
  play: async ({ canvas }) => {
    let section = await results(canvas, countLabel(count((doctor) => doctor.city === 'Lahore')));
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveValue('Lahore');
    await expect(section.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.clear(city);
    await userEvent.type(city, 'Karach');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    section = await results(canvas, countLabel(count((doctor) => doctor.city === 'Karachi')));
    await expect(currentPath()).toBe('/doctors/search?city=Karachi');
    for (const card of section.getAllByRole('article')) await expect(card).toHaveTextContent('Karachi');
    // The person is still in the city field: a new search does not take focus away.
    await expect(city).toHaveFocus();
  },
};

/** The home page's online-consultation link: online doctors only; unticking shows every doctor again. */
export const OnlineOnly: Story = {
  args: { path: '/doctors/search?is_online=true' },
  play: async ({ canvas }) => {
    const online = count((doctor) => doctor.is_online);
    const section = await results(canvas, countLabel(online));
    const box = canvas.getByRole('checkbox', { name: 'Online consultation only' });
    await expect(box).toBeChecked();
    for (const card of section.getAllByRole('article')) {
      await expect(within(card).getByText(ONLINE_CONSULTATION_LABEL)).toBeVisible();
    }
    await userEvent.click(box);
    await results(canvas, countLabel(doctors.length));
    await expect(currentPath()).toBe('/doctors/search');
  },
};

/** Speciality and free text: the text is searched on Search (or Enter), together with the other filters. */
export const SpecialityAndText: Story = {
  play: async ({ canvas }) => {
    await results(canvas, countLabel(doctors.length));
    const speciality = canvas.getByRole('combobox', { name: 'Speciality' });
    // The list comes from the API.
    await waitFor(() => expect(within(speciality).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(speciality, 'Child Specialist');
    await results(canvas, countLabel(count((doctor) => doctor.specialty === 'Child Specialist')));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Doctor or clinic name' }), 'Saima');
    // Typing alone does not search.
    await expect(currentPath()).toBe('/doctors/search?speciality=Child+Specialist');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const section = await results(canvas, countLabel(1));
    await expect(cardNames(section)).toEqual(['Dr. Saima Gul']);
    await expect(currentPath()).toBe('/doctors/search?speciality=Child+Specialist&q=Saima');
  },
};

/** While the doctors load: grey cards, a busy section and a polite "Loading doctors…". */
export const Loading: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'slow' } }) } } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: resultsCopy.loadingHeading });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByText(resultsCopy.loadingStatus)).toHaveAttribute('role', 'status');
    await expect(section.querySelector('[data-state="loading"]')).toHaveAttribute('aria-hidden', 'true');
    // The note for browsers without JavaScript belongs to the prerendered page only.
    await expect(within(section).queryByText(resultsCopy.needsJavaScript)).not.toBeInTheDocument();
    const loaded = await results(canvas, countLabel(doctors.length));
    await expect(loaded.getAllByRole('article')).toHaveLength(10);
  },
};

/** Nothing matches: the page says so and offers to clear the filters. */
export const Empty: Story = {
  args: { path: '/doctors/search?city=Quetta&speciality=Dermatologist' },
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'empty' } }) } } },
  play: async ({ canvas }) => {
    const section = await results(canvas, 'No doctors found');
    await expect(section.getByText(resultsCopy.emptyFiltered)).toBeVisible();
    await userEvent.click(section.getByRole('link', { name: resultsCopy.clearFiltersLabel }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search'));
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('All');
    // Still nothing (no doctor is listed at all): no filter left to clear, so no link; focus is on the results.
    await expect(await canvas.findByText(resultsCopy.emptyUnfiltered)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: resultsCopy.clearFiltersLabel })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'No doctors found' })).toHaveFocus(),
    );
  },
};

// The first search fails with the server's error; the next one (the retry) gets the mocks' answer.
const searchFailsOnce = failFirst('/api/doctors/search');

/** The server fails: the page says what failed, and Try again searches again and succeeds. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { api: [searchFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: searchFailsOnce.arm,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(resultsCopy.errorTitle);
    await expect(alert).toHaveTextContent(FALLBACK_ERROR_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: resultsCopy.retryLabel }));
    await results(canvas, countLabel(doctors.length));
    // The Retry button is gone with the error: focus moves to the results' heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(doctors.length) })).toHaveFocus(),
    );
  },
};

/** The network is down: the message says so in plain words; retrying again keeps the error, with focus on it. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'networkError' } }) } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(API_NETWORK_ERROR_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: resultsCopy.retryLabel }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** The second page; Next goes to the third, and focus moves to the new results. */
export const SecondPage: Story = {
  args: { path: '/doctors/search?page=2' },
  play: async ({ canvas }) => {
    let section = await results(canvas, countLabel(doctors.length));
    await expect(
      section.getByText(`Showing 11 to 20 of ${String(doctors.length)} (page 2 of 3)`),
    ).toBeVisible();
    await expect(cardNames(section)).toEqual(doctors.slice(10, 20).map((doctor) => doctor.name));
    const pages = within(section.getByRole('navigation', { name: resultsCopy.pagesLabel }));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/doctors/search');
    await userEvent.click(pages.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search?page=3'));
    section = await results(canvas, countLabel(doctors.length));
    await waitFor(() =>
      expect(
        section.getByText(
          `Showing 21 to ${String(doctors.length)} of ${String(doctors.length)} (page 3 of 3)`,
        ),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(doctors.length) })).toHaveFocus(),
    );
    await expect(section.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** An old link past the last page: the page says how many pages there are and links to the first. */
export const PastLastPage: Story = {
  args: { path: '/doctors/search?page=9' },
  play: async ({ canvas }) => {
    const section = await results(canvas, countLabel(doctors.length));
    await expect(section.getByText(resultsCopy.pastLastPage(3), { selector: 'p' })).toBeVisible();
    await expect(
      canvas.getByText(resultsCopy.pastLastPage(3), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await userEvent.click(section.getByRole('link', { name: resultsCopy.firstPageLabel }));
    await waitFor(() => expect(currentPath()).toBe('/doctors/search'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: countLabel(doctors.length) })).toHaveFocus(),
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
  play: async ({ canvas }) => {
    const karachi = countLabel(count((doctor) => doctor.city === 'Karachi'));
    const lahore = countLabel(count((doctor) => doctor.city === 'Lahore'));
    await results(canvas, karachi);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await results(canvas, lahore);
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Lahore');
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await results(canvas, karachi);
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Karachi');
  },
};

/** On a 360 px phone: the form stacks, cards are one to a row, nothing overflows. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const section = await results(canvas, countLabel(doctors.length));
    const [first, second] = section.getAllByRole('article');
    if (!first || !second) throw new Error('Expected at least two doctors.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
