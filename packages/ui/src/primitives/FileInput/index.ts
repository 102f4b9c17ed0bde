export { attachmentRefusalMessage, FileInput, formatFileSize } from './FileInput';
export type { FileInputProps } from './FileInput';
