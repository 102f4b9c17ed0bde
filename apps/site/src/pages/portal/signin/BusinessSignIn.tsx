import { PasswordSignIn, Button, Heading, InlineAlert, Stack, Text } from '@aafiyat/ui';
import { useState } from 'react';
import { api } from '../../../app/api';
import { site } from '../../../site.config';
import { SignInFrame } from './SignInFrame';
import { checkEmailOrPhone, normalizeLogin, ROLE_LABELS, signInFailure } from './signIn';

/** The roles that sign in here but are not in the header's signed-in roles. */
export type BusinessRole = 'staff' | 'hospital' | 'pharmacy';

/** Who is signed in, as `GET /api/auth/me` answers. */
interface SignedIn {
  name: string;
  role: string;
}

/** Props of {@link BusinessSignIn}. */
export interface BusinessSignInProps {
  /** The role whose page this is. */
  userRole: BusinessRole;
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  lead: string;
  /** Signs in with the role's endpoint and answers the session record. */
  signIn: (credentials: { login: string; password: string }) => Promise<{ name: string; role: string }>;
  /** Where the role's work continues, said after sign-in. */
  continuesIn: string;
}

/**
 * Staff, hospital and pharmacy sign-in: these roles do not keep a stored record (the header does not know them),
 * so after sign-in the page asks the server who is signed in and says where their system continues.
 */
export function BusinessSignIn({ userRole: role, title, lead, signIn, continuesIn }: BusinessSignInProps) {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  return (
    <SignInFrame userRole={role} title={title} lead={lead}>
      {signedIn === null ? (
        <PasswordSignIn
          loginLabel="Email or mobile number"
          validateLogin={checkEmailOrPhone}
          onSubmit={async ({ login, password }) => {
            try {
              const answer = await signIn({ login: normalizeLogin(login), password });
              // The live session is the source of truth; the sign-in answer stands in if it cannot be read.
              const session = await api.getSession().catch(() => answer);
              setSignedIn({ name: session.name, role: session.role });
            } catch (error) {
              throw signInFailure(error);
            }
          }}
        />
      ) : (
        <Stack gap="large">
          <InlineAlert tone="positive" title="You are signed in" announce>
            Signed in as {signedIn.name} ({ROLE_LABELS[role].toLowerCase()} account).
          </InlineAlert>
          <Heading level={2} size="small">
            Where to continue
          </Heading>
          <Text>{continuesIn}</Text>
          <Text tone="muted">Need help? Call Aafiyat support on {site.supportPhone}.</Text>
          <div>
            <Button
              variant="outline"
              pending={signingOut}
              onClick={() => {
                setSigningOut(true);
                void api
                  .logout()
                  .catch(() => undefined)
                  .finally(() => {
                    setSigningOut(false);
                    setSignedIn(null);
                  });
              }}
            >
              Sign out
            </Button>
          </div>
        </Stack>
      )}
    </SignInFrame>
  );
}
