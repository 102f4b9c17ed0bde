import { Box, SiteFooter } from '@aafiyat/ui';
import { useSiteMessages } from '../i18n/language';
import { site, siteLinks, socialLinks } from '../site.config';

/**
 * The site's footer, hydrated after what is on screen: it is a page's last element, laid out only once it comes
 * near the screen.
 */
export default function Footer() {
  const t = useSiteMessages();
  return (
    <Box skipWhenOffscreen>
      <SiteFooter
        brandName={t('Shell.brand')}
        tagline={t('Shell.tagline')}
        address={site.address}
        addressLang={site.addressLang}
        supportPhone={site.supportPhone}
        email={site.email}
        companyLinks={siteLinks(t, site.companyLinks)}
        serviceLinks={siteLinks(t, site.serviceLinks)}
        patientApp={site.patientApp}
        doctorApp={site.doctorApp}
        socialLinks={socialLinks(t)}
      />
    </Box>
  );
}
