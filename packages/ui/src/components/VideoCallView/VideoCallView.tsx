import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/icons';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { useModalDialog } from '../../primitives/Dialog/DialogBehaviour';
import { Heading } from '../../primitives/Heading';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { root as visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import * as styles from './VideoCallView.css';
import { VideoCallViewControl } from './VideoCallViewControl';
import { useCallDuration } from './VideoCallViewDuration';
import { useLiveVideo, useRemotePlayback, useSrcObject } from './VideoCallViewMedia';
import { videoCallStatusText, type VideoCallStatus } from './VideoCallViewStatus';
import { useMessages } from '../../i18n/I18nContext';

/**
 * The toolbar pattern's keys on the call controls: the arrow keys move to the next or previous control in the
 * reading direction (so in right-to-left text Left moves on), wrapping at the ends; Home and End go to the first
 * and last. Returns the index to focus, or `undefined` for any other key.
 */
function toolbarTarget(key: string, at: number, count: number, rtl: boolean): number | undefined {
  const next = rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (count === 0) return undefined;
  if (key === next) return (at + 1) % count;
  if (key === previous) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** What `onAudioOnlyChange` receives: the mode the person asks for. */
export interface VideoCallAudioOnlyChange {
  /** Whether video should now be off both ways, to spare a weak mobile connection. */
  audioOnly: boolean;
}

export interface VideoCallViewProps {
  /** The other party, as shown ("Dr. Sadia Karim", or the patient's name). */
  peerName: string;
  /** A line under the name, such as the doctor's specialty. */
  peerDetail?: string | undefined;
  /** Where the call stands; each change is announced politely. */
  status: VideoCallStatus;
  /** This device's camera and microphone, shown as a small mirrored preview (never played aloud). */
  localStream: MediaStream | null;
  /**
   * The other party's stream: its audio always plays, and its video shows while a video track is live and
   * unmuted; otherwise their initial and name show. Tracks the browser adds or removes (`addtrack`,
   * `removetrack`) are followed; a track added by script fires no event, so pass a new stream then.
   */
  remoteStream: MediaStream | null;
  /** Whether this side's microphone is muted (the Mute toggle is pressed). */
  muted: boolean;
  /** Whether this side's camera is off (the camera toggle is pressed); the preview shows a placeholder. */
  cameraOff: boolean;
  /**
   * Audio-only mode, for weak mobile connections: the preview shows a placeholder and the camera toggle is
   * unavailable. The site stops sending video (and should stop receiving it, which shows the other side's
   * initial here as their video track mutes).
   */
  audioOnly: boolean;
  /** When the call connected (epoch ms); the duration runs from it while connected or reconnecting. */
  connectedAt: number | null;
  /**
   * Replaces the default words: for `failed`, the status line ("The connection was lost."); for
   * `permission-denied`, how to allow the camera and microphone.
   */
  message?: string | undefined;
  /** The Mute toggle was pressed: flip `muted`. */
  onToggleMute: () => void;
  /** The camera toggle was pressed: flip `cameraOff`. */
  onToggleCamera: () => void;
  /** Audio only was pressed, or "Continue with audio only" after the camera was blocked. */
  onAudioOnlyChange: (change: VideoCallAudioOnlyChange) => void;
  /**
   * Hang up, Close, Escape, or the browser's Back (a phone's back button): end the call and unmount the view.
   * Back ends the call and keeps the page under it, rather than leaving the page with the call still open.
   */
  onHangUp: () => void;
  /** "Try again" after the camera was blocked and the person has allowed it; without it, no such button. */
  onRetryMedia?: (() => void) | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string> | undefined;
}

/**
 * The in-call screen of an online appointment: a modal `<dialog>` covering the whole viewport at every width,
 * titled "Video call with {peerName}", with the other party's video (or their initial), a mirrored preview of
 * this camera at the inline-end corner, the call's duration, a polite status line and a toolbar of Mute,
 * camera, Audio only and Hang up (one Tab stop; the arrow keys, in the reading direction, Home and End move
 * between the controls). Mount it for the call and unmount it when `onHangUp` is called; Escape hangs up too.
 * It plays streams the site gives it and knows nothing of WebRTC.
 */
export function VideoCallView({
  peerName,
  peerDetail,
  status,
  localStream,
  remoteStream,
  muted,
  cameraOff,
  audioOnly,
  connectedAt,
  message,
  onToggleMute,
  onToggleCamera,
  onAudioOnlyChange,
  onHangUp,
  onRetryMedia,
  data,
}: VideoCallViewProps) {
  const t = useMessages();
  const titleId = useId();
  const cameraHintId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const localRef = useRef<HTMLVideoElement>(null);

  const ended = status === 'peer-left' || status === 'failed';
  const blocked = status === 'permission-denied';
  const inCall = status === 'connected' || status === 'reconnecting';

  const remoteHasVideo = useLiveVideo(remoteStream);
  const localHasVideo = useLiveVideo(localStream);
  const showRemoteVideo = remoteHasVideo && !ended && !blocked;
  const showPreview = !blocked;
  const showLocalVideo = showPreview && !cameraOff && !audioOnly && localHasVideo;
  // The remote element is always mounted, so the other side's audio plays whether or not video shows.
  const { soundBlocked, turnOnSound } = useRemotePlayback(remoteRef, remoteStream);
  useSrcObject(localRef, localStream, showLocalVideo);

  const duration = useCallDuration(connectedAt, inCall);

  // The controls are one Tab stop (the one last focused, Mute at first); the arrow keys move between them.
  const controlCount = blocked ? 1 : 4;
  const [tabStop, setTabStop] = useState(0);
  const stop = Math.min(tabStop, controlCount - 1);
  const roving = (index: number) => ({
    tabIndex: index === stop ? (0 as const) : (-1 as const),
    onFocus: () => {
      setTabStop(index);
    },
  });
  const moveAmongControls = (event: KeyboardEvent<HTMLDivElement>) => {
    const controls = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = controls.findIndex((control) => control === document.activeElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = toolbarTarget(event.key, at, controls.length, rtl);
    if (target === undefined) return;
    event.preventDefault();
    controls[target]?.focus();
  };

  const bindings = useModalDialog({
    open: true,
    onDismiss: onHangUp,
    // The view covers the viewport; there is no backdrop to press.
    dismissOnBackdrop: false,
    // The title, not the first control: a key pressed on arrival must not mute or hang up.
    initialFocus: () => titleRef.current,
    forwardedRef: dialogRef,
  });

  // The status line is written a frame after the view opens, into a live region already on the page, so
  // screen readers read the first status as well as every change after it.
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setAnnouncing(true);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);

  // A status change can remove the focused control (the toggles go when the call ends); focus then moves to
  // Close when that is the one thing left to do, or to the title, never to the page behind.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || dialog.contains(document.activeElement)) return;
    (ended ? closeRef.current : titleRef.current)?.focus();
  }, [status, ended]);

  return (
    <dialog
      {...bindings}
      aria-labelledby={titleId}
      className={styles.root}
      data-status={status}
      {...dataAttributes(data)}
    >
      <div className={styles.topBar}>
        <div className={styles.identity}>
          <Heading level={2} size="small" tone="inverse" id={titleId} tabIndex={-1} ref={titleRef}>
            <VisuallyHidden>{`${t('VideoCallView.with')} `}</VisuallyHidden>
            {peerName}
          </Heading>
          {peerDetail ? (
            <Text size="small" tone="inverseMuted">
              {peerDetail}
            </Text>
          ) : null}
          <p
            role="status"
            // The blocked notice below says the same words in sight; the line stays for screen readers.
            className={blocked ? visuallyHidden : styles.statusLine}
            data-status={status}
          >
            {announcing ? videoCallStatusText(t, { status, peerName, message }) : ''}
          </p>
        </div>
        {inCall && duration !== null ? (
          // role=timer is not live by default: the duration is read when asked for, not every second.
          <span role="timer" aria-label={t('VideoCallView.duration')} className={styles.timer}>
            {duration}
          </span>
        ) : null}
      </div>

      <div className={styles.stage}>
        {/* A live call has no caption track to offer; the other side's words come only as audio. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={remoteRef}
          className={styles.remoteVideo}
          autoPlay
          playsInline
          aria-label={t('VideoCallView.peerVideo', { peer: peerName })}
          data-state={showRemoteVideo ? 'shown' : 'hidden'}
        />
        {/* Polite, and not a second `status`: the call's status line stays the one status of the view. */}
        <div aria-live="polite" className={styles.sound}>
          {soundBlocked ? (
            <>
              <Text size="small" tone="inverse">
                {t('VideoCallView.soundBlocked')}
              </Text>
              <Button icon="volumeOff" onClick={turnOnSound}>
                {t('VideoCallView.turnOnSound')}
              </Button>
            </>
          ) : null}
        </div>
        {blocked ? (
          <div className={styles.notice}>
            <InlineAlert tone="caution" title={t('VideoCallView.blockedTitle')}>
              <p>{message ?? t('VideoCallView.permissionHelp')}</p>
              <div className={styles.noticeActions}>
                {onRetryMedia ? <Button onClick={onRetryMedia}>{t('VideoCallView.tryAgain')}</Button> : null}
                <Button
                  variant="outline"
                  onClick={() => {
                    onAudioOnlyChange({ audioOnly: true });
                  }}
                >
                  {t('VideoCallView.continueAudio')}
                </Button>
              </div>
            </InlineAlert>
          </div>
        ) : showRemoteVideo ? null : (
          <div className={styles.peer}>
            <Avatar name={peerName} size="large" decorative />
            <p className={styles.peerName}>{peerName}</p>
          </div>
        )}
        {showPreview ? (
          <div className={styles.preview}>
            {showLocalVideo ? (
              <video
                ref={localRef}
                className={styles.previewVideo}
                autoPlay
                playsInline
                // Muted: hearing one's own microphone back would echo into the call.
                muted
                aria-label={t('VideoCallView.yourCamera')}
              />
            ) : (
              <div className={styles.previewOff}>
                <Icon name="videoOff" />
                <span>{t('VideoCallView.cameraOff')}</span>
              </div>
            )}
          </div>
        ) : null}
      </div>

      <div
        role="toolbar"
        aria-label={t('VideoCallView.controls')}
        className={styles.toolbar}
        onKeyDown={moveAmongControls}
      >
        {ended ? (
          <Button ref={closeRef} size="large" onClick={onHangUp}>
            {t('Dialog.close')}
          </Button>
        ) : (
          <>
            {blocked ? null : (
              <>
                <VideoCallViewControl
                  label={t('VideoCallView.mute')}
                  caption={t('VideoCallView.muteCaption')}
                  icon={muted ? 'micOff' : 'mic'}
                  pressed={muted}
                  onPress={onToggleMute}
                  {...roving(0)}
                />
                <VideoCallViewControl
                  label={t('VideoCallView.cameraOffControl')}
                  caption={t('VideoCallView.cameraCaption')}
                  icon={cameraOff || audioOnly ? 'videoOff' : 'video'}
                  pressed={cameraOff}
                  // Disabled, not hidden: the toolbar keeps its shape under the thumb, and the control is
                  // still found, with the reason, by screen-reader users.
                  disabled={audioOnly}
                  describedBy={audioOnly ? cameraHintId : undefined}
                  onPress={onToggleCamera}
                  {...roving(1)}
                />
                <VideoCallViewControl
                  label={t('VideoCallView.audioOnly')}
                  caption={t('VideoCallView.audioOnly')}
                  icon="phone"
                  pressed={audioOnly}
                  onPress={() => {
                    onAudioOnlyChange({ audioOnly: !audioOnly });
                  }}
                  {...roving(2)}
                />
              </>
            )}
            <VideoCallViewControl
              label={t('VideoCallView.hangUp')}
              caption={t('VideoCallView.hangUp')}
              icon="phoneOff"
              tone="critical"
              onPress={onHangUp}
              {...roving(blocked ? 0 : 3)}
            />
          </>
        )}
        <span id={cameraHintId} hidden>
          {t('VideoCallView.cameraStaysOff')}
        </span>
      </div>
    </dialog>
  );
}
