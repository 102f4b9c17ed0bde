import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SIGN_IN_ROUTES } from '@aafiyat/domain';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';
import { signInRoleLabel } from '../SiteHeader/SiteHeaderLinks';
import { SiteFooter } from './SiteFooter';
import { siteFooterFixture, siteFooterUrduFixture } from './SiteFooter.fixtures';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: siteFooterFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const columns = [t('SiteFooter.company'), t('SiteFooter.services'), t('SiteFooter.signIn')];
    for (const column of [...columns, t('SiteFooter.contactUs')]) {
      await expect(canvas.getByRole('navigation', { name: column })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(
      canvas.getByText(t('SiteFooter.copyright', { year: 2022, brandName: args.brandName })),
    ).toBeVisible();
    await expect(canvas.getByText(args.address[1] ?? '')).toBeVisible();
  },
};

/** The spec's copyright line, word for word, and its Urdu. */
export const Copyright: Story = {
  play: async ({ canvas, globals }) => {
    const line = {
      en: '© 2022 Aafiyat. All rights reserved.',
      ur: '© 2022 Aafiyat۔ جملہ حقوق محفوظ ہیں۔',
    }[storyLocale(globals)];
    await expect(canvas.getByText(line)).toBeVisible();
  },
};

/** The Sign In column lists the six role sign-in pages, addresses from the domain. */
export const SignInColumn: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const signIn = within(canvas.getByRole('navigation', { name: t('SiteFooter.signIn') }));
    const links = signIn.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(Object.values(SIGN_IN_ROUTES)),
    );
    await expect(signIn.getByRole('link', { name: signInRoleLabel(t, 'staff') })).toHaveAttribute(
      'href',
      '/staff/login',
    );
  },
};

/** The Services column: the products, the doctor search and the partner labs' list. */
export const ServicesColumn: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const services = within(canvas.getByRole('navigation', { name: t('SiteFooter.services') }));
    await expect(services.getByRole('link', { name: 'Medical test labs' })).toHaveAttribute('href', '/labs');
    await expect(services.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};

/** The support phone is a tel: link; email a mailto: link. */
export const ContactColumn: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const contact = within(canvas.getByRole('navigation', { name: t('SiteFooter.contactUs') }));
    await expect(contact.getByRole('link', { name: `${t('SiteFooter.call')} 0311 1223344` })).toHaveAttribute(
      'href',
      'tel:03111223344',
    );
    await expect(
      contact.getByRole('link', { name: `${t('SiteFooter.email')} support@aafiyat.pk` }),
    ).toHaveAttribute('href', 'mailto:support@aafiyat.pk');
  },
};

/** Social and app-store links are other sites: new tab, no opener access, and they say so. */
export const ExternalLinks: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const social = within(canvas.getByRole('navigation', { name: t('SiteFooter.socialMedia') }));
    const facebook = social.getByRole('link', { name: `Aafiyat on Facebook ${t('Link.newTab')}` });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(social.getAllByRole('link')).toHaveLength(5);
    const googlePlay = `${t('AppStoreBadges.googlePlaySmall')} ${t('AppStoreBadges.googlePlayLarge')}`;
    const appStore = `${t('AppStoreBadges.appStoreSmall')} ${t('AppStoreBadges.appStoreLarge')}`;
    const doctorApp = canvas.getByRole('link', {
      name: `${t('SiteFooter.forDoctors')}: ${googlePlay} ${t('Link.newTab')}`,
    });
    await expect(doctorApp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('link', { name: `${t('SiteFooter.forPatients')}: ${appStore} ${t('Link.newTab')}` }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** Without email, apps or social pages: only what was passed shows. */
export const Minimal: Story = {
  args: {
    email: undefined,
    patientApp: undefined,
    doctorApp: undefined,
    socialLinks: [],
    tagline: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.queryByRole('navigation', { name: t('SiteFooter.socialMedia') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: `${t('SiteFooter.call')} 0311 1223344` })).toBeVisible();
  },
};

/** How many lines the address text of the email link wraps onto (a range has one box per line). */
function textLines(link: HTMLElement): number {
  const text = [...link.querySelectorAll('span')].find((span) => span.textContent === 'support@aafiyat.pk');
  if (!text?.firstChild) throw new Error('no address text in the link');
  const range = document.createRange();
  range.selectNodeContents(text.firstChild);
  return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
}

/** On a 360 px phone nothing runs off the side, and the email address stays whole on one line. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('navigation', { name: t('SiteFooter.signIn') })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const email = canvas.getByRole('link', { name: `${t('SiteFooter.email')} support@aafiyat.pk` });
    await expect(textLines(email)).toBe(1);
  },
};

/** Right to left with the site's Urdu address: the phone number keeps its digit order. */
export const RightToLeft: Story = {
  args: { address: siteFooterUrduFixture.address },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/جناح ایونیو/)).toBeVisible();
    await expect(canvas.getByText('0311 1223344')).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * In Urdu: the column headings, the contact links, the app badges, "(نئے ٹیب میں کھلتا ہے)" and the copyright
 * line are Urdu; the phone number and the email address stay left to right.
 */
export const Urdu: Story = {
  args: siteFooterUrduFixture,
  globals: { locale: 'ur' },
  play: async (context) => {
    await Default.play?.(context);
    await ContactColumn.play?.(context);
    await SignInColumn.play?.(context);
    const { canvas } = context;
    await expect(canvas.getByRole('contentinfo').closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(
      canvas.getByRole('link', { name: 'مریضوں کے لیے: ڈاؤن لوڈ کریں App Store (نئے ٹیب میں کھلتا ہے)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('© 2022 عافیت۔ جملہ حقوق محفوظ ہیں۔')).toBeVisible();
    await expect(canvas.getByText('0311 1223344')).toHaveAttribute('dir', 'ltr');
  },
};

/** In Urdu on a 360 px phone: nothing runs off the side. */
export const UrduPhone360: Story = {
  args: siteFooterUrduFixture,
  globals: { locale: 'ur', viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/**
 * An address kept in English (as the post reads it) on a page in another language: it says its language, so a
 * screen reader reads it in English, and it keeps its own direction on a right-to-left page.
 */
export const AddressInAnotherLanguage: Story = {
  args: { addressLang: 'en' },
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(args.address[1] ?? '');
    await expect(line.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(line.closest('[dir]')).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(line).direction).toBe('ltr');
  },
};
