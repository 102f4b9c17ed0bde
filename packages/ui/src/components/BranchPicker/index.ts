export { BRANCH_PICKER_MISSING_MESSAGE, BranchPicker } from './BranchPicker';
export type { BranchPickerBranch, BranchPickerProps } from './BranchPicker';
