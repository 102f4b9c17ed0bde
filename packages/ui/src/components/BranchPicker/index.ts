export { BranchPicker } from './BranchPicker';
export type { BranchPickerBranch, BranchPickerProps } from './BranchPicker';
