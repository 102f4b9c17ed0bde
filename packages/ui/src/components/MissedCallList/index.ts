export { MissedCallList } from './MissedCallList';
export type { MissedCallItem } from './MissedCallList';
export type { MissedCallListProps } from './MissedCallList';
