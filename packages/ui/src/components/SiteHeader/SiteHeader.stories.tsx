import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AVATAR_DESTINATIONS, SIGN_IN_ROUTES } from '@aafiyat/domain';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { accountDestinationLabel } from './SiteHeaderAccount';
import { signInRoleLabel } from './SiteHeaderLinks';
import {
  blogsLinkFixture,
  navLinksFixture,
  navLinksUrduFixture,
  supportPhoneFixture,
  WithStoryRouter,
} from './SiteHeader.fixtures';
import { storyDirection, storyMessages } from '../../test-support/storyLocale';

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
    <WithStoryRouter dir={storyDirection(globals)}>
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
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: t('Navigation.main') }));
    await expect(nav.getByRole('link', { name: args.navLinks[0]?.label ?? '' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.queryByRole('link', { name: t('Navigation.blogs') })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: `${t('Navigation.callSupport')} 0311 1223344` }),
    ).toHaveAttribute('href', 'tel:03111223344');
    const login = canvas.getByRole('button', { name: t('Account.login') });
    await userEvent.click(login);
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    const entries = canvas
      .getAllByRole('link')
      .filter((link) => signInAddresses.includes(link.getAttribute('href') ?? ''));
    await expect(entries).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: signInRoleLabel(t, 'clinic_owner') })).toHaveAttribute(
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('Navigation.main') }));
    await expect(nav.getByRole('link', { name: blogsLinkFixture.label })).toHaveAttribute(
      'href',
      '/blogs/category/beauty',
    );
  },
};

/** Without Blogs (any other host): the link is left out. */
export const WithoutBlogs: Story = {
  args: { showBlogsLink: false, blogsLink: blogsLinkFixture },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('Navigation.main') }));
    await expect(nav.queryByRole('link', { name: blogsLinkFixture.label })).not.toBeInTheDocument();
    await expect(nav.getAllByRole('link')).toHaveLength(navLinksFixture.length);
  },
};

function signedIn(role: NonNullable<SiteHeaderProps['user']>['role'], name: string): Story {
  return {
    args: { user: { role, name } },
    play: async ({ canvas, args, globals }) => {
      const t = storyMessages(globals);
      await expect(canvas.queryByRole('button', { name: t('Account.login') })).not.toBeInTheDocument();
      const avatar = canvas.getByRole('link', { name: accountDestinationLabel(t, role) });
      await expect(avatar).toHaveAttribute('href', AVATAR_DESTINATIONS[role]);
      const account = canvas.getByRole('button', { name: t('Account.menu', { name }) });
      await userEvent.click(account);
      await userEvent.click(canvas.getByRole('button', { name: t('Account.signOut') }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
      await expect(account).toHaveAttribute('aria-expanded', 'false');
    },
  };
}

/** A patient: the avatar leads to the profile; the menu signs out. */
export const Patient: Story = signedIn('patient', 'Ayesha Khan');

/** A clinic owner: the avatar leads to the clinic dashboard. */
export const ClinicOwner: Story = signedIn('clinic_owner', 'Bilal Ahmed');

/** A doctor: the avatar leads to the doctor dashboard. */
export const Doctor: Story = signedIn('doctor', 'Dr. Sana Rauf');

/** Clinic staff: signed in like everyone else; the avatar leads to the staff home page. */
export const ClinicStaff: Story = signedIn('staff', 'Sidra Parveen');

/** A hospital: the avatar leads to the hospital home page. */
export const Hospital: Story = signedIn('hospital', 'Mehran General Hospital');

/** A pharmacy: the avatar leads to the pharmacy home page. */
export const Pharmacy: Story = signedIn('pharmacy', 'Rehbar Pharmacy');

/** A long name is cut to 12 characters and an ellipsis on screen; screen readers hear all of it. */
export const LongName: Story = {
  args: { user: { role: 'patient', name: 'Muhammad Abdullah Qureshi' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('Muhammad Abd…')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('Account.menu', { name: 'Muhammad Abdullah Qureshi' }) }),
    ).toBeVisible();
  },
};

/** A photo that fails to load gives way to the first letter of the name. */
export const ImageFails: Story = {
  args: { user: { role: 'doctor', name: 'zainab Malik', imageSrc: '/images/does-not-exist.jpg' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const avatar = canvas.getByRole('link', { name: accountDestinationLabel(t, 'doctor') });
    await waitFor(() => expect(within(avatar).getByText('Z')).toBeVisible());
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** Past 600 px of scroll the header sticks to the top; back above, it does not. */
export const Sticky: Story = {
  render: (args, { globals }) => (
    <WithStoryRouter dir={storyDirection(globals)}>
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
    <WithStoryRouter dir={storyDirection(globals)}>
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
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('navigation', { name: t('Navigation.main') })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: t('Navigation.openMenu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = await page(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
    const mainNavigation = within(drawer).getByRole('navigation', { name: t('Navigation.main') });
    const pharmacy = within(mainNavigation).getByRole('link', { name: args.navLinks[2]?.label ?? '' });
    await userEvent.click(pharmacy);
    await expect(pharmacy).toHaveAttribute('data-navigated', 'true');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await page(canvasElement).findByRole('dialog', { name: t('Navigation.menu') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
  },
};

/** Signed in on a phone: avatar and menu fit; the drawer offers the account and Sign out. */
export const Phone360SignedIn: Story = {
  args: { user: { role: 'patient', name: 'Ayesha Khan' } },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('link', { name: accountDestinationLabel(t, 'patient') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('Navigation.openMenu') }));
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: t('Navigation.menu') }));
    await expect(drawer.queryByRole('navigation', { name: t('Account.login') })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: t('Account.signOut') }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('Account.login') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${t('Navigation.callSupport')} 0311 1223344` }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Right to left with English words: the layout mirrors (the brand at the right, the Login menu at the left). */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', viewport: { value: 'desktop1280' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const brand = canvas.getByRole('link', { name: 'Aafiyat' });
    const login = canvas.getByRole('button', { name: t('Account.login') });
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(login.getBoundingClientRect().left);
  },
};

const urdu = { locale: 'ur' } as const;
const urduArgs = { brandName: 'عافیت', navLinks: navLinksUrduFixture };

/**
 * In Urdu: every word of the header is Urdu (the site's links are the site's own), it reads right to left, and
 * the phone number stays left to right.
 */
export const Urdu: Story = {
  ...LoggedOut,
  args: urduArgs,
  globals: { ...urdu, viewport: { value: 'desktop1280' } },
  play: async (context) => {
    await LoggedOut.play?.(context);
    const { canvas } = context;
    const header = canvas.getByRole('banner');
    await expect(header.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(getComputedStyle(header).direction).toBe('rtl');
    const login = canvas.getByRole('button', { name: 'لاگ اِن' });
    const brand = canvas.getByRole('link', { name: 'عافیت' });
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(login.getBoundingClientRect().left);
    await expect(canvas.getByText('0311 1223344')).toHaveAttribute('dir', 'ltr');
  },
};

/** A patient, in Urdu: "میری پروفائل" and "لاگ آؤٹ". */
export const UrduPatient: Story = {
  ...signedIn('patient', 'عائشہ خان'),
  args: { ...urduArgs, user: { role: 'patient', name: 'عائشہ خان' } },
  globals: { ...urdu, viewport: { value: 'desktop1280' } },
};

/** On a phone in Urdu: the drawer opens from the menu button, titled and labelled in Urdu. */
export const UrduSmallScreenDrawer: Story = {
  ...SmallScreenDrawer,
  args: urduArgs,
  globals: { ...urdu, viewport: { value: 'phone360' } },
};

/** Signed in on a phone in Urdu: nothing overflows 360 px; the drawer offers the account and "لاگ آؤٹ". */
export const UrduPhone360SignedIn: Story = {
  ...Phone360SignedIn,
  args: { ...urduArgs, user: { role: 'patient', name: 'عائشہ خان' } },
  globals: { ...urdu, viewport: { value: 'phone360' } },
};

/** With the same page in the other language: the switch in the bar (from 400 px) and in the drawer on a phone. */
export const WithLanguageSwitch: Story = {
  args: { languageSwitch: { href: '/ur/about', locale: 'ur' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'اردو' })).toHaveAttribute('href', '/ur/about');
  },
};

/** On a 360 px phone the bar leaves the switch to the drawer, and nothing runs past the screen. */
export const WithLanguageSwitchOnAPhone: Story = {
  args: { languageSwitch: { href: '/ur/about', locale: 'ur' } },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('link', { name: 'اردو' })).toBeNull();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: t('Navigation.openMenu') }));
    const drawer = await page(canvasElement).findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'اردو' })).toHaveAttribute('hreflang', 'ur');
  },
};

/** The switch on an Urdu page, to English, on a phone's drawer. */
export const WithLanguageSwitchInUrdu: Story = {
  ...WithLanguageSwitchOnAPhone,
  args: { languageSwitch: { href: '/about', locale: 'en' } },
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('Navigation.openMenu') }));
    const drawer = await page(canvasElement).findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
  },
};

/** Signed in, with the switch, at each width: the bar's targets never crowd each other. */
export const SignedInWithLanguageSwitch: Story = {
  args: {
    languageSwitch: { href: '/ur/staff/home', locale: 'ur' },
    user: { role: 'staff', name: 'Kamran Akhtar' },
    showBlogsLink: true,
    // The site's own links (the widest set it shows).
    navLinks: [
      { label: 'Clinics', href: '/products/clinicmanagement' },
      { label: 'Pharmacies', href: '/products/pharmacymanagement' },
      { label: 'Hospitals', href: '/products/hospitalmanagement' },
      { label: 'Online consultation', href: '/products/doctor' },
      { label: 'Find a doctor', href: '/doctors/search' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contactus' },
    ],
  },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const language = canvas.getByRole('link', { name: 'اردو' });
    await expect(language).toBeVisible();
    // The navigation ends before the bar's end group starts (inline end: the left edge in right to left):
    // nothing overlaps a neighbour.
    const nav = canvas.getByRole('navigation', { name: t('Navigation.main') });
    if (getComputedStyle(nav).direction === 'rtl') {
      await expect(nav.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        language.getBoundingClientRect().right,
      );
    } else {
      await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
        language.getBoundingClientRect().left,
      );
    }
  },
};
