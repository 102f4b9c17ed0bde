import { type BusinessSession } from '@aafiyat/domain';
import {
  Box,
  Button,
  ButtonLink,
  Container,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  telHref,
  formatRich,
} from '@aafiyat/ui';
import { useState } from 'react';
import { RequireRole } from '../../../app/auth';
import { disconnectRealtime } from '../../../app/calls/realtimeLink';
import { signOut, useSession } from '../../../app/session';
import { useSiteMessages } from '../../../i18n/language';
import { site } from '../../../site.config';
import { FeatureGrid, type ProductFeature } from '../../products/shared/FeatureGrid';
import { PhoneNumber } from '../../products/shared/richWords';

/** Props of {@link BusinessHome}. */
export interface BusinessHomeProps {
  /** The role whose home page this is; anyone else is sent to that role's sign-in. */
  userRole: BusinessSession['role'];
  /** The page's heading. */
  title: string;
  /** The heading of what the system does for them ("What the clinic management system does for you"). */
  featuresHeading: string;
  /** What the system does for them, one card each (the product page's words). */
  features: readonly ProductFeature[];
  /** Where their work continues and who sets it up. */
  continuesIn: string;
  /** The system's product page. */
  productHref: string;
  /** The link to it ("About the clinic management system"). */
  productLabel: string;
}

/**
 * The page clinic staff, a hospital or a pharmacy land on after signing in: who is signed in, what their system
 * does for them, where their work continues, and where to go next (the product page, help, sign out).
 */
export function BusinessHome({ userRole: role, ...content }: BusinessHomeProps) {
  return (
    <RequireRole role={role}>
      <SignedInHome {...content} />
    </RequireRole>
  );
}

function SignedInHome({
  title,
  featuresHeading,
  features,
  continuesIn,
  productHref,
  productLabel,
}: Omit<BusinessHomeProps, 'userRole'>) {
  const t = useSiteMessages();
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <>
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        <Stack gap="large">
          <Stack gap="small">
            <Heading level={1} size="large">
              {title}
            </Heading>
            <Text size="large" tone="muted">
              {t('Business.signedInAs', { name: session?.name ?? '' })}
            </Text>
          </Stack>
          <Text>{continuesIn}</Text>
        </Stack>
      </Container>
      <FeatureGrid id="your-system" heading={featuresHeading} features={features} tone="muted" />
      <Box as="section" aria-labelledby="next-heading">
        <Container paddingBlock={['xxlarge', 'xxxlarge']}>
          <Stack gap="large">
            <Heading level={2} size="medium" id="next-heading">
              {t('Business.help.heading')}
            </Heading>
            <Text>
              {/* The number is a link inside the sentence, wherever the language puts it. */}
              {formatRich(t, 'Business.help.text', {
                phone: (
                  <Link href={telHref(site.supportPhone)}>
                    <PhoneNumber phone={site.supportPhone} />
                  </Link>
                ),
              })}
            </Text>
            <Inline gap="medium">
              <ButtonLink href={productHref} variant="outline">
                {productLabel}
              </ButtonLink>
              <ButtonLink href="/contactus" variant="outline">
                {t('Business.contact')}
              </ButtonLink>
              <ButtonLink href="/privacy/Faqs" variant="outline">
                {t('Business.faqs')}
              </ButtonLink>
              <Button
                variant="outline"
                tone="critical"
                pending={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void signOut(disconnectRealtime);
                }}
              >
                {t('Business.signOut')}
              </Button>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
