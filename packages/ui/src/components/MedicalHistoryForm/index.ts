export { MedicalHistoryForm } from './MedicalHistoryForm';
export type { MedicalHistoryFormProps } from './MedicalHistoryForm';
