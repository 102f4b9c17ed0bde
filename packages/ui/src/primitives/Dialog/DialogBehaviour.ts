import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
  type RefCallback,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useModalHistoryEntry } from '../../internal/modalHistoryHooks';

/** Elements a person can Tab to, for choosing where focus lands when a modal opens. */
const TABBABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
]
  .map((selector) => `${selector}:not([tabindex="-1"]):not(:disabled)`)
  .join(', ');

/** The first element inside `container` that a person could Tab to, or `null`. */
export function firstTabbable(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    // Rendered (not display: none) and not hidden; checkVisibility() would do, but Safari before 17.4 lacks it.
    if (element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      return element;
  }
  return null;
}

export interface ModalDialogOptions {
  /** Whether the dialog should be showing. */
  open: boolean;
  /** Asks the owner to close (Escape, a backdrop click, the browser closing it, the browser's Back). */
  onDismiss: () => void;
  /** Whether a click on the dimmed page behind closes it. */
  dismissOnBackdrop: boolean;
  /** Where focus goes once it is showing; the dialog itself when this returns `null`. */
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null;
  /** Where focus goes when it closes; the element focused before it opened when not given. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** The caller's own ref to the `<dialog>`, merged in. */
  forwardedRef?: Ref<HTMLDialogElement> | undefined;
}

/** What the `<dialog>` element needs: spread it on the element. */
export interface ModalDialogBindings {
  ref: RefCallback<HTMLDialogElement>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The behaviour every modal surface shares, on the native `<dialog>` (STYLE.md, Accessibility 1):
 * `showModal()` makes the page behind inert and puts the dialog in the top layer; focus moves in on open and
 * back where it was on close; Escape (the native `cancel` event) and a backdrop click ask the owner to close,
 * so the owner's state stays the one truth. While it is open it has an entry in the browser's history, so a
 * phone's Back asks the owner to close too, instead of leaving the page (and what was typed on it).
 */
export function useModalDialog({
  open,
  onDismiss,
  dismissOnBackdrop,
  initialFocus,
  returnFocusRef,
  forwardedRef,
}: ModalDialogOptions): ModalDialogBindings {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const latestInitialFocus = useLatest(initialFocus);
  const latestReturnFocusRef = useLatest(returnFocusRef);
  const focusTarget = () => latestReturnFocusRef.current?.current ?? null;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = focusTarget() ?? document.activeElement;
    if (!dialog.open) dialog.showModal();
    (latestInitialFocus.current(dialog) ?? dialog).focus();
    return () => {
      // Runs on close and on unmount while open. close() also restores focus in Chromium, but not in every
      // engine, and not when the dialog is removed from the page, so focus is put back explicitly.
      if (dialog.open) dialog.close();
      const target = focusTarget() ?? previous;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    // The latest callbacks are read through refs: the dialog opens and closes only when `open` changes.
  }, [open]);
  // The phone's Back closes it and keeps the page, instead of leaving the page.
  useModalHistoryEntry(open, onDismiss);

  const setRef = useCallback<RefCallback<HTMLDialogElement>>(
    (element) => {
      ref.current = element;
      if (typeof forwardedRef === 'function') return forwardedRef(element);
      if (forwardedRef) forwardedRef.current = element;
      return undefined;
    },
    [forwardedRef],
  );

  return {
    ref: setRef,
    onCancel: (event) => {
      // Escape: the owner decides. Browsers may skip this event's cancelability after repeated presses;
      // onClose below then keeps the owner in step.
      event.preventDefault();
      onDismiss();
    },
    onClose: (event) => {
      // The close event arrives a task after close(); by then the dialog may have been shown again (a new
      // incoming call), and that stale event must not close the new one.
      if (open && !event.currentTarget.open) onDismiss();
    },
    onKeyDown: (event) => {
      // Escape is handled here first, so a control inside that uses Escape itself (a menu, a list of
      // suggestions) can claim it with preventDefault. Handling it cancels the browser's own close request,
      // so the owner hears one request, not two.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onDismiss();
    },
    onPointerDown: (event) => {
      pressStartedOnBackdrop.current = isOnBackdrop(event);
    },
    onClick: (event) => {
      // Only a press that starts and ends on the backdrop closes: selecting text inside and releasing
      // outside must not throw away what was typed.
      const onBackdrop = pressStartedOnBackdrop.current && isOnBackdrop(event);
      pressStartedOnBackdrop.current = false;
      if (dismissOnBackdrop && onBackdrop) onDismiss();
    },
  };
}

// Clicks on ::backdrop are dispatched to the <dialog> itself; a click whose target is the dialog and whose
// point lies outside its box is on the backdrop.
function isOnBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Whether a scrolling area needs to be a tab stop itself: it scrolls (its content is taller than it) and
 * holds nothing focusable, so keyboard users could not otherwise scroll it (WCAG 2.1.1).
 */
export function useNeedsScrollFocus(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [needsFocus, setNeedsFocus] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const measure = () => {
      setNeedsFocus(element.scrollHeight > element.clientHeight + 1 && firstTabbable(element) === null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [ref, active]);
  return needsFocus;
}

/**
 * A ref that always holds the latest value, for effects that must read current props without re-running
 * (React 19.2's useEffectEvent does this, but the package supports every React 19).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
