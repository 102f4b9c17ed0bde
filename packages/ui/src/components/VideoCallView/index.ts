export { VideoCallView } from './VideoCallView';
export { videoCallStatuses } from './VideoCallViewStatus';
export type { VideoCallAudioOnlyChange, VideoCallViewProps } from './VideoCallView';
export type { VideoCallStatus } from './VideoCallViewStatus';
export { formatCallDuration } from './VideoCallViewDuration';
