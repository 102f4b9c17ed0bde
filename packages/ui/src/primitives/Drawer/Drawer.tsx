import { useId, useRef, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { dataAttributes } from '../Button/Button';
import { firstTabbable, useModalDialog, useNeedsScrollFocus } from '../Dialog/DialogBehaviour';
import { useOpenState, type OpenChange } from '../Dialog/DialogOpenState';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { body, header, root } from './Drawer.css';
import { useMessages } from '../../i18n/I18nContext';

export interface DrawerProps {
  /** The title at the top ("Menu"); the drawer is labelled by it. */
  title: ReactNode;
  /** The content: usually the site's navigation links. */
  children: ReactNode;
  /**
   * Whether it is open (controlled). The caller owns the menu button, which should carry
   * `aria-expanded={open}` and `aria-controls` with this drawer's `id`.
   */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when Escape, the close button, a backdrop tap or a link asks it to close. */
  onOpenChange?: (change: OpenChange) => void;
  /** Whether following a link inside closes it (navigation, STYLE.md Accessibility 2). */
  closeOnNavigate?: boolean;
  /** Where focus goes when it closes; by default the element that had focus when it opened (the menu button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The accessible name of the close button, translated with the page. */
  closeLabel?: string;
  /** An id, so the menu button can point at it with `aria-controls`. */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
  /** Forwarded to the `<dialog>` element. */
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A side drawer for navigation on small screens: a modal `<dialog>` that slides in from the inline-start edge
 * (the right edge in right-to-left pages), with the same focus and closing behaviour as `Dialog`.
 */
export function Drawer({
  title,
  children,
  open: openProp,
  defaultOpen,
  onOpenChange,
  closeOnNavigate = true,
  returnFocusRef,
  closeLabel,
  id,
  data,
  ref,
}: DrawerProps) {
  const t = useMessages();
  const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange });
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
  };
  const bindings = useModalDialog({
    open,
    onDismiss: close,
    dismissOnBackdrop: true,
    returnFocusRef,
    forwardedRef: ref,
    initialFocus: () => firstTabbable(contentRef.current) ?? titleRef.current,
  });
  const bodyNeedsFocus = useNeedsScrollFocus(contentRef, open);

  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    // A followed link means the person has chosen where to go: the drawer gets out of the way.
    // Router links cancel the click to navigate without a reload: that is still navigation.
    if (!closeOnNavigate) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <dialog
      {...bindings}
      id={id}
      aria-labelledby={titleId}
      className={root}
      data-state={open ? 'open' : 'closed'}
      {...dataAttributes(data)}
    >
      <div className={header}>
        <Heading level={2} size="small" id={titleId} tabIndex={-1} ref={titleRef}>
          {title}
        </Heading>
        <IconButton label={closeLabel ?? t('Dialog.close')} icon="close" onClick={close} />
      </div>
      {/* The click handler only listens for links being followed; the links themselves are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={body}
        ref={contentRef}
        onClick={onContentClick}
        {...(bodyNeedsFocus ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {children}
      </div>
    </dialog>
  );
}
