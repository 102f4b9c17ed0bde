import {
  doctorProfilePath,
  doctorProfilePmdc,
  nextAvailableDate,
  pakistanDate,
  REVIEWS_PAGE_SIZE,
  reviewsPageOf,
} from '@aafiyat/domain';
import {
  Button,
  ButtonLink,
  Container,
  DoctorProfile,
  Heading,
  InlineAlert,
  Link,
  Stack,
  Text,
} from '@aafiyat/ui';
import { useEffect, useState } from 'react';
import { useAddress } from '../../app/address';
import { api, isApiError } from '../../app/api';
import { useLoad } from '../../app/load';
import { applyMeta, type PageMetaSource } from '../../app/meta';
import { usePageData } from '../../app/pageData';
import { usePageLanguage, useSiteMessages } from '../../i18n/language';
import DoctorBookingIsland from '../../islands/DoctorBookingIsland';
import { island } from '../../islands/Island';
import { doctorImageUrl } from './doctorImages';
import { ProfileReviews } from './ProfileReviews';
import {
  isServedProfile,
  profileBackLink,
  profileFallbackMeta,
  profileMeta,
  type ServedProfile,
} from './profile';
import { DOCTOR_SEARCH_PATH } from './search';

export const meta: PageMetaSource = (t, locale, _path, data) =>
  isServedProfile(data) ? profileMeta(t, locale, data.doctor, data.reviews.data) : profileFallbackMeta(t);

/**
 * The booking buttons and the open times: React, loaded at a first touch (a press meanwhile is replayed), or at
 * once when the address resumes a booking (`?book=…`, back from signing in).
 */
const Booking = island('doctorBooking', DoctorBookingIsland, { whenQuery: 'book' });

/** A doctor with their open slots, or that there is none (a 404), as the app loads one. */
type ProfileAnswer = ({ status: 'found' } & ServedProfile) | { status: 'notFound' };

/** No reviews to show: what a profile shows when its reviews could not be loaded. */
const noReviews = (page: number): ServedProfile['reviews'] => ({
  data: [],
  page,
  page_size: REVIEWS_PAGE_SIZE,
  total: 0,
  rating: { average: null, count: 0 },
});

async function fetchProfile(pmdc: string, reviewsPage: number, signal: AbortSignal): Promise<ProfileAnswer> {
  try {
    const [doctor, slots, reviews] = await Promise.all([
      api.getDoctor({ path: { pmdc } }, { signal }),
      // Without its open times, the profile is still worth showing: the booking offers every day.
      api.listDoctorSlots({ path: { pmdc } }, { signal }).then(
        ({ data }) => data,
        () => [],
      ),
      // And without its reviews: the doctor's rating still shows with their details.
      api
        .listDoctorReviews(
          { path: { pmdc }, query: { page: reviewsPage, page_size: REVIEWS_PAGE_SIZE } },
          { signal },
        )
        .catch(() => noReviews(reviewsPage)),
    ]);
    return { status: 'found', doctor, slots, today: pakistanDate(new Date()), reviews };
  } catch (error) {
    if (isApiError(error, 404)) return { status: 'notFound' };
    throw error;
  }
}

/**
 * A doctor's profile (`/doctors/{city}/{specialty}/{name-and-PMDC}`): written by the server with its doctor (the
 * page's data), the booking buttons its one island; in the app (the server's shell, when it could not write the
 * page) the doctor is loaded by the PMDC number the address ends with.
 */
export default function DoctorProfilePage() {
  const served = usePageData();
  const { pathname, search } = useAddress();
  const pmdc = doctorProfilePmdc(pathname);
  return isServedProfile(served) ? (
    <Profile {...served} />
  ) : (
    <LoadedProfile pmdc={pmdc} reviewsPage={reviewsPageOf(search)} />
  );
}

function LoadedProfile({ pmdc, reviewsPage }: { pmdc: string | null; reviewsPage: number }) {
  const t = useSiteMessages();
  const { locale } = usePageLanguage();
  const { load, retry } = useLoad(`${pmdc ?? ''} ${String(reviewsPage)}`, (signal) =>
    pmdc === null
      ? Promise.resolve<ProfileAnswer>({ status: 'notFound' })
      : fetchProfile(pmdc, reviewsPage, signal),
  );
  const answer: ProfileAnswer | null =
    pmdc === null ? { status: 'notFound' } : load.status === 'loaded' ? load.data : null;
  const found = answer?.status === 'found' ? answer : null;

  useEffect(() => {
    if (found !== null) applyMeta(profileMeta(t, locale, found.doctor, found.reviews.data), t);
  }, [found, t, locale]);

  if (found !== null) return <Profile {...found} />;
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      {answer?.status === 'notFound' ? (
        <Stack gap="large">
          <Heading level={1}>{t('Doctors.profile.notFound.heading')}</Heading>
          <Text>{t('Doctors.profile.notFound.text')}</Text>
          <div>
            <ButtonLink href={DOCTOR_SEARCH_PATH}>{t('Doctors.profile.notFound.search')}</ButtonLink>
          </div>
        </Stack>
      ) : load.status === 'error' ? (
        <Stack gap="large">
          <Heading level={1}>{t('Doctors.profile.meta.fallbackTitle')}</Heading>
          <InlineAlert tone="critical" announce>
            {t('Doctors.profile.error')} {load.message}
          </InlineAlert>
          <div>
            <Button icon="alertCircle" onClick={retry}>
              {t('Doctors.results.retry')}
            </Button>
          </div>
        </Stack>
      ) : (
        <p role="status" aria-live="polite">
          {t('Doctors.profile.loading')}
        </p>
      )}
    </Container>
  );
}

function Profile({ doctor, slots, today, reviews }: ServedProfile) {
  const t = useSiteMessages();
  const { locale } = usePageLanguage();
  const back = profileBackLink(t, locale, doctor);
  // The next available day by the page's own day: the server's when it writes the page, the browser's here.
  const [now] = useState(() => new Date());
  return (
    <Container paddingBlock={['xlarge', 'xxxlarge']}>
      <Stack gap="xlarge">
        {back === null ? null : (
          <Text size="small">
            <Link href={back.href}>{back.label}</Link>
          </Text>
        )}
        <DoctorProfile
          doctor={doctor}
          imageSrc={doctorImageUrl(doctor.pmdc)}
          nextAvailable={nextAvailableDate(doctor.working_days, now)}
          actions={<Booking doctor={doctor} slots={{ days: slots, today }} />}
        />
        <ProfileReviews path={doctorProfilePath(doctor) ?? ''} reviews={reviews} />
      </Stack>
    </Container>
  );
}
