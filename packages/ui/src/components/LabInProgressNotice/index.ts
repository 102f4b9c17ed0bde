export { LabInProgressNotice } from './LabInProgressNotice';
export type { LabInProgressNoticeProps } from './LabInProgressNotice';
