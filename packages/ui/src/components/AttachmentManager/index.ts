export { AttachmentManager } from './AttachmentManager';
export type { AttachmentItem, AttachmentManagerProps } from './AttachmentManager';
