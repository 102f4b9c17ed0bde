import { AafiyatProvider, type LinkComponentProps } from '../../providers/AafiyatProvider';
import type { ReactNode } from 'react';
import type { SiteLink } from './SiteHeaderLinks';

/** The header's navigation as the site configures it. */
export const navLinksFixture: readonly SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Clinic', href: '/products/clinicmanagement' },
  { label: 'Pharmacy', href: '/products/pharmacymanagement' },
  { label: 'Hospital', href: '/products/hospitalmanagement' },
  { label: 'Online Consultation', href: '/products/doctor' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contactus' },
];

/** The same navigation as the site's Urdu pages name it. */
export const navLinksUrduFixture: readonly SiteLink[] = [
  { label: 'ہوم', href: '/' },
  { label: 'کلینک', href: '/products/clinicmanagement' },
  { label: 'فارمیسی', href: '/products/pharmacymanagement' },
  { label: 'ہسپتال', href: '/products/hospitalmanagement' },
  { label: 'آن لائن مشورہ', href: '/products/doctor' },
  { label: 'ہمارے بارے میں', href: '/about' },
  { label: 'رابطہ کریں', href: '/contactus' },
];

/** The Blogs link, which the site adds only on its production host. */
export const blogsLinkFixture: SiteLink = { label: 'Blogs', href: '/blogs/category/beauty' };

/** The support line of the stories (a fictional number). */
export const supportPhoneFixture = '0311 1223344';

/** A router link for stories: records where it would go instead of leaving the story. */
function StoryRouterLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      data-navigated="false"
      onClick={(event) => {
        event.preventDefault();
        event.currentTarget.dataset['navigated'] = 'true';
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

/** Wraps a story so following an internal link stays on the story (as a router would). */
export function WithStoryRouter({ children, dir }: { children: ReactNode; dir: 'ltr' | 'rtl' }) {
  return (
    <AafiyatProvider linkComponent={StoryRouterLink} dir={dir}>
      {children}
    </AafiyatProvider>
  );
}
