import { Dialog, Spinner } from '@aafiyat/ui';
import { useSiteMessages } from '../../i18n/language';

/**
 * Shown while the video-call view's chunk arrives (a slow phone on mobile data may take a few seconds); part of
 * the chunk that rings, so it shows at once. Named as the view is named.
 */
export function CallLoading({ peerName }: { peerName: string }) {
  const t = useSiteMessages();
  return (
    <Dialog
      open
      title={t('Calls.loading.title', { peer: peerName })}
      initialFocus="title"
      data={{ testid: 'call-loading' }}
    >
      <Spinner label={t('Calls.loading.label')} size="large" />
    </Dialog>
  );
}
