import { useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { dataAttributes } from '../Button/Button';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { Text } from '../Text';
import {
  body,
  footer as footerClass,
  header,
  root,
  title as titleClass,
  type DialogVariants,
} from './Dialog.css';
import { firstTabbable, useModalDialog, useNeedsScrollFocus } from './DialogBehaviour';
import { useOpenState, type OpenChange } from './DialogOpenState';
import { useMessages } from '../../i18n/I18nContext';

/** Dialog widths from the tablet breakpoint up; on phones every dialog takes the full width. */
export const dialogSizes = ['small', 'medium'] as const;
/** `alertdialog` for urgent messages that interrupt (an incoming call); `dialog` otherwise. */
export const dialogRoles = ['dialog', 'alertdialog'] as const;
/** Where focus lands when the dialog opens. */
export const dialogInitialFocus = ['content', 'title', 'footer'] as const;

export interface DialogProps {
  /** The title, shown as the dialog's heading; the dialog is labelled by it (`aria-labelledby`). */
  title: ReactNode;
  /** A sentence under the title saying what the dialog is for; it describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The content: a form, a message. */
  children?: ReactNode;
  /** Actions along the bottom edge (OK, Cancel), in reading order. */
  footer?: ReactNode;
  /** Whether it is open (controlled). The caller owns the trigger button and this state. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when Escape, the close button or a backdrop click asks it to close. */
  onOpenChange?: (change: OpenChange) => void;
  /** Whether a click on the dimmed page behind closes it. */
  dismissOnBackdrop?: boolean;
  /**
   * `content` (default) focuses the first field or button inside; `footer` the first action of the footer
   * (a notice's OK); `title` the title, for dialogs whose first control would be a risky place to start (an
   * incoming call's Accept) or that are mostly text.
   */
  initialFocus?: (typeof dialogInitialFocus)[number];
  /** Where focus goes when it closes; by default the element that had focus when it opened (the trigger). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for urgent interruptions, which screen readers announce at once. */
  role?: (typeof dialogRoles)[number];
  /** Width from the tablet breakpoint up. */
  size?: DialogVariants['size'];
  /** The accessible name of the close button, translated with the page. */
  closeLabel?: string;
  /** An id, so a trigger can point at it with `aria-controls`. */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
  /** Forwarded to the `<dialog>` element. */
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the page behind is inert and does not scroll,
 * focus moves in on open and returns on close, and Escape, the close button and a backdrop click close it.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open: openProp,
  defaultOpen,
  onOpenChange,
  dismissOnBackdrop = true,
  initialFocus = 'content',
  returnFocusRef,
  role,
  size,
  closeLabel,
  id,
  data,
  ref,
}: DialogProps) {
  const t = useMessages();
  const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange });
  const titleId = useId();
  const descriptionId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
  };
  const bindings = useModalDialog({
    open,
    onDismiss: close,
    dismissOnBackdrop,
    returnFocusRef,
    forwardedRef: ref,
    initialFocus: () => {
      if (initialFocus === 'title') return titleRef.current;
      const [first, second] =
        initialFocus === 'footer'
          ? [footerRef.current, contentRef.current]
          : [contentRef.current, footerRef.current];
      return firstTabbable(first) ?? firstTabbable(second) ?? titleRef.current;
    },
  });

  const bodyNeedsFocus = useNeedsScrollFocus(contentRef, open);

  return (
    <dialog
      {...bindings}
      id={id}
      // <dialog> already has the dialog role; only the alert variant needs saying.
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      className={root({ size })}
      data-state={open ? 'open' : 'closed'}
      {...dataAttributes(data)}
    >
      <div className={header}>
        <div className={titleClass}>
          <Heading level={2} size="small" id={titleId} tabIndex={-1} ref={titleRef}>
            {title}
          </Heading>
        </div>
        <IconButton label={closeLabel ?? t('Dialog.close')} icon="close" onClick={close} />
      </div>
      <div
        className={body}
        ref={contentRef}
        // Long content scrolls here; with nothing focusable inside it becomes a focusable, named region, so
        // keyboard users can scroll it with the arrow keys.
        {...(bodyNeedsFocus ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {description === undefined ? null : (
          <Text id={descriptionId} tone="muted">
            {description}
          </Text>
        )}
        {children}
      </div>
      {footer === undefined ? null : (
        <div className={footerClass} ref={footerRef}>
          {footer}
        </div>
      )}
    </dialog>
  );
}
