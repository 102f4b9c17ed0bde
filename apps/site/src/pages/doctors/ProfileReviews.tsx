import type { Schema } from '@aafiyat/api';
import { REVIEWS_PAGE_QUERY } from '@aafiyat/domain';
import { Box, Heading, Link, Pagination, ReviewList, Stack, Text } from '@aafiyat/ui';
import { useId } from 'react';
import { useSiteMessages } from '../../i18n/language';

/** Where a profile's reviews begin: a page of them opens there. */
export const PROFILE_REVIEWS_ID = 'reviews';

/** Props of {@link ProfileReviews}. */
export interface ProfileReviewsProps {
  /** The doctor's own address (their profile's path), which each page of reviews is a query of. */
  path: string;
  /** The page of reviews to show, with the doctor's average and count. */
  reviews: Schema<'ReviewPage'>;
}

/**
 * A doctor's reviews on their profile: the average and count over every review, then one page of them, newest
 * first, each from a verified visit. Every page is its own address (`?reviews=2#reviews`), written by the server,
 * so the reviews read the same without any script.
 */
export function ProfileReviews({ path, reviews }: ProfileReviewsProps) {
  const t = useSiteMessages();
  const headingId = useId();
  const pageCount = Math.ceil(reviews.total / reviews.page_size);
  const hrefFor = (page: number) =>
    `${path}${page === 1 ? '' : `?${REVIEWS_PAGE_QUERY}=${String(page)}`}#${PROFILE_REVIEWS_ID}`;
  const pastLastPage = reviews.data.length === 0 && reviews.total > 0;
  return (
    <Box as="section" id={PROFILE_REVIEWS_ID} aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} size="medium" id={headingId}>
          {t('Doctors.profile.reviews.heading')}
        </Heading>
        {reviews.rating.average === null ? null : (
          <Text tone="muted">
            {t('Doctors.profile.reviews.summary', {
              average: reviews.rating.average,
              count: reviews.rating.count,
            })}
          </Text>
        )}
        {pastLastPage ? (
          <Text>
            <Link href={hrefFor(1)}>{t('Doctors.profile.reviews.newest')}</Link>
          </Text>
        ) : (
          <ReviewList
            reviews={reviews.data}
            footer={
              <Pagination
                page={reviews.page}
                pageCount={pageCount}
                hrefFor={hrefFor}
                label={t('Doctors.profile.reviews.pages')}
              />
            }
          />
        )}
      </Stack>
    </Box>
  );
}
