export { helplineDialogTitle, HelplineDialog } from './HelplineDialog';
export type { HelplineDialogProps, HelplineSubmitResult } from './HelplineDialog';
