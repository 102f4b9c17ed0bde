export { Field, joinIds } from './Field';
export type { FieldControlProps, FieldFrameProps, FieldProps } from './Field';
export { useControllableState } from './useControllableState';
