export { LabList } from './LabList';
export type { LabListEntry } from './LabList';
export type { LabListProps } from './LabList';
