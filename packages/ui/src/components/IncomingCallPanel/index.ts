export { IncomingCallPanel } from './IncomingCallPanel';
export type { IncomingCall, IncomingCallEvent, IncomingCallPanelProps } from './IncomingCallPanel';
export { createWebAudioRingtone, ringtoneStatuses } from './IncomingCallPanelRingtone';
export type { Ringtone, RingtoneStatus, WebAudioRingtoneOptions } from './IncomingCallPanelRingtone';
