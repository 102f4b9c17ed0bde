export { HELPLINE_DIALOG_TITLE, HelplineDialog } from './HelplineDialog';
export type { HelplineDialogProps, HelplineSubmitResult } from './HelplineDialog';
