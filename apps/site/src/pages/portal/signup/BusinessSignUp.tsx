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
  useRefusalMessage,
  type BusinessSignUp,
  type BusinessSignUpValues,
} from '@aafiyat/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { completeSignIn } from '../../../app/auth';
import type { PageMetaSource } from '../../../app/meta';
import { useSession } from '../../../app/session';
import { useSiteMessages, type SiteTranslate } from '../../../i18n/language';
import { otpFailure, signUpRejection } from './signUpErrors';

type BusinessSignupBody = Schema<'BusinessSignup'>;
type PricingPackage = Schema<'PricingPackage'>;

/** The kinds of business that sign up on the site (a clinic, a hospital or a pharmacy). */
export type BusinessKind = 'clinic' | 'hospital' | 'pharmacy';

interface KindSettings {
  signUp: (body: BusinessSignupBody) => Promise<Schema<'SignupPending'>>;
  verify: (body: Schema<'LoginCodeVerification'>) => Promise<SessionRecord>;
  /** The packages a `?package=` link may name; hospitals have no public list in the contract. */
  packages: (() => Promise<Schema<'PackageList'>>) | null;
}

/** Which calls each sign-up page makes. */
export const BUSINESS_KINDS: Record<BusinessKind, KindSettings> = {
  clinic: {
    signUp: (body) => api.clinicSignup({ body }),
    verify: (body) => api.verifyClinicSignupOtp({ body }) as Promise<SessionRecord>,
    packages: () => api.listBasicPackages(),
  },
  hospital: {
    signUp: (body) => api.hospitalSignup({ body }),
    verify: (body) => api.verifyHospitalSignupOtp({ body }) as Promise<SessionRecord>,
    packages: null,
  },
  pharmacy: {
    signUp: (body) => api.pharmacySignup({ body }),
    verify: (body) => api.verifyPharmacySignupOtp({ body }) as Promise<SessionRecord>,
    packages: () => api.listPharmacyPackages(),
  },
};

/** What a sign-up page says, in the page's language. */
export interface KindWords {
  heading: string;
  intro: string;
  businessNameLabel: string;
  submitLabel: string;
  /** The heading once the account is active. */
  activeHeading: string;
  /** What the page says once the account is active. */
  readyText: string;
  /** The button to the page a newly signed-in account goes to. */
  nextLabel: string;
}

/** What each sign-up page says. */
export function businessKindWords(t: SiteTranslate, kind: BusinessKind): KindWords {
  switch (kind) {
    case 'clinic':
      return {
        heading: t('SignUp.clinic.heading'),
        intro: t('SignUp.clinic.intro'),
        businessNameLabel: t('SignUp.clinic.businessName'),
        submitLabel: t('SignUp.clinic.submit'),
        activeHeading: t('SignUp.clinic.active'),
        readyText: t('SignUp.clinic.ready'),
        nextLabel: t('SignUp.clinic.next'),
      };
    case 'hospital':
      return {
        heading: t('SignUp.hospital.heading'),
        intro: t('SignUp.hospital.intro'),
        businessNameLabel: t('SignUp.hospital.businessName'),
        submitLabel: t('SignUp.hospital.submit'),
        activeHeading: t('SignUp.hospital.active'),
        readyText: t('SignUp.hospital.ready'),
        nextLabel: t('SignUp.hospital.next'),
      };
    case 'pharmacy':
      return {
        heading: t('SignUp.pharmacy.heading'),
        intro: t('SignUp.pharmacy.intro'),
        businessNameLabel: t('SignUp.pharmacy.businessName'),
        submitLabel: t('SignUp.pharmacy.submit'),
        activeHeading: t('SignUp.pharmacy.active'),
        readyText: t('SignUp.pharmacy.ready'),
        nextLabel: t('SignUp.pharmacy.next'),
      };
  }
}

/** A sign-up page's meta: its heading and intro, not indexed. */
export function businessSignUpMeta(kind: BusinessKind): PageMetaSource {
  return (t) => {
    const words = businessKindWords(t, kind);
    return { title: words.heading, description: words.intro, noindex: true };
  };
}

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
  const ui = useMessages();
  const refuse = useRefusalMessage();
  const t = useSiteMessages();
  const settings = BUSINESS_KINDS[kind];
  const words = businessKindWords(t, kind);
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
      const rejection = signUpRejection(t, refuse, error);
      throw Object.assign(new Error(rejection.message), { fieldErrors: rejection.fieldErrors });
    }
  };

  // Someone signed in is offered no sign-up, so the page's heading says where they stand instead.
  const signedIn = step.name === 'details' && session !== null;
  const heading = signedIn
    ? t('SignUp.signedIn')
    : step.name === 'details'
      ? words.heading
      : step.name === 'code'
        ? t('SignUp.verifyHeading')
        : words.activeHeading;

  return (
    <Container width="reading" paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1} ref={headingRef} tabIndex={-1}>
            {heading}
          </Heading>
          {step.name === 'details' && !signedIn ? <Text>{words.intro}</Text> : null}
        </Stack>
        {signedIn ? (
          <InlineAlert tone="info">
            {t('SignUp.signedInAs', { name: session.name })}{' '}
            <Link href={avatarDestination(session.role)}>{accountDestinationLabel(ui, session.role)}</Link>
          </InlineAlert>
        ) : step.name === 'details' ? (
          <>
            <BusinessSignUpForm
              businessNameLabel={words.businessNameLabel}
              submitLabel={words.submitLabel}
              packageName={chosenPackage?.package_name}
              defaultValues={typed}
              onValuesChange={setTyped}
              onSubmit={submitDetails}
            />
            <Text>
              {t('SignUp.haveAccount')}{' '}
              <Link href={SIGN_IN_ROUTES[kind === 'clinic' ? 'clinic_owner' : kind]}>
                {t('SignUp.signIn')}
              </Link>
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
                throw otpFailure(t, refuse, error);
              }
            }}
            onVerify={async ({ code }) => {
              let record: SessionRecord;
              try {
                record = await settings.verify({ login: step.body.phone_number, code });
              } catch (error) {
                throw otpFailure(t, refuse, error);
              }
              setStep({ name: 'done', next: completeSignIn(record, avatarDestination(record.role)) });
            }}
          />
        ) : (
          <Stack gap="large" alignItems="flex-start">
            <InlineAlert tone="positive" title={t('SignUp.verified')}>
              {words.readyText}
            </InlineAlert>
            <ButtonLink href={step.next} size="large" tone="accent">
              {words.nextLabel}
            </ButtonLink>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
