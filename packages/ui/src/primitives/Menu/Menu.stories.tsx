import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { followedLinks, withRecordedLinks } from '../../test-support/StoryLinks';
import { storyMessages } from '../../test-support/storyLocale';
import { Button } from '../Button';
import { Menu } from './Menu';

const signOut = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    label: 'Ayesha',
    icon: 'user',
    items: [
      { label: 'My profile', href: '/patient/profile' },
      { label: 'Patient app', href: 'https://play.google.com/store', external: true },
      { label: 'Sign out', onSelect: signOut, tone: 'critical' },
    ],
    onOpenChange: fn(),
  },
  decorators: [withRecordedLinks],
  // The menu sits at the inline end of a bar, as in the header, with something focusable after it.
  render: (args) => (
    <Inline justifyContent="space-between">
      <Button variant="ghost">Home</Button>
      <Inline gap="small">
        <Menu {...args} />
        <Button variant="ghost">Help</Button>
      </Inline>
    </Inline>
  ),
  beforeEach: () => {
    signOut.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Ayesha' });

/** Press the button: the list shows and the button says it is expanded; choose Sign out. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const trigger = menuButton(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'My profile' })).toBeNull();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(list).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
    await expect(list).not.toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
  },
};

/** Escape closes it and puts focus back on the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, canvas }) => {
    const trigger = menuButton(canvasElement);
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'My profile' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** A press anywhere else closes it. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const trigger = menuButton(canvasElement);
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Tabbing past the last entry closes it; focus goes on to what follows. */
export const TabAwayCloses: Story = {
  play: async ({ canvasElement, canvas }) => {
    const trigger = menuButton(canvasElement);
    await userEvent.click(trigger);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Help' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Following a link navigates (through the provider's link) and closes the menu. */
export const NavigationCloses: Story = {
  play: async ({ canvasElement, canvas }) => {
    const trigger = menuButton(canvasElement);
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('link', { name: 'My profile' }));
    await expect(followedLinks).toEqual(['/patient/profile']);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Down opens at the first entry; the arrows wrap; Home and End jump; Up opens at the last entry. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, canvas }) => {
    const trigger = menuButton(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const profile = await canvas.findByRole('link', { name: 'My profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Patient app/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus());
  },
};

/** External links open a new tab without opener access and say so; the current page is marked. */
export const LinksAndCurrentPage: Story = {
  args: {
    defaultOpen: true,
    items: [
      { label: 'My profile', href: '/patient/profile', current: true },
      { label: 'Patient app', href: 'https://play.google.com/store', external: true },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
    const external = canvas.getByRole('link', { name: `Patient app ${t('Link.newTab')}` });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The list opens below the button, aligned with its inline-end edge (the right, or the left in right to left). */
export const AlignedToInlineEnd: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    const trigger = button.getBoundingClientRect();
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const box = list?.getBoundingClientRect();
    await expect(box?.top).toBeGreaterThanOrEqual(trigger.bottom);
    const edge = getComputedStyle(button).direction === 'rtl' ? 'left' : 'right';
    await expect(Math.round(box?.[edge] ?? -1)).toBe(Math.round(trigger[edge]));
  },
};

/** Right to left: the list lines up with the button's left edge (its inline end). */
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    label: 'عائشہ',
    items: [
      { label: 'میری پروفائل', href: '/patient/profile' },
      { label: 'سائن آؤٹ', onSelect: signOut, tone: 'critical' },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'عائشہ' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(Math.round(list?.getBoundingClientRect().left ?? -1)).toBe(
      Math.round(button.getBoundingClientRect().left),
    );
  },
};

/** On a 360 px phone the open list stays on screen. */
export const Phone360: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const list = document.getElementById(menuButton(canvasElement).getAttribute('aria-controls') ?? '');
    const box = list?.getBoundingClientRect();
    await expect(box?.left).toBeGreaterThanOrEqual(0);
    await expect(box?.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
