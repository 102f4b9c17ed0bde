export { HELPLINE_DIALOG_TITLE, HelplineDialog } from './HelplineDialog';
export type { HelplineDialogProps } from './HelplineDialog';
