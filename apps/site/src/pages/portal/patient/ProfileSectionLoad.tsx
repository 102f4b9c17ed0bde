import { Box, Button, InlineAlert, Skeleton, Stack, VisuallyHidden } from '@aafiyat/ui';
import type { ReactNode } from 'react';
import type { Load } from '../../../app/load';
import { useSiteMessages } from '../../../i18n/language';

/** Props of {@link ProfileSectionLoad}. */
export interface ProfileSectionLoadProps<T> {
  /** The section's load. */
  load: Load<T>;
  /** Announced while it loads ("Loading your files…"). */
  loadingText: string;
  /** How many lines the placeholder shows while it loads. */
  skeletonLines: number;
  /** The alert's title when it failed ("Your files could not be loaded"). */
  errorTitle: string;
  /** Loads again. */
  onRetry: () => void;
  /** The section's content, once loaded. */
  children: (data: T) => ReactNode;
}

/**
 * A profile section's loading and failure, the same in every section: an announcement and a placeholder while it
 * loads, the failure's sentence and Retry when it failed, else the section's content.
 */
export function ProfileSectionLoad<T>({
  load,
  loadingText,
  skeletonLines,
  errorTitle,
  onRetry,
  children,
}: ProfileSectionLoadProps<T>) {
  const t = useSiteMessages();
  if (load.status === 'loading') {
    return (
      <>
        <div role="status">
          <VisuallyHidden>{loadingText}</VisuallyHidden>
        </div>
        <Box aria-hidden="true">
          <Skeleton lines={skeletonLines} />
        </Box>
      </>
    );
  }
  if (load.status === 'error') {
    return (
      <Stack gap="medium" alignItems="flex-start">
        <InlineAlert tone="critical" title={errorTitle} announce>
          {load.message}
        </InlineAlert>
        <Button variant="outline" onClick={onRetry}>
          {t('Patient.retry')}
        </Button>
      </Stack>
    );
  }
  return children(load.data);
}
