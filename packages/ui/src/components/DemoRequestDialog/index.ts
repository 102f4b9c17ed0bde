export { DemoRequestDialog } from './DemoRequestDialog';
export type { DemoRequestDialogProps } from './DemoRequestDialog';
export { demoRequestFieldWordings } from './DemoRequestDialogForm';
