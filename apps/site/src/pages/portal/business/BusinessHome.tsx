import { type BusinessSession } from '@aafiyat/domain';
import { Box, Button, ButtonLink, Container, Heading, Inline, Link, Stack, Text, telHref } from '@aafiyat/ui';
import { useState } from 'react';
import { RequireRole } from '../../../app/auth';
import { disconnectRealtime } from '../../../app/calls/realtimeLink';
import { signOut, useSession } from '../../../app/session';
import { site } from '../../../site.config';
import { FeatureGrid, type ProductFeature } from '../../products/shared/FeatureGrid';

/** Props of {@link BusinessHome}. */
export interface BusinessHomeProps {
  /** The role whose home page this is; anyone else is sent to that role's sign-in. */
  userRole: BusinessSession['role'];
  /** The page's heading. */
  title: string;
  /** The system's name, as its product page names it. */
  systemName: string;
  /** What the system does for them, one card each (the product page's words). */
  features: readonly ProductFeature[];
  /** Where their work continues and who sets it up. */
  continuesIn: string;
  /** The system's product page. */
  productHref: string;
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
  systemName,
  features,
  continuesIn,
  productHref,
}: Omit<BusinessHomeProps, 'userRole'>) {
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
              You are signed in as {session?.name}.
            </Text>
          </Stack>
          <Text>{continuesIn}</Text>
        </Stack>
      </Container>
      <FeatureGrid
        id="your-system"
        heading={`What the ${systemName} does for you`}
        features={features}
        tone="muted"
      />
      <Box as="section" aria-labelledby="next-heading">
        <Container paddingBlock={['xxlarge', 'xxxlarge']}>
          <Stack gap="large">
            <Heading level={2} size="medium" id="next-heading">
              Help and your account
            </Heading>
            <Text>
              Questions about your account or your system? Call Aafiyat support on{' '}
              <Link href={telHref(site.supportPhone)}>
                <span dir="ltr">{site.supportPhone}</span>
              </Link>
              , or write to us.
            </Text>
            <Inline gap="medium">
              <ButtonLink href={productHref} variant="outline">
                {`About the ${systemName}`}
              </ButtonLink>
              <ButtonLink href="/contactus" variant="outline">
                Contact us
              </ButtonLink>
              <ButtonLink href="/privacy/Faqs" variant="outline">
                FAQs
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
                Sign out
              </Button>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
