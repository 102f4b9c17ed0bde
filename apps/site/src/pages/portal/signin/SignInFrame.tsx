import { SIGN_IN_ROUTES, SIGN_UP_ROUTES, avatarDestination, type UserRole } from '@aafiyat/domain';
import {
  Box,
  Card,
  Container,
  Heading,
  InlineAlert,
  Inline,
  Link,
  Stack,
  Text,
  accountDestinationLabel,
  useMessages,
  signInRoleLabel,
} from '@aafiyat/ui';
import type { ReactNode } from 'react';
import { useSession } from '../../../app/session';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import { useSiteMessages } from '../../../i18n/language';

/** The sign-up page of the roles that can sign themselves up, and the link's words. */
const SIGN_UP_OF: Partial<Record<UserRole, { href: string; text: SiteMessageKey }>> = {
  clinic_owner: { href: SIGN_UP_ROUTES.clinic, text: 'SignIn.frame.signUp.clinic' },
  hospital: { href: SIGN_UP_ROUTES.hospital, text: 'SignIn.frame.signUp.hospital' },
  pharmacy: { href: SIGN_UP_ROUTES.pharmacy, text: 'SignIn.frame.signUp.pharmacy' },
};

const ROLE_ORDER: readonly UserRole[] = [
  'patient',
  'doctor',
  'clinic_owner',
  'staff',
  'hospital',
  'pharmacy',
];

/** Props of {@link SignInFrame}. */
export interface SignInFrameProps {
  /** The role whose page this is. */
  userRole: UserRole;
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  lead: string;
  /** The form (or the signed-in view). */
  children: ReactNode;
}

/**
 * The frame of every sign-in page: heading, the form in a card, sign-up, and the other roles' sign-ins. Someone
 * already signed in is told so, with a link to their own page, and is not offered a sign-up.
 */
export function SignInFrame({ userRole: role, title, lead, children }: SignInFrameProps) {
  const ui = useMessages();
  const t = useSiteMessages();
  const session = useSession();
  const signUp = session === null ? SIGN_UP_OF[role] : undefined;
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1} size="large">
            {title}
          </Heading>
          <Text size="large" tone="muted">
            {lead}
          </Text>
        </Stack>
        {session === null ? null : (
          <InlineAlert tone="info" title={t('SignIn.frame.signedIn')}>
            {t('SignIn.frame.signedInAs', { name: session.name })}{' '}
            <Link href={avatarDestination(session.role)}>{accountDestinationLabel(ui, session.role)}</Link>
          </InlineAlert>
        )}
        <Card padding="large">{children}</Card>
        {signUp === undefined ? null : (
          <Text>
            <Link href={signUp.href}>{t(signUp.text)}</Link>
          </Text>
        )}
        <Box as="nav" aria-labelledby="other-sign-ins-heading">
          <Stack gap="small">
            <Heading level={2} size="small" id="other-sign-ins-heading">
              {t('SignIn.frame.others')}
            </Heading>
            <Inline as="ul" gap="large" paddingInlineStart="none">
              {ROLE_ORDER.filter((other) => other !== role).map((other) => (
                <li key={other}>
                  <Link href={SIGN_IN_ROUTES[other]}>{signInRoleLabel(ui, other)}</Link>
                </li>
              ))}
            </Inline>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
