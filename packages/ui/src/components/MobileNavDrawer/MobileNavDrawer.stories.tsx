import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_IN_ROUTES } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { IconButton } from '../../primitives/IconButton';
import { storyDirection, storyMessages } from '../../test-support/storyLocale';
import {
  navLinksFixture,
  navLinksUrduFixture,
  supportPhoneFixture,
  WithStoryRouter,
} from '../SiteHeader/SiteHeader.fixtures';
import { signInRoleLabel } from '../SiteHeader/SiteHeaderLinks';
import { MobileNavDrawer, type MobileNavDrawerProps } from './MobileNavDrawer';

/** The drawer behind its menu button, as the header uses it. */
function WithMenuButton(props: MobileNavDrawerProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useMessages();
  return (
    <>
      <IconButton
        ref={buttonRef}
        label={t('Navigation.openMenu')}
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
    <WithStoryRouter dir={storyDirection(globals)}>
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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const button = canvas.getByRole('button', { name: t('Navigation.openMenu') });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') }));
    await expect(drawer.getByRole('navigation', { name: t('Navigation.main') })).toBeVisible();
    const login = within(drawer.getByRole('navigation', { name: t('Account.login') }));
    await expect(login.getAllByRole('link')).toHaveLength(6);
    await expect(login.getByRole('link', { name: signInRoleLabel(t, 'pharmacy') })).toHaveAttribute(
      'href',
      SIGN_IN_ROUTES.pharmacy,
    );
    await expect(
      drawer.getByRole('link', { name: `${t('Navigation.callSupport')} 0311 1223344` }),
    ).toHaveAttribute('href', 'tel:03111223344');
  },
};

/** Following a link closes the drawer (and the router navigates). */
export const Navigate: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('Navigation.openMenu') }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
    const about = within(dialog).getByRole('link', { name: 'About Us' });
    await userEvent.click(about);
    await expect(about).toHaveAttribute('data-navigated', 'true');
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('dialog', { name: t('Navigation.menu') }),
      ).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(canvas.getByRole('button', { name: t('Navigation.openMenu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Escape closes it and focus goes back to the menu button. */
export const Escape: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const button = canvas.getByRole('button', { name: t('Navigation.openMenu') });
    await userEvent.click(button);
    await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('dialog', { name: t('Navigation.menu') }),
      ).not.toBeInTheDocument(),
    );
    await expect(button).toHaveFocus();
  },
};

/** The page shown is marked current. */
export const CurrentPage: Story = {
  args: { currentPath: '/about', defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
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
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') }));
    await expect(drawer.queryByRole('navigation', { name: t('Account.login') })).not.toBeInTheDocument();
    await expect(drawer.getByRole('link', { name: args.accountLink?.label ?? '' })).toHaveAttribute(
      'href',
      '/patient/profile',
    );
    await expect(drawer.getByRole('heading', { name: t('Account.section') })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: t('Account.signOut') }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Right to left with English words: the drawer comes from the inline-start edge, the right. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await body(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeGreaterThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth - 1,
    );
  },
};

/** In Urdu: every word of the drawer is Urdu, it opens from the right, and the phone number reads left to right. */
export const Urdu: Story = {
  ...Open,
  args: { navLinks: navLinksUrduFixture },
  globals: { locale: 'ur', viewport: { value: 'phone360' } },
  play: async (context) => {
    await Open.play?.(context);
    const dialog = await body(context.canvasElement).findByRole('dialog', { name: 'مینیو' });
    await expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(dialog.getBoundingClientRect().right).toBeGreaterThanOrEqual(
      context.canvasElement.ownerDocument.documentElement.clientWidth - 1,
    );
    await expect(within(dialog).getByText('0311 1223344')).toHaveAttribute('dir', 'ltr');
  },
};

/** Signed in, in Urdu: the account heading, the profile link and "لاگ آؤٹ". */
export const UrduSignedIn: Story = {
  ...SignedIn,
  args: {
    ...SignedIn.args,
    navLinks: navLinksUrduFixture,
    accountLink: { label: 'میری پروفائل', href: '/patient/profile' },
  },
  globals: { locale: 'ur', viewport: { value: 'phone360' } },
};
