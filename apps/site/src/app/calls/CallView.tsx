import type { CallChannel } from '@aafiyat/api';
import { VideoCallView } from '@aafiyat/ui';
import { useEffect, useRef, useState } from 'react';
import type { SiteMessageKey } from '../../i18n/compiled/keys';
import { useSiteMessages } from '../../i18n/language';
import { api } from '../api';
import { PeerCall, type MediaProblem, type PeerCallState } from './peer';

/** How long "… left the call." stays before the view closes by itself. */
export const PEER_LEFT_CLOSE_MS = 3_000;

/** Why the view closed. */
export type CallEnd = 'hung-up' | 'peer-left' | 'failed';

/** Props of {@link CallView}. */
export interface CallViewProps {
  /** The accepted call's signalling on the realtime socket, opened when the call was accepted. */
  channel: CallChannel;
  /** The doctor makes the offers; the patient answers. */
  offerer: boolean;
  /** The other party, as shown. */
  peerName: string;
  /** The doctor's specialty, under the name. */
  peerDetail?: string;
  /** The view is done: the camera, microphone and connection are already released. */
  onClose: (end: CallEnd) => void;
  /** Overrides how long a call may take to connect or reconnect (tests). */
  giveUpAfterMs?: number;
}

const initialState: PeerCallState = {
  status: 'connecting',
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  audioOnly: false,
  connectedAt: null,
};

/** What the view says of each problem with a device or the connection. */
export const MEDIA_PROBLEM_MESSAGES = {
  notFound: 'Calls.media.notFound',
  inUse: 'Calls.media.inUse',
  insecure: 'Calls.media.insecure',
  lost: 'Calls.media.lost',
  neverConnected: 'Calls.media.neverConnected',
} as const satisfies Record<MediaProblem, SiteMessageKey>;

/** The ICE servers from the server's configuration, in `RTCPeerConnection`'s shape. */
async function iceServers(): Promise<RTCIceServer[]> {
  const list = await api.getIceServers();
  return list.data.map((server) => ({
    urls: server.urls,
    ...(server.username === undefined ? {} : { username: server.username }),
    ...(server.credential === undefined ? {} : { credential: server.credential }),
  }));
}

/**
 * The video consultation, on both sides: its own chunk, loaded when a call is accepted and only in the browser.
 * It runs the WebRTC side of the call ({@link PeerCall}) and shows it with the ui's VideoCallView. Hanging up on
 * either side ends the call for both; every way out (hang-up, the other side leaving, navigation, closing the
 * tab) releases the camera, the microphone and the connection.
 */
export default function CallView({
  channel,
  offerer,
  peerName,
  peerDetail,
  onClose,
  giveUpAfterMs,
}: CallViewProps) {
  const t = useSiteMessages();
  const [state, setState] = useState<PeerCallState>(initialState);
  const call = useRef<PeerCall | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const peer = new PeerCall({
      channel,
      offerer,
      iceServers,
      onChange: setState,
      ...(giveUpAfterMs === undefined ? {} : { giveUpAfterMs }),
    });
    call.current = peer;
    // Started on the next task: React's development double mount must not ask for the camera twice.
    let started = false;
    let over = false;
    const starting = setTimeout(() => {
      started = true;
      void peer.start();
    }, 0);
    let leaving: ReturnType<typeof setTimeout> | undefined;
    const stopStatus = channel.onStatus((status) => {
      if (status !== 'ended') return;
      over = true;
      peer.peerLeft();
      leaving = setTimeout(() => {
        closeRef.current('peer-left');
      }, PEER_LEFT_CLOSE_MS);
    });
    // Closing the tab: tell the other side at once rather than after the server's reconnection grace.
    const onPageHide = () => {
      void channel.hangUp();
      peer.close();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      // Leaving the page mid-call (the dashboard's Back, say) ends the call for the other side too.
      if (started && !over) void channel.hangUp();
      clearTimeout(starting);
      clearTimeout(leaving);
      stopStatus();
      window.removeEventListener('pagehide', onPageHide);
      peer.close();
      call.current = null;
    };
  }, [channel, offerer, giveUpAfterMs]);

  const hangUp = () => {
    // A failed connection still ends the call on the server, so the other side stops waiting too.
    if (state.status !== 'peer-left') void channel.hangUp();
    call.current?.close();
    onClose(state.status === 'peer-left' ? 'peer-left' : state.status === 'failed' ? 'failed' : 'hung-up');
  };

  return (
    <VideoCallView
      peerName={peerName}
      {...(peerDetail === undefined ? {} : { peerDetail })}
      status={state.status}
      localStream={state.localStream}
      remoteStream={state.remoteStream}
      muted={state.muted}
      cameraOff={state.cameraOff}
      audioOnly={state.audioOnly}
      connectedAt={state.connectedAt}
      {...(state.problem === undefined ? {} : { message: t(MEDIA_PROBLEM_MESSAGES[state.problem]) })}
      onToggleMute={() => call.current?.setMuted(!state.muted)}
      onToggleCamera={() => call.current?.setCameraOff(!state.cameraOff)}
      onAudioOnlyChange={({ audioOnly }) => {
        void call.current?.setAudioOnly(audioOnly);
      }}
      onRetryMedia={() => {
        void call.current?.retryMedia();
      }}
      onHangUp={hangUp}
      data={{ testid: 'call-view' }}
    />
  );
}
