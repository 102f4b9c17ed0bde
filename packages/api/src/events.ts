// The realtime socket's events (path /notify), shared by the browser client and the server so that both
// sides agree on every name and payload. The spec names `patient_connection` and `receive_call`; the call
// events carry the video consultation (the spec does not show them; see the contract's "Realtime socket").

/** The socket.io path of the realtime endpoint. */
export const REALTIME_PATH = '/notify';

/** A doctor is calling a patient (`receive_call`). */
export interface IncomingCall {
  /** The call's id (UUID). */
  call_id: string;
  /** The online appointment the call is for. */
  appointment_id: number;
  /** The calling doctor's name, for the panel. */
  doctor_name: string;
  /** The calling doctor's specialty, for the panel. */
  specialty: string;
}

/** A patient announcing themselves after (re)connecting (`patient_connection`). */
export interface PatientConnection {
  /** The signed-in patient's id; the server refuses any other patient's. */
  patient_id: number;
}

/** The server's answer to an announcement or a call action. */
export type Acknowledgement = { ok: true } | { ok: false; message: string };

/** Where a call stands, as both parties see it. */
export const callStates = ['ringing', 'accepted', 'declined', 'missed', 'ended'] as const;
/** One of {@link callStates}. */
export type CallState = (typeof callStates)[number];

/** A change of a call's state (`call_status`), sent to both parties. */
export interface CallStatus {
  call_id: string;
  status: CallState;
}

/** A WebRTC signalling message relayed between the two parties of one call. */
export type CallSignal =
  | { type: 'offer' | 'answer'; sdp: string }
  | {
      type: 'candidate';
      candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };
    };

/** A signalling message addressed to a call (`call_signal`). */
export interface CallSignalMessage {
  call_id: string;
  signal: CallSignal;
}

/** A reference to a call, for accept, decline and hang-up. */
export interface CallReference {
  call_id: string;
}

/** A patient who missed or declined a call says they are ready (`call_ready`, to the doctor). */
export interface CallReadyNotice {
  call_id: string;
  appointment_id: number;
  /** The patient's name, for the doctor's notice. */
  patient_name: string;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  /** A doctor is calling this patient: ring for 10 s. */
  receive_call: (call: IncomingCall) => void;
  /** A call changed state (accepted, declined, missed, ended). */
  call_status: (status: CallStatus) => void;
  /** The other party's offer, answer or ICE candidate. */
  call_signal: (message: CallSignalMessage) => void;
  /** To the doctor: the patient of a missed call is ready to be called again. */
  call_ready: (notice: CallReadyNotice) => void;
}

/** Events the browser sends; each answers through an acknowledgement. */
export interface ClientToServerEvents {
  /** A patient announces themselves, on every (re)connection. */
  patient_connection: (payload: PatientConnection, ack: (result: Acknowledgement) => void) => void;
  /** The patient accepts a ringing call. */
  call_accept: (payload: CallReference, ack: (result: Acknowledgement) => void) => void;
  /** The patient declines a ringing call (or closes the panel). */
  call_decline: (payload: CallReference, ack: (result: Acknowledgement) => void) => void;
  /** Either party relays signalling to the other. */
  call_signal: (message: CallSignalMessage, ack: (result: Acknowledgement) => void) => void;
  /** Either party ends the call. */
  call_hangup: (payload: CallReference, ack: (result: Acknowledgement) => void) => void;
}
