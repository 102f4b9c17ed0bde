import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** The parts of a track this view reads; a `MediaStreamTrack` has them all. */
export type VideoTrackState = Pick<MediaStreamTrack, 'readyState' | 'enabled' | 'muted'>;

/**
 * Whether a track is delivering pictures: live (not ended), enabled, and not muted. A remote WebRTC track is
 * muted while no frames arrive (before media flows, or when the other side stops sending video), so a muted
 * track would show a black or frozen box.
 */
export function isShowingVideo(track: VideoTrackState): boolean {
  return track.readyState === 'live' && track.enabled && !track.muted;
}

/** Whether a stream has at least one video track delivering pictures. */
export function hasLiveVideo(stream: Pick<MediaStream, 'getVideoTracks'> | null): boolean {
  return stream?.getVideoTracks().some(isShowingVideo) ?? false;
}

const TRACK_EVENTS = ['mute', 'unmute', 'ended'] as const;
const STREAM_EVENTS = ['addtrack', 'removetrack'] as const;

/**
 * Whether `stream` has live video right now, kept current as the browser adds or removes tracks and as each
 * video track is muted, unmuted or ends (the other side turning their camera off, a weak connection dropping
 * video, a camera unplugged).
 */
export function useLiveVideo(stream: MediaStream | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!stream) return () => undefined;
      let watched: MediaStreamTrack[] = [];
      const unwatchTracks = () => {
        for (const track of watched)
          for (const type of TRACK_EVENTS) track.removeEventListener(type, onChange);
        watched = [];
      };
      const watchTracks = () => {
        unwatchTracks();
        watched = stream.getVideoTracks();
        for (const track of watched) for (const type of TRACK_EVENTS) track.addEventListener(type, onChange);
      };
      // A new or removed track changes which tracks need listening to, as well as the answer.
      const onTracksChanged = () => {
        watchTracks();
        onChange();
      };
      watchTracks();
      for (const type of STREAM_EVENTS) stream.addEventListener(type, onTracksChanged);
      return () => {
        for (const type of STREAM_EVENTS) stream.removeEventListener(type, onTracksChanged);
        unwatchTracks();
      };
    },
    [stream],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasLiveVideo(stream),
    // Server rendering has no media: the placeholder shows until the browser takes over.
    () => false,
  );
}

/**
 * Puts `stream` into a media element. React has no `srcObject` prop, so it is set here, again whenever the
 * element is mounted anew (`mounted` changing) or the stream changes.
 */
export function useSrcObject(
  ref: RefObject<HTMLMediaElement | null>,
  stream: MediaStream | null,
  mounted = true,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !mounted) return;
    // Re-assigning the same stream restarts playback (a visible flash), so only a change is written.
    if (element.srcObject !== stream) element.srcObject = stream;
  }, [ref, stream, mounted]);
}

/** What {@link useRemotePlayback} gives the view. */
export interface RemotePlayback {
  /** The browser refused to play the other side's sound; their picture plays silent until `turnOnSound`. */
  soundBlocked: boolean;
  /** Call from a press: a tap or click is what lets the browser play sound. */
  turnOnSound: () => void;
}

/**
 * Plays the other side's stream, sound included. Browsers refuse sound until the person has pressed
 * something on the page (autoplay policy): a view mounted without a press, such as after a reload, would
 * stay silent and still. Then the picture plays muted and `soundBlocked` says so, until `turnOnSound`.
 */
export function useRemotePlayback(
  ref: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | null,
): RemotePlayback {
  const [blockedStream, setBlockedStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    let current = true;
    video.muted = false;
    video.play().catch((error: unknown) => {
      // An AbortError only means a newer stream replaced this one.
      if (!current || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      setBlockedStream(stream);
      video.muted = true;
      video.play().catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [ref, stream]);
  return {
    soundBlocked: stream !== null && blockedStream === stream,
    turnOnSound: () => {
      const video = ref.current;
      if (!video) return;
      video.muted = false;
      video.play().then(
        () => {
          setBlockedStream(null);
        },
        () => {
          // Still refused: stay silent rather than stop the picture, and keep offering the button.
          video.muted = true;
        },
      );
    },
  };
}
