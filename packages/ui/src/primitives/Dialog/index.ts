export { Dialog, dialogInitialFocus, dialogRoles, dialogSizes } from './Dialog';
export type { DialogProps } from './Dialog';
export type { OpenChange, OpenStateProps } from './DialogOpenState';
