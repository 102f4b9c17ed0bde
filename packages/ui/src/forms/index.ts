export { firstFieldInError, keptErrors, readFormRefusal } from './formErrors';
export type { FieldErrors, FormCheck, FormRefusal, ShownErrors } from './formErrors';
export { useFormState } from './useFormState';
export type { FormField, FormFieldElement, FormState, FormStateOptions } from './useFormState';
