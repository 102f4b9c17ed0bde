// One side of a video consultation over WebRTC: the camera and microphone, the peer connection, and the
// signalling over the call's channel on the realtime socket. Framework-free, so the call view stays a thin
// React shell and the logic can be driven by tests with fake media.
import type { CallChannel, CallSignal } from '@aafiyat/api';
import type { VideoCallStatus } from '@aafiyat/ui';

/** What the call view shows; a new object on every change. */
export interface PeerCallState {
  status: VideoCallStatus;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  audioOnly: boolean;
  /** When the peers first connected (epoch ms), for the call timer. */
  connectedAt: number | null;
  /** Why the call failed or what blocked the media, when the status alone does not say (the view words it). */
  problem?: MediaProblem | undefined;
}

/** Options of {@link PeerCall}. */
export interface PeerCallOptions {
  /** The call's signalling. */
  channel: CallChannel;
  /**
   * Whether this side makes the offers (the doctor). The other side only answers, so the two never offer at
   * once; the offerer also restarts ICE when the connection drops.
   */
  offerer: boolean;
  /** The STUN/TURN servers; a failure means host candidates only (a local network). */
  iceServers: () => Promise<RTCIceServer[]>;
  /** Called with the new state on every change. */
  onChange: (state: PeerCallState) => void;
  /** How long a dropped connection may stay down before ICE is restarted, in ms. */
  restartAfterMs?: number;
  /** How long to try to reconnect (or to connect at all) before giving up, in ms. */
  giveUpAfterMs?: number;
}

/**
 * A modest picture for mid-range phones on mobile data: 640x480 at up to 24 frames a second, front camera.
 * The browser scales down further when the link is weak.
 */
const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 24, max: 30 },
  facingMode: 'user',
};

/**
 * What went wrong with a device or the connection, for the view to say in the page's language: no camera or
 * microphone, one in use by another app, a page the browser offers no camera on (not HTTPS), a connection lost, or
 * one never made. A plain refusal has none: the view says how to allow a blocked device.
 */
export const MEDIA_PROBLEMS = ['notFound', 'inUse', 'insecure', 'lost', 'neverConnected'] as const;
/** One of {@link MEDIA_PROBLEMS}. */
export type MediaProblem = (typeof MEDIA_PROBLEMS)[number];

/** One side of a call. Create it, `start()` it, and `close()` it on every way out. */
export class PeerCall {
  private readonly options: Required<PeerCallOptions>;
  private state: PeerCallState = {
    status: 'connecting',
    localStream: null,
    remoteStream: null,
    muted: false,
    cameraOff: false,
    audioOnly: false,
    connectedAt: null,
  };
  private pc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private closed = false;
  /** Signals are handled one at a time, in order: a candidate must not overtake its description. */
  private queue: Promise<void> = Promise.resolve();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private readonly stops: (() => void)[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private giveUpTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: PeerCallOptions) {
    this.options = { restartAfterMs: 2_000, giveUpAfterMs: 30_000, ...options };
  }

  /** Asks for the camera and microphone, then connects. */
  async start(): Promise<void> {
    await this.acquire();
  }

  /** Mutes or unmutes the microphone (the track stays, so unmuting is instant). */
  setMuted(muted: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !muted;
    this.update({ muted });
  }

  /** Turns the camera's picture off or on; the peer sees no picture while it is off. */
  setCameraOff(cameraOff: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.update({ cameraOff });
  }

  /**
   * Audio only, for a weak connection: the camera is released (its light goes off) and nothing is sent for
   * video; switching back asks for the camera again.
   */
  async setAudioOnly(audioOnly: boolean): Promise<void> {
    if (this.closed) return;
    if (!this.local) {
      // Still asking (or refused): ask again with the new choice.
      this.update({ audioOnly, cameraOff: false });
      await this.acquire();
      return;
    }
    if (audioOnly) {
      for (const track of this.local.getVideoTracks()) {
        track.stop();
        this.local.removeTrack(track);
      }
      await this.videoSender()?.replaceTrack(null);
      this.update({
        audioOnly: true,
        cameraOff: false,
        localStream: new MediaStream(this.local.getTracks()),
      });
      return;
    }
    try {
      const camera = await navigator.mediaDevices.getUserMedia({ video: VIDEO });
      const [track] = camera.getVideoTracks();
      if (!track) return;
      // The call may have ended while the person answered the browser's prompt.
      if (this.isClosed()) {
        track.stop();
        return;
      }
      this.local.addTrack(track);
      await this.videoSender()?.replaceTrack(track);
      this.update({
        audioOnly: false,
        cameraOff: false,
        localStream: new MediaStream(this.local.getTracks()),
      });
    } catch (error) {
      // The microphone still works: stay on audio and say why the camera did not come back.
      this.update({ audioOnly: true, problem: mediaProblem(error) ?? 'notFound' });
    }
  }

  /** After the person allowed the camera and microphone: ask again. */
  async retryMedia(): Promise<void> {
    if (this.closed || this.local) return;
    this.update({ status: 'connecting', problem: undefined });
    await this.acquire();
  }

  /** The other party hung up: release everything and say so. */
  peerLeft(): void {
    this.release();
    this.update({ status: 'peer-left', localStream: null, remoteStream: null });
  }

  /** Releases the camera, the microphone and the connection; safe to call more than once. */
  close(): void {
    this.release();
  }

  /** Read through a method: the flag changes across awaits, which narrowing cannot see. */
  private isClosed(): boolean {
    return this.closed;
  }

  private release(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.giveUpTimer);
    for (const stop of this.stops.splice(0)) stop();
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
    this.pc?.close();
    this.pc = null;
  }

  private update(change: Partial<PeerCallState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }

  private async acquire(): Promise<void> {
    if (typeof navigator.mediaDevices === 'undefined') {
      this.update({ status: 'failed', problem: 'insecure' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: this.state.audioOnly ? false : VIDEO,
      });
    } catch (error) {
      if (this.closed) return;
      const problem = mediaProblem(error);
      this.update({ status: 'permission-denied', ...(problem ? { problem } : {}) });
      return;
    }
    if (this.closed) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.local = stream;
    for (const track of stream.getAudioTracks()) track.enabled = !this.state.muted;
    this.update({ status: 'connecting', localStream: stream, problem: undefined });
    await this.connect(stream);
  }

  private async connect(stream: MediaStream): Promise<void> {
    const iceServers = await this.options.iceServers().catch(() => []);
    if (this.closed) return;
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    // A video line even without a camera, so the other side's picture still arrives and the camera can be
    // turned on later without a new offer.
    if (this.options.offerer && stream.getVideoTracks().length === 0) {
      pc.addTransceiver('video', { direction: 'sendrecv' });
    }

    pc.addEventListener('track', ({ track }) => {
      const tracks = this.state.remoteStream?.getTracks() ?? [];
      if (tracks.includes(track)) return;
      // A new stream object, so the view sees the change (adding to a stream by script fires no event).
      this.update({ remoteStream: new MediaStream([...tracks, track]) });
    });
    pc.addEventListener('icecandidate', ({ candidate }) => {
      if (!candidate) return;
      void this.options.channel.send({
        type: 'candidate',
        candidate: {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid,
          sdpMLineIndex: candidate.sdpMLineIndex,
        },
      });
    });
    pc.addEventListener('negotiationneeded', () => {
      // Only the offerer offers; the answerer's own changes ride on the next answer.
      if (this.options.offerer) void this.offer();
    });
    pc.addEventListener('connectionstatechange', () => {
      this.onConnectionState(pc.connectionState);
    });

    this.giveUpTimer = setTimeout(() => {
      this.giveUp('neverConnected');
    }, this.options.giveUpAfterMs);
    this.stops.push(
      this.options.channel.onSignal((signal) => {
        this.queue = this.queue.then(() => this.handle(signal)).catch(() => undefined);
      }),
    );
  }

  private async offer(): Promise<void> {
    const pc = this.pc;
    if (!pc || this.closed) return;
    await pc.setLocalDescription();
    const sdp = pc.localDescription?.sdp;
    if (sdp) await this.options.channel.send({ type: 'offer', sdp });
  }

  private async handle(signal: CallSignal): Promise<void> {
    const pc = this.pc;
    if (!pc || this.closed) return;
    if (signal.type === 'candidate') {
      if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else this.pendingCandidates.push(signal.candidate);
      return;
    }
    // Only the offerer offers, so an offer reaching it is not part of this call's negotiation.
    if (signal.type === 'offer' && this.options.offerer) return;
    await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    for (const candidate of this.pendingCandidates.splice(0)) await pc.addIceCandidate(candidate);
    if (signal.type !== 'offer') return;
    // Send on every line even while the camera is off, so turning it on needs no new offer from this side.
    for (const transceiver of pc.getTransceivers()) {
      if (transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
    }
    await pc.setLocalDescription();
    const sdp = pc.localDescription?.sdp;
    if (sdp) await this.options.channel.send({ type: 'answer', sdp });
  }

  private onConnectionState(connection: RTCPeerConnectionState): void {
    if (this.closed) return;
    if (connection === 'connected') {
      clearTimeout(this.restartTimer);
      clearTimeout(this.giveUpTimer);
      this.restartTimer = undefined;
      this.giveUpTimer = undefined;
      this.update({ status: 'connected', connectedAt: this.state.connectedAt ?? Date.now() });
      return;
    }
    if (connection !== 'disconnected' && connection !== 'failed') return;
    // Only a call that was connected reconnects; one that never connected keeps its give-up timer.
    if (this.state.connectedAt === null) return;
    this.update({ status: 'reconnecting' });
    const restart = () => {
      if (this.options.offerer && this.pc && !this.closed) this.pc.restartIce();
    };
    if (connection === 'failed') restart();
    else if (this.restartTimer === undefined) {
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        if (this.pc?.connectionState !== 'connected') restart();
      }, this.options.restartAfterMs);
    }
    this.giveUpTimer ??= setTimeout(() => {
      this.giveUp('lost');
    }, this.options.giveUpAfterMs);
  }

  private giveUp(problem: MediaProblem): void {
    if (this.closed) return;
    this.release();
    this.update({ status: 'failed', problem, localStream: null, remoteStream: null });
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.pc?.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === 'video')
      ?.sender;
  }
}

/** What a refused or failed `getUserMedia` ran into; none for a plain refusal (the view explains that). */
function mediaProblem(error: unknown): MediaProblem | undefined {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'inUse';
  return undefined;
}
