import { useCallback, useState } from 'react';

/** What `onOpenChange` receives: the state the component asks to move to. */
export interface OpenChange {
  /** Whether it should now be open. */
  open: boolean;
}

/** The open-state props every overlay takes, usable controlled (`open`) or not (`defaultOpen`). */
export interface OpenStateProps {
  /** Whether it is open (controlled); leave out to let the component keep its own state. */
  open?: boolean | undefined;
  /** Whether it starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Called when the component asks to open or close (Escape, the close button, a backdrop click). */
  onOpenChange?: ((change: OpenChange) => void) | undefined;
}

/**
 * The open state of an overlay, controlled or not (Radix's pattern): with `open` given the caller owns the
 * state and only hears requests; without it the component keeps its own, starting at `defaultOpen`.
 */
export function useOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: OpenStateProps): readonly [boolean, (next: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.({ open: next });
    },
    [controlled, onOpenChange],
  );
  return [controlled ? open : ownOpen, setOpen] as const;
}
