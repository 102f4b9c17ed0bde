import type { Schema } from '@aafiyat/api';
import { doctorProfilePath, nextAvailableDate } from '@aafiyat/domain';
import {
  Box,
  Button,
  Card,
  DoctorCard,
  Heading,
  InlineAlert,
  Inline,
  Link,
  Pagination,
  Skeleton,
  Stack,
  Text,
} from '@aafiyat/ui';
import type { Ref } from 'react';
import { useSiteMessages } from '../../i18n/language';
import { BookingActions } from '../portal/patient/BookingActions';
import { resultsCopy, type HelplineSentence } from './content';
import { resultItem } from './DoctorResults.css';
import { absoluteDoctorImageUrl, doctorImageUrl } from './doctorImages';
import {
  DOCTOR_SEARCH_PATH,
  jsonLdText,
  pageCountOf,
  physiciansJsonLd,
  resultsCountLabel,
  resultsPageLabel,
  type DoctorResultsState,
} from './search';

type Doctor = Schema<'Doctor'>;

export type { DoctorResultsState } from './search';

export interface DoctorResultsProps {
  state: DoctorResultsState;
  /** The results heading's id, which names the section. */
  headingId: string;
  /** The results heading, focused after paging and retrying. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The error, focused when a retry fails again. */
  errorRef: Ref<HTMLDivElement>;
  /** The search has filters set (the empty state then offers to clear them). */
  filtered: boolean;
  /** The address of a page of the same search. */
  hrefFor: (page: number) => string;
  /** A page link or "clear filters" was pressed: focus moves to the results once they arrive. */
  onNavigate: () => void;
  /** Runs the same search again. */
  onRetry: () => void;
  /**
   * The page of a doctor of the results, which their name links to (`doctorProfilePath` of `@aafiyat/domain` by
   * default; null for a doctor without one).
   */
  profileHref?: (doctor: Doctor) => string | null;
}

const SKELETON_CARDS = 3;

const grid = { display: 'grid', gridTemplateColumns: ['1', '2', '3'], gap: 'large' } as const;

/** A card's shape while it loads (hidden from screen readers: the status says it is loading). */
function DoctorCardSkeleton() {
  return (
    <Card padding="large" tone="surface">
      <Inline gap="medium" alignItems="flex-start" wrap={false}>
        <Skeleton shape="circle" size="large" />
        <Box display="block" flexGrow="1">
          <Skeleton lines={2} />
        </Box>
      </Inline>
      <Skeleton lines={4} />
    </Card>
  );
}

/** A sentence with the helpline's number, which reads left to right in any language. */
function WithHelpline({ sentence }: { sentence: HelplineSentence }) {
  return (
    <>
      {sentence.before}
      <span dir="ltr">{sentence.phone}</span>
      {sentence.after}
    </>
  );
}

/** The results area of the doctor search: loading cards, an error with a retry, nothing found, or doctors. */
export function DoctorResults({
  state,
  headingId,
  headingRef,
  errorRef,
  filtered,
  hrefFor,
  onNavigate,
  onRetry,
  profileHref = doctorProfilePath,
}: DoctorResultsProps) {
  const t = useSiteMessages();
  const copy = resultsCopy(t);
  const heading = (text: string) => (
    // Focusable by script only: after paging or a retry, focus lands here and reading starts at the results.
    <Heading level={2} size="medium" id={headingId} tabIndex={-1} ref={headingRef}>
      {text}
    </Heading>
  );

  if (state.status === 'static' || state.status === 'loading') {
    return (
      <>
        {heading(copy.loadingHeading)}
        {state.status === 'static' ? (
          <Text tone="muted">
            <WithHelpline sentence={copy.needsJavaScript} />
          </Text>
        ) : null}
        <Box {...grid} aria-hidden="true" data-state="loading">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <DoctorCardSkeleton key={index} />
          ))}
        </Box>
      </>
    );
  }

  if (state.status === 'error') {
    return (
      <>
        {heading(copy.errorHeading)}
        <InlineAlert tone="critical" title={copy.errorTitle} announce tabIndex={-1} ref={errorRef}>
          <Stack gap="medium" alignItems="flex-start">
            <Text>{state.message}</Text>
            <Button variant="outline" icon="search" onClick={onRetry}>
              {copy.retryLabel}
            </Button>
          </Stack>
        </InlineAlert>
      </>
    );
  }

  const { data, page, page_size: pageSize, total } = state.page;
  const pageCount = pageCountOf(total, pageSize);

  if (data.length === 0) {
    const pastLastPage = total > 0;
    return (
      <>
        {heading(resultsCountLabel(t, pastLastPage ? total : 0))}
        <Stack gap="medium" alignItems="flex-start">
          <Text>
            {pastLastPage ? (
              copy.pastLastPage(pageCount)
            ) : filtered ? (
              copy.emptyFiltered
            ) : (
              <WithHelpline sentence={copy.emptyUnfiltered} />
            )}
          </Text>
          {pastLastPage ? (
            <Link href={hrefFor(1)} onClick={onNavigate}>
              {copy.firstPageLabel}
            </Link>
          ) : filtered ? (
            <Link href={DOCTOR_SEARCH_PATH} onClick={onNavigate}>
              {copy.clearFiltersLabel}
            </Link>
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <>
      <Stack gap="xsmall">
        {heading(resultsCountLabel(t, total))}
        <Text tone="muted">{resultsPageLabel(t, page, pageSize, data.length, total)}</Text>
      </Stack>
      <Box as="ul" {...grid} padding="none" aria-labelledby={headingId}>
        {data.map((doctor) => (
          // Drawn only near the screen: a page of cards laid out at once was a long task on a slow phone.
          <li key={doctor.pmdc} className={resultItem}>
            <DoctorCard
              doctor={doctor}
              headingLevel={3}
              imageSrc={doctorImageUrl(doctor.pmdc)}
              href={profileHref(doctor) ?? undefined}
              nextAvailable={nextAvailableDate(doctor.working_days, state.receivedAt)}
              actions={<BookingActions doctor={doctor} />}
            />
          </li>
        ))}
      </Box>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        onNavigate={({ page: target }) => {
          // The current page's own link reloads nothing, so there are no new results to move focus to.
          if (target !== page) onNavigate();
        }}
        label={copy.pagesLabel}
      />
      <script
        type="application/ld+json"
        // Structured data for search engines: JSON with `<` escaped, so no doctor's text can end the script.
        dangerouslySetInnerHTML={{
          __html: jsonLdText(physiciansJsonLd(t, data, absoluteDoctorImageUrl, (page - 1) * pageSize + 1)),
        }}
      />
    </>
  );
}
