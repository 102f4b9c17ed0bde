export { OpenSlots } from './OpenSlots';
export type { OpenSlotsDay, OpenSlotsProps } from './OpenSlots';
