import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { followedLinks, withRecordedLinks } from '../../test-support/StoryLinks';
import { storyMessages } from '../../test-support/storyLocale';
import { Text } from '../Text';
import { Pagination, type PaginationProps } from './Pagination';

const hrefFor = (page: number) => `/doctors/search?city=Lahore&page=${String(page)}`;

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, hrefFor, onNavigate: fn() },
  decorators: [withRecordedLinks],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages keep their place here, as the site's router keeps the page in the address. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <>
      <Text>Showing page {page}</Text>
      <Pagination
        {...props}
        page={page}
        onNavigate={(navigation) => {
          props.onNavigate?.(navigation);
          setPage(navigation.page);
        }}
      />
    </>
  );
}

/** The first of three pages: no Previous link; the current page is marked; every entry is a real link. */
export const Playground: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('Pagination.label') }));
    await expect(nav.queryByRole('link', { name: t('Pagination.previous') })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: t('Pagination.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: t('Pagination.page', { page: 2 }) })).not.toHaveAttribute(
      'aria-current',
    );
    const next = nav.getByRole('link', { name: t('Pagination.next') });
    await expect(next).toHaveAttribute('href', hrefFor(2));
    await expect(next).toHaveAttribute('rel', 'next');
    await userEvent.click(next);
    await expect(args.onNavigate).toHaveBeenCalledWith({ page: 2 });
    await expect(followedLinks.at(-1)).toBe(hrefFor(2));
  },
};

/** Page 10 of 20: the first and last pages, the current page with its neighbours, gaps for the rest. */
export const MiddleOfMany: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation'));
    const names = nav.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);
    await expect(names).toEqual([
      t('Pagination.previous'),
      ...[1, 9, 10, 11, 20].map((page) => t('Pagination.page', { page })),
      t('Pagination.next'),
    ]);
    await expect(nav.getByRole('link', { name: t('Pagination.previous') })).toHaveAttribute(
      'href',
      hrefFor(9),
    );
    await expect(nav.getByRole('link', { name: t('Pagination.page', { page: 10 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The gaps are shown but not read: the links either side already say where they go.
    const gaps = canvas.getAllByText('…');
    await expect(gaps).toHaveLength(2);
    for (const gap of gaps) await expect(gap).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The last page: no Next link. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('link', { name: t('Pagination.next') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('Pagination.previous') })).toHaveAttribute(
      'href',
      hrefFor(2),
    );
    await expect(canvas.getByRole('link', { name: t('Pagination.page', { page: 3 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** One page of results needs no paging: nothing is rendered. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** By keyboard: Tab reaches each link in reading order, Enter follows it. */
export const Keyboard: Story = {
  args: { pageCount: 5 },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('Pagination.page', { page: 1 }) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const third = canvas.getByRole('link', { name: t('Pagination.page', { page: 3 }) });
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ page: 3 });
    await expect(canvas.getByText('Showing page 3')).toBeVisible();
    await expect(third).toHaveAttribute('aria-current', 'page');
    // The link pressed is still there and keeps focus; Previous has appeared before it.
    await expect(third).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('Pagination.previous') })).toHaveAttribute(
      'href',
      hrefFor(2),
    );
  },
};

/** In Urdu: the navigation, Previous, Next and each page's name come from the catalog; Previous sits at the right. */
export const Urdu: Story = {
  args: { page: 2 },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'نتائج کے صفحات' }));
    await expect(nav.getByRole('link', { name: 'صفحہ 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'پچھلا' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'اگلا' })).toBeVisible();
    const previous = nav.getByRole('link', { name: 'پچھلا' }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(
      nav.getByRole('link', { name: 'اگلا' }).getBoundingClientRect().left,
    );
  },
};

/** A page's own words for a list of something else, passed as props, still win. */
export const OwnWords: Story = {
  args: { page: 2, label: 'Pages of doctors', pageLabel: (page) => `Doctors, page ${String(page)}` },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pages of doctors' }));
    await expect(nav.getByRole('link', { name: 'Doctors, page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Right to left: Previous sits at the start of the line, which is the right edge. */
export const RightToLeft: Story = {
  args: { page: 2 },
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const previous = canvas.getByRole('link', { name: t('Pagination.previous') }).getBoundingClientRect();
    const next = canvas.getByRole('link', { name: t('Pagination.next') }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.left);
  },
};

/** On a 360 px phone the links wrap rather than overflow, and each is a 44 px target. */
export const Phone360: Story = {
  args: { page: 10, pageCount: 20 },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
