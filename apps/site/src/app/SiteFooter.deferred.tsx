import { Box, SiteFooter } from '@aafiyat/ui';
import { site } from '../site.config';

/**
 * The site's footer, hydrated after what is on screen: it is a page's last element, laid out only once it comes
 * near the screen.
 */
export default function Footer() {
  return (
    <Box skipWhenOffscreen>
      <SiteFooter
        brandName={site.brandName}
        tagline={site.tagline}
        address={site.address}
        supportPhone={site.supportPhone}
        email={site.email}
        companyLinks={site.companyLinks}
        serviceLinks={site.serviceLinks}
        patientApp={site.patientApp}
        doctorApp={site.doctorApp}
        socialLinks={site.socialLinks}
      />
    </Box>
  );
}
