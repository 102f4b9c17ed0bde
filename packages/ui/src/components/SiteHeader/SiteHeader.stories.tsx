import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AVATAR_DESTINATIONS, SIGN_IN_ROUTES } from '@aafiyat/domain';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import {
  blogsLinkFixture,
  navLinksFixture,
  supportPhoneFixture,
  WithStoryRouter,
} from './SiteHeader.fixtures';

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: {
    brandName: 'Aafiyat',
    navLinks: navLinksFixture,
    supportPhone: supportPhoneFixture,
    currentPath: '/',
    onSignOut: fn(),
  },
  render: (args, { globals }) => (
    <WithStoryRouter dir={globals['direction'] === 'rtl' ? 'rtl' : 'ltr'}>
      <SiteHeader {...args} />
    </WithStoryRouter>
  ),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

const signInAddresses: readonly string[] = Object.values(SIGN_IN_ROUTES);

/** Logged out: the links, the support phone and a Login menu to the six sign-in pages. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Blogs' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Call support 0311 1223344' })).toHaveAttribute(
      'href',
      'tel:03111223344',
    );
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    const entries = canvas
      .getAllByRole('link')
      .filter((link) => signInAddresses.includes(link.getAttribute('href') ?? ''));
    await expect(entries).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Clinic owner or admin' })).toHaveAttribute(
      'href',
      SIGN_IN_ROUTES.clinic_owner,
    );
    await userEvent.keyboard('{Escape}');
    await expect(login).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toHaveFocus();
  },
};

/** With Blogs: shown only when the site says it is on the production host. */
export const WithBlogs: Story = {
  args: { showBlogsLink: true, blogsLink: blogsLinkFixture },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs/category/beauty');
  },
};

/** Without Blogs (any other host): the link is left out. */
export const WithoutBlogs: Story = {
  args: { showBlogsLink: false, blogsLink: blogsLinkFixture },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('link', { name: 'Blogs' })).not.toBeInTheDocument();
    await expect(nav.getAllByRole('link')).toHaveLength(navLinksFixture.length);
  },
};

function signedIn(
  role: NonNullable<SiteHeaderProps['user']>['role'],
  name: string,
  destination: string,
): Story {
  return {
    args: { user: { role, name } },
    play: async ({ canvas, args }) => {
      await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      const avatar = canvas.getByRole('link', { name: destination });
      await expect(avatar).toHaveAttribute('href', AVATAR_DESTINATIONS[role]);
      const account = canvas.getByRole('button', { name: `${name}: account` });
      await userEvent.click(account);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
      await expect(account).toHaveAttribute('aria-expanded', 'false');
    },
  };
}

/** A patient: the avatar leads to the profile; the menu signs out. */
export const Patient: Story = signedIn('patient', 'Ayesha Khan', 'My profile');

/** A clinic owner: the avatar leads to the clinic dashboard. */
export const ClinicOwner: Story = signedIn('clinic_owner', 'Bilal Ahmed', 'Clinic dashboard');

/** A doctor: the avatar leads to the doctor dashboard. */
export const Doctor: Story = signedIn('doctor', 'Dr. Sana Rauf', 'Doctor dashboard');

/** Clinic staff: signed in like everyone else; the avatar leads to the staff home page. */
export const ClinicStaff: Story = signedIn('staff', 'Sidra Parveen', 'Clinic staff home');

/** A hospital: the avatar leads to the hospital home page. */
export const Hospital: Story = signedIn('hospital', 'Mehran General Hospital', 'Hospital home');

/** A pharmacy: the avatar leads to the pharmacy home page. */
export const Pharmacy: Story = signedIn('pharmacy', 'Rehbar Pharmacy', 'Pharmacy home');

/** A long name is cut to 12 characters and an ellipsis on screen; screen readers hear all of it. */
export const LongName: Story = {
  args: { user: { role: 'patient', name: 'Muhammad Abdullah Qureshi' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Muhammad Abd…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muhammad Abdullah Qureshi: account' })).toBeVisible();
  },
};

/** A photo that fails to load gives way to the first letter of the name. */
export const ImageFails: Story = {
  args: { user: { role: 'doctor', name: 'zainab Malik', imageSrc: '/images/does-not-exist.jpg' } },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('link', { name: 'Doctor dashboard' });
    await waitFor(() => expect(within(avatar).getByText('Z')).toBeVisible());
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** Past 600 px of scroll the header sticks to the top; back above, it does not. */
export const Sticky: Story = {
  render: (args, { globals }) => (
    <WithStoryRouter dir={globals['direction'] === 'rtl' ? 'rtl' : 'ltr'}>
      <SiteHeader {...args} />
      <div style={{ blockSize: '300vh', padding: '1rem' }}>
        <p>The rest of the page.</p>
      </div>
    </WithStoryRouter>
  ),
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(header).toHaveAttribute('data-state', 'static');
    view.scrollTo(0, 700);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'sticky'));
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0));
    view.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'static'));
  },
};

function ScrollPanel(args: SiteHeaderProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The panel holds focusable links, so keyboard users can already scroll it (axe's scrollable-region rule).
  return (
    <div ref={panel} style={{ blockSize: '20rem', overflowY: 'auto' }} data-scroll-panel="">
      <SiteHeader {...args} scrollContainerRef={panel} />
      <div style={{ blockSize: '120rem' }} />
    </div>
  );
}

/** Inside a scrolling panel the header watches the panel: still at 599 px, sticky from 600 px. */
export const StickyInScrollContainer: Story = {
  render: (args, { globals }) => (
    <WithStoryRouter dir={globals['direction'] === 'rtl' ? 'rtl' : 'ltr'}>
      <ScrollPanel {...args} />
    </WithStoryRouter>
  ),
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-scroll-panel]');
    if (!panel) throw new Error('The scroll panel did not render');
    const header = canvas.getByRole('banner');
    panel.scrollTop = 599;
    panel.dispatchEvent(new Event('scroll'));
    await expect(header).toHaveAttribute('data-state', 'static');
    panel.scrollTop = 700;
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'sticky'));
    panel.scrollTop = 0;
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'static'));
  },
};

/** On a phone the links move into the drawer: open it, follow a link (it closes), reopen, Escape. */
export const SmallScreenDrawer: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    const pharmacy = within(within(drawer).getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Pharmacy',
    });
    await userEvent.click(pharmacy);
    await expect(pharmacy).toHaveAttribute('data-navigated', 'true');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
  },
};

/** Signed in on a phone: avatar and menu fit; the drawer offers the account and Sign out. */
export const Phone360SignedIn: Story = {
  args: { user: { role: 'patient', name: 'Ayesha Khan' } },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('link', { name: 'My profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.queryByRole('navigation', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call support 0311 1223344' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: {
    brandName: 'آفیت',
    navLinks: [
      { label: 'ہوم', href: '/' },
      { label: 'کلینک', href: '/products/clinicmanagement' },
      { label: 'فارمیسی', href: '/products/pharmacymanagement' },
      { label: 'ہسپتال', href: '/products/hospitalmanagement' },
    ],
  },
  globals: { direction: 'rtl', viewport: { value: 'desktop1280' } },
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('link', { name: 'آفیت' });
    const login = canvas.getByRole('button', { name: 'Login' });
    // Right to left: the brand sits at the right, the Login menu at the left.
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(login.getBoundingClientRect().left);
  },
};
