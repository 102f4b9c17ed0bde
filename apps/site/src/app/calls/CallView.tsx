import type { IncomingCall } from '@aafiyat/api';
import { Button, Dialog, InlineAlert, Stack, Text } from '@aafiyat/ui';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link CallView}. */
export interface CallViewProps {
  /** The call the patient accepted. */
  call: IncomingCall;
  /** The patient leaves: the view closes after the camera and microphone are released. */
  onLeave: () => void;
}

type MediaState =
  | { status: 'starting' }
  | { status: 'ready' }
  | { status: 'denied' }
  | { status: 'unavailable'; message: string };

/**
 * The video-call view a patient opens by accepting a call: its own chunk, loaded on demand and only in the
 * browser. It asks for the camera and microphone, shows the patient's own picture while the doctor connects,
 * says how to allow a blocked camera, and releases every track on leaving, on unmount and when the tab closes, so
 * the camera light goes off.
 */
export default function CallView({ call, onLeave }: CallViewProps) {
  const preview = useRef<HTMLVideoElement>(null);
  // Browsers offer no camera outside a secure origin (HTTPS or localhost).
  const [media, setMedia] = useState<MediaState>(() =>
    typeof navigator.mediaDevices === 'undefined'
      ? { status: 'unavailable', message: 'This browser cannot use a camera here (it needs HTTPS).' }
      : { status: 'starting' },
  );

  useEffect(() => {
    let stream: MediaStream | null = null;
    let active = true;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
    };
    if (typeof navigator.mediaDevices === 'undefined') return;
    navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
      (granted) => {
        if (!active) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        stream = granted;
        if (preview.current) preview.current.srcObject = granted;
        setMedia({ status: 'ready' });
      },
      (error: unknown) => {
        if (!active) return;
        const name = error instanceof Error ? error.name : '';
        setMedia(
          name === 'NotAllowedError'
            ? { status: 'denied' }
            : { status: 'unavailable', message: 'No camera or microphone was found on this device.' },
        );
      },
    );
    window.addEventListener('pagehide', release);
    return () => {
      active = false;
      window.removeEventListener('pagehide', release);
      release();
    };
  }, []);

  return (
    <Dialog
      open
      title={`Video call with ${call.doctor_name}`}
      description={call.specialty}
      initialFocus="title"
      onOpenChange={({ open }) => {
        if (!open) onLeave();
      }}
      closeLabel="Leave the call"
      footer={
        <Button tone="critical" onClick={onLeave}>
          Leave call
        </Button>
      }
      data={{ testid: 'call-view' }}
    >
      <Stack gap="medium">
        <video ref={preview} autoPlay muted playsInline width={320} height={240} aria-label="Your camera" />
        <div role="status" aria-live="polite">
          {media.status === 'starting' || media.status === 'ready' ? (
            <Text>
              {media.status === 'starting'
                ? 'Starting your camera and microphone…'
                : `Waiting for ${call.doctor_name} to connect…`}
            </Text>
          ) : null}
        </div>
        {media.status === 'denied' ? (
          <InlineAlert tone="caution" title="Camera or microphone blocked">
            Allow them from the lock icon beside the address, then accept the call again.
          </InlineAlert>
        ) : null}
        {media.status === 'unavailable' ? (
          <InlineAlert tone="caution" title="No camera">
            {media.message}
          </InlineAlert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
