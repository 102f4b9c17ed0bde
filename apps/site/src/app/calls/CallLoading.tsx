import { Dialog, Spinner } from '@aafiyat/ui';

/**
 * Shown while the video-call view's chunk arrives (a slow phone on mobile data may take a few seconds); part of
 * the chunk that rings, so it shows at once.
 */
export function CallLoading({ peerName }: { peerName: string }) {
  return (
    <Dialog open title={`Video call with ${peerName}`} initialFocus="title" data={{ testid: 'call-loading' }}>
      <Spinner label="Opening the video call" size="large" />
    </Dialog>
  );
}
