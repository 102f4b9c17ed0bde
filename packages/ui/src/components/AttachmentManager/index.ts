export {
  ATTACHMENT_ACTION_FAILED_MESSAGE,
  ATTACHMENT_NONE_CHOSEN_MESSAGE,
  AttachmentManager,
} from './AttachmentManager';
export type { AttachmentItem, AttachmentManagerProps } from './AttachmentManager';
