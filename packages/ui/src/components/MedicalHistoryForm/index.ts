export {
  MEDICAL_HISTORY_FAILED_MESSAGE,
  MEDICAL_HISTORY_SAVED_MESSAGE,
  MedicalHistoryForm,
} from './MedicalHistoryForm';
export type { MedicalHistoryFormProps } from './MedicalHistoryForm';
