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

/** The words of the status line for each status, as announced. */
export function videoCallStatusText({
  status,
  peerName,
  message,
}: {
  status: VideoCallStatus;
  peerName: string;
  message?: string | undefined;
}): string {
  switch (status) {
    case 'connecting':
      return `Connecting to ${peerName}…`;
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'peer-left':
      return `${peerName} left the call.`;
    case 'permission-denied':
      return 'Camera or microphone blocked.';
    case 'failed':
      return message ?? 'The call could not connect.';
  }
}

/** How to allow a blocked camera, when the site gives no words of its own. */
export const PERMISSION_HELP =
  'Allow the camera and microphone from the lock icon beside the address, then try again.';
