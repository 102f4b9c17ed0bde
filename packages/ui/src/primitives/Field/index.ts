export { Field, joinIds } from './Field';
export type { FieldControlProps, FieldFrameProps, FieldProps } from './Field';
export { useControllableState } from './useControllableState';
export { fieldProblemMessage, refusalAlert, serverFieldErrors } from './serverFieldErrors';
export type { FieldWording, FieldWordings, ServerFieldErrors } from './serverFieldErrors';
