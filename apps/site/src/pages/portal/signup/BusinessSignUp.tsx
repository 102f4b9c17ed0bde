import type { Schema } from '@aafiyat/api';
import { SIGN_IN_ROUTES, avatarDestination, type SessionRecord } from '@aafiyat/domain';
import {
  BusinessSignUpForm,
  ButtonLink,
  Container,
  Heading,
  InlineAlert,
  Link,
  SignUpOtpStep,
  Stack,
  Text,
  accountDestinationLabel,
  useMessages,
  type BusinessSignUp,
  type BusinessSignUpValues,
} from '@aafiyat/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { completeSignIn } from '../../../app/auth';
import { useSession } from '../../../app/session';
import { otpFailure, signUpRejection } from './signUpErrors';

type BusinessSignupBody = Schema<'BusinessSignup'>;
type PricingPackage = Schema<'PricingPackage'>;

/** The kinds of business that sign up on the site (a clinic, a hospital or a pharmacy). */
export type BusinessKind = 'clinic' | 'hospital' | 'pharmacy';

interface KindSettings {
  heading: string;
  intro: string;
  businessNameLabel: string;
  submitLabel: string;
  noun: string;
  /** The button to the page a newly signed-in account goes to. */
  nextLabel: string;
  signUp: (body: BusinessSignupBody) => Promise<Schema<'SignupPending'>>;
  verify: (body: Schema<'LoginCodeVerification'>) => Promise<SessionRecord>;
  /** The packages a `?package=` link may name; hospitals have no public list in the contract. */
  packages: (() => Promise<Schema<'PackageList'>>) | null;
}

/** What each sign-up page says and which calls it makes. */
export const BUSINESS_KINDS: Record<BusinessKind, KindSettings> = {
  clinic: {
    heading: 'Sign up your clinic',
    intro:
      'Run appointments, online consultations, records and invoices for your clinic from one place. Tell us about your clinic and verify your mobile number to start.',
    businessNameLabel: 'Clinic name',
    submitLabel: 'Create clinic account',
    noun: 'clinic',
    nextLabel: 'Go to your dashboard',
    signUp: (body) => api.clinicSignup({ body }),
    verify: (body) => api.verifyClinicSignupOtp({ body }) as Promise<SessionRecord>,
    packages: () => api.listBasicPackages(),
  },
  hospital: {
    heading: 'Sign up your hospital',
    intro:
      'Bring OPD, IPD, duty rosters and billing of your hospital together. Tell us about your hospital and verify your mobile number to start.',
    businessNameLabel: 'Hospital name',
    submitLabel: 'Create hospital account',
    noun: 'hospital',
    nextLabel: 'Go to your hospital’s page',
    signUp: (body) => api.hospitalSignup({ body }),
    verify: (body) => api.verifyHospitalSignupOtp({ body }) as Promise<SessionRecord>,
    packages: null,
  },
  pharmacy: {
    heading: 'Sign up your pharmacy',
    intro:
      'Keep stock, sales, expiry dates and suppliers of your pharmacy in order. Tell us about your pharmacy and verify your mobile number to start.',
    businessNameLabel: 'Pharmacy name',
    submitLabel: 'Create pharmacy account',
    noun: 'pharmacy',
    nextLabel: 'Go to your pharmacy’s page',
    signUp: (body) => api.pharmacySignup({ body }),
    verify: (body) => api.verifyPharmacySignupOtp({ body }) as Promise<SessionRecord>,
    packages: () => api.listPharmacyPackages(),
  },
};

/**
 * The package a link chose: `?package=` with the package's id or name (the pricing cards' links), found in
 * the kind's list so the page shows its name and sends its id. Anything unknown is ignored, never sent.
 */
export function findChosenPackage(
  list: readonly PricingPackage[],
  wanted: string | null,
): PricingPackage | null {
  if (wanted === null || wanted.trim() === '') return null;
  const key = wanted.trim().toLowerCase();
  return (
    list.find((entry) => String(entry.id) === key) ??
    list.find((entry) => entry.package_name.toLowerCase() === key) ??
    null
  );
}

function useChosenPackage(kind: BusinessKind): PricingPackage | null {
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('package');
  const [chosen, setChosen] = useState<PricingPackage | null>(null);
  useEffect(() => {
    const list = BUSINESS_KINDS[kind].packages;
    if (list === null || wanted === null) return;
    let live = true;
    list()
      .then((packages) => {
        if (live) setChosen(findChosenPackage(packages.data, wanted));
      })
      // Without the list the sign-up still works, only without the package; the team sets it up on the call.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, wanted]);
  return wanted === null ? null : chosen;
}

type Step =
  | { name: 'details' }
  | { name: 'code'; body: BusinessSignupBody; phoneHint: string; resendAfterSeconds: number }
  | { name: 'done'; next: string };

/**
 * The sign-up page of a clinic, hospital or pharmacy: the details, then the code sent to the owner's number,
 * then the account is active. The verification signs the owner in (the answer carries the session record), and
 * they go on to their dashboard or home page. Someone already signed in is not offered a sign-up.
 */
export function BusinessSignUpPageBody({ kind }: { kind: BusinessKind }) {
  const t = useMessages();
  const settings = BUSINESS_KINDS[kind];
  const session = useSession();
  const chosenPackage = useChosenPackage(kind);
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [typed, setTyped] = useState<Partial<BusinessSignUpValues>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // Each new step is announced by moving focus to its heading (not on the page's first render).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.name]);

  const submitDetails = async (signUp: BusinessSignUp) => {
    const body: BusinessSignupBody = {
      ...signUp,
      ...(chosenPackage === null ? {} : { package_id: chosenPackage.id }),
    };
    try {
      const pending = await settings.signUp(body);
      setStep({
        name: 'code',
        body,
        phoneHint: pending.phone_hint,
        resendAfterSeconds: pending.resend_after_seconds,
      });
    } catch (error) {
      const rejection = signUpRejection(error);
      throw Object.assign(new Error(rejection.message), { fieldErrors: rejection.fieldErrors });
    }
  };

  // Someone signed in is offered no sign-up, so the page's heading says where they stand instead.
  const signedIn = step.name === 'details' && session !== null;
  const heading = signedIn
    ? 'You are signed in'
    : step.name === 'details'
      ? settings.heading
      : step.name === 'code'
        ? 'Verify your mobile number'
        : `Your ${settings.noun} account is active`;

  return (
    <Container width="reading" paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1} ref={headingRef} tabIndex={-1}>
            {heading}
          </Heading>
          {step.name === 'details' && !signedIn ? <Text>{settings.intro}</Text> : null}
        </Stack>
        {signedIn ? (
          <InlineAlert tone="info">
            Signed in as {session.name}. To create another account, sign out first.{' '}
            <Link href={avatarDestination(session.role)}>{accountDestinationLabel(t, session.role)}</Link>
          </InlineAlert>
        ) : step.name === 'details' ? (
          <>
            <BusinessSignUpForm
              businessNameLabel={settings.businessNameLabel}
              submitLabel={settings.submitLabel}
              packageName={chosenPackage?.package_name}
              defaultValues={typed}
              onValuesChange={setTyped}
              onSubmit={submitDetails}
            />
            <Text>
              Already have an account?{' '}
              <Link href={SIGN_IN_ROUTES[kind === 'clinic' ? 'clinic_owner' : kind]}>Sign in</Link>
            </Text>
          </>
        ) : step.name === 'code' ? (
          <SignUpOtpStep
            phoneHint={step.phoneHint}
            resendAfterSeconds={step.resendAfterSeconds}
            onChangeDetails={() => {
              setStep({ name: 'details' });
            }}
            onResend={async () => {
              try {
                const pending = await settings.signUp(step.body);
                return { resendAfterSeconds: pending.resend_after_seconds };
              } catch (error) {
                throw otpFailure(error);
              }
            }}
            onVerify={async ({ code }) => {
              let record: SessionRecord;
              try {
                record = await settings.verify({ login: step.body.phone_number, code });
              } catch (error) {
                throw otpFailure(error);
              }
              setStep({ name: 'done', next: completeSignIn(record, avatarDestination(record.role)) });
            }}
          />
        ) : (
          <Stack gap="large" alignItems="flex-start">
            <InlineAlert tone="positive" title="Your number is verified.">
              {`Your ${settings.noun} account is ready and you are signed in. Our team will call you to help you set it up.`}
            </InlineAlert>
            <ButtonLink href={step.next} size="large" tone="accent">
              {settings.nextLabel}
            </ButtonLink>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
