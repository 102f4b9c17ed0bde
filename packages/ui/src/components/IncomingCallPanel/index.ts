export { IncomingCallPanel, RINGTONE_BLOCKED_MESSAGE } from './IncomingCallPanel';
export type { IncomingCall, IncomingCallEvent, IncomingCallPanelProps } from './IncomingCallPanel';
export { createWebAudioRingtone, ringtoneStatuses } from './IncomingCallPanelRingtone';
export type { Ringtone, RingtoneStatus, WebAudioRingtoneOptions } from './IncomingCallPanelRingtone';
