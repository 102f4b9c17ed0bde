import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_IN_ROUTES } from '@aafiyat/domain';
import { IconButton } from '../../primitives/IconButton';
import { navLinksFixture, supportPhoneFixture, WithStoryRouter } from '../SiteHeader/SiteHeader.fixtures';
import { MobileNavDrawer, type MobileNavDrawerProps } from './MobileNavDrawer';

/** The drawer behind its menu button, as the header uses it. */
function WithMenuButton(props: MobileNavDrawerProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={buttonRef}
        label="Open menu"
        icon="menu"
        aria-expanded={open}
        aria-controls="story-drawer"
        onClick={() => {
          setOpen(true);
        }}
      />
      <MobileNavDrawer
        {...props}
        id="story-drawer"
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          props.onOpenChange?.(change);
        }}
        returnFocusRef={buttonRef}
      />
    </>
  );
}

const meta = {
  title: 'Components/MobileNavDrawer',
  component: MobileNavDrawer,
  args: { navLinks: navLinksFixture, supportPhone: supportPhoneFixture, onOpenChange: fn() },
  render: (args, { globals }) => (
    <WithStoryRouter dir={globals['direction'] === 'rtl' ? 'rtl' : 'ltr'}>
      <WithMenuButton {...args} />
    </WithStoryRouter>
  ),
  globals: { viewport: { value: 'phone360' } },
} satisfies Meta<typeof MobileNavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Open it: the site's links, the six Login links and the support phone. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const login = within(drawer.getByRole('navigation', { name: 'Login' }));
    await expect(login.getAllByRole('link')).toHaveLength(6);
    await expect(login.getByRole('link', { name: 'Pharmacy' })).toHaveAttribute(
      'href',
      SIGN_IN_ROUTES.pharmacy,
    );
    await expect(drawer.getByRole('link', { name: 'Call support 0311 1223344' })).toHaveAttribute(
      'href',
      'tel:03111223344',
    );
  },
};

/** Following a link closes the drawer (and the router navigates). */
export const Navigate: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    const about = within(dialog).getByRole('link', { name: 'About Us' });
    await userEvent.click(about);
    await expect(about).toHaveAttribute('data-navigated', 'true');
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes it and focus goes back to the menu button. */
export const Escape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    await expect(button).toHaveFocus();
  },
};

/** The page shown is marked current. */
export const CurrentPage: Story = {
  args: { currentPath: '/about', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Signed in: the account link and Sign out instead of the Login links. */
export const SignedIn: Story = {
  args: {
    defaultOpen: true,
    signInLinks: [],
    accountLink: { label: 'My profile', href: '/patient/profile' },
    onSignOut: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.queryByRole('navigation', { name: 'Login' })).not.toBeInTheDocument();
    await expect(drawer.getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/patient/profile',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true, title: 'مینو' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'مینو' });
    // The drawer comes from the inline-start edge: the right in right-to-left pages.
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeGreaterThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth - 1,
    );
  },
};
