import type { Translate } from '../../i18n/translator';

/**
 * Where the call stands. `connecting` until media flows, `connected`, `reconnecting` while the connection
 * recovers, `peer-left` when the other side hung up, `permission-denied` when this browser refused the camera
 * or microphone, `failed` when the call could not be made or was lost for good.
 */
export const videoCallStatuses = [
  'connecting',
  'connected',
  'reconnecting',
  'peer-left',
  'permission-denied',
  'failed',
] as const;
/** One of {@link videoCallStatuses}. */
export type VideoCallStatus = (typeof videoCallStatuses)[number];

/** The words of the status line for each status, as announced, in the translator's language. */
export function videoCallStatusText(
  t: Translate,
  {
    status,
    peerName,
    message,
  }: {
    status: VideoCallStatus;
    peerName: string;
    message?: string | undefined;
  },
): string {
  switch (status) {
    case 'connecting':
      return t('VideoCallView.connecting', { peer: peerName });
    case 'connected':
      return t('VideoCallView.connected');
    case 'reconnecting':
      return t('VideoCallView.reconnecting');
    case 'peer-left':
      return t('VideoCallView.peerLeft', { peer: peerName });
    case 'permission-denied':
      return t('VideoCallView.blockedStatus');
    case 'failed':
      return message ?? t('VideoCallView.failed');
  }
}
