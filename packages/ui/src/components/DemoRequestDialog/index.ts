export { DemoRequestDialog } from './DemoRequestDialog';
export type { DemoRequestDialogProps } from './DemoRequestDialog';
