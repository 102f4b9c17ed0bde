import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { Button } from '../Button/Button';
import type { ButtonVariants } from '../Button/Button.css';
import { useOpenState, type OpenChange } from '../Dialog/DialogOpenState';
import { NewTabNote } from '../Link/Link';
import { chevron, item as itemClass, list, root, type MenuItemVariants } from './Menu.css';

/** Meanings of a menu action: `critical` for actions that end something (signing out). */
export const menuItemTones = ['neutral', 'critical'] as const;

/** A link in the menu: choosing it navigates. */
export interface MenuLinkItem {
  /** The text. */
  label: string;
  /** Where it goes: a path inside the site (through the provider's link) or a full URL. */
  href: string;
  /** Another site: opens in a new tab without opener access, and says so to screen readers. */
  external?: boolean;
  /** Marks the link to the page being shown (`aria-current="page"`). */
  current?: boolean;
}

/** An action in the menu ("Sign out"). */
export interface MenuActionItem {
  /** The text: a verb phrase. */
  label: string;
  /** Called when chosen; the menu closes and focus goes back to its button. */
  onSelect: () => void;
  /** `critical` for actions that end something (signing out). */
  tone?: MenuItemVariants['tone'];
}

/** One entry of a menu: a link or an action. */
export type MenuItem = MenuLinkItem | MenuActionItem;

export interface MenuProps {
  /** The button's content: its text names the menu ("Login", or the person's name beside their avatar). */
  label: ReactNode;
  /** The entries, in order. */
  items: readonly MenuItem[];
  /** An icon before the label. */
  icon?: IconName;
  /** Prominence of the button. */
  variant?: ButtonVariants['variant'];
  /** Meaning of the button. */
  tone?: ButtonVariants['tone'];
  /** Size of the button. */
  size?: ButtonVariants['size'];
  /** Whether the list is showing (controlled). */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (change: OpenChange) => void;
  /** The id of the list, which the button points at with `aria-controls`; made with `useId` when omitted. */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the button. */
  data?: Record<string, string>;
}

/**
 * A menu button in the disclosure pattern (the NHS header's): a button with `aria-expanded` shows a list of
 * links and actions below it, aligned with its inline-end edge. Escape, a press outside, tabbing away and
 * choosing an entry close it; the arrow keys, Home and End move between entries.
 *
 * The list is a native popover that the button opens by itself (`popovertarget`), so a prerendered menu opens at
 * the first press, before its script has loaded or without it; the browser closes it on Escape and on a press
 * outside. The component follows the browser's state (`toggle`) and adds the rest once it has hydrated.
 */
export function Menu({
  label,
  items,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size,
  open: openProp,
  defaultOpen,
  onOpenChange,
  id,
  data,
}: MenuProps) {
  const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange });
  const generatedId = useId();
  const listId = id ?? generatedId;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const entries = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
  const closeAndReturn = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // The browser's popover and the state agree: a list opened natively before hydration is adopted as open; after
  // that, the state opens and closes it (a controlled `open`, the arrow keys, choosing an entry).
  const adopted = useRef(false);
  // Set while the browser opens or closes the list by itself (from `beforetoggle`, below): the state follows it,
  // and the effect must leave the list to the browser, which is still in the middle of showing or hiding it.
  const browserToggling = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const shown = list.matches(':popover-open');
    if (!adopted.current) {
      adopted.current = true;
      if (shown && !open) {
        setOpen(true);
        return;
      }
    }
    const byBrowser = browserToggling.current === open;
    browserToggling.current = null;
    if (byBrowser) return;
    if (open && !shown) list.showPopover();
    else if (!open && shown) list.hidePopover();
  }, [open, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const menu = rootRef.current;
      if (!menu || event.composedPath().includes(menu)) return;
      // A press elsewhere closes the menu and leaves focus where the person pressed. When focus is inside,
      // the blur that follows closes it instead (so the owner hears one request); this catches presses when
      // focus is elsewhere (Safari does not focus buttons on click).
      if (!menu.contains(document.activeElement)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  // The browser opening or closing the list by itself (its button's press, a press elsewhere): the state follows
  // from `beforetoggle`, which comes with the press, not from `toggle`, a task later, which a key pressed straight
  // after the press (or a screen reader reading the button) would come before.
  const onBeforeToggle = (event: ToggleEvent<HTMLUListElement>) => {
    const shown = event.newState === 'open';
    if (shown === open) return;
    browserToggling.current = shown;
    setOpen(shown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!open) return;
      // Claimed, so a dialog or drawer around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      closeAndReturn();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const all = entries();
    const onTrigger = event.target === triggerRef.current;
    if (onTrigger && (event.key === 'Home' || event.key === 'End')) return;
    event.preventDefault();
    if (onTrigger) {
      // Down and Up on the button open the menu at its first or last entry.
      if (!open) setOpen(true);
      requestAnimationFrame(() => {
        const targets = entries();
        (event.key === 'ArrowUp' ? targets.at(-1) : targets[0])?.focus();
      });
      return;
    }
    const index = all.indexOf(event.target as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? all.length - 1
          : (index + (event.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
    all[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing (or otherwise moving focus) out of the button and its list closes it.
    const to = event.relatedTarget;
    if (open && (!(to instanceof Node) || !event.currentTarget.contains(to))) setOpen(false);
  };

  return (
    // The handlers catch keys and focus moves bubbling from the button and the entries inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={root} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={triggerRef}
        variant={variant}
        tone={tone}
        size={size}
        aria-expanded={open}
        aria-controls={listId}
        popoverTarget={listId}
        {...(icon ? { icon } : {})}
        {...(data ? { data } : {})}
      >
        {label}
        <span className={chevron}>
          <Icon name="chevronDown" />
        </span>
      </Button>
      <ul id={listId} ref={listRef} className={list} popover="auto" onBeforeToggle={onBeforeToggle}>
        {items.map((entry) => (
          <li key={entry.label}>
            <MenuEntry entry={entry} onChosen={closeAndReturn} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuEntry({ entry, onChosen }: { entry: MenuItem; onChosen: () => void }) {
  if ('onSelect' in entry) {
    return (
      <button
        type="button"
        className={itemClass({ tone: entry.tone })}
        onClick={() => {
          entry.onSelect();
          onChosen();
        }}
      >
        {entry.label}
      </button>
    );
  }
  if (entry.external) {
    return (
      <a
        href={entry.href}
        className={itemClass()}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onChosen}
      >
        {entry.label}
        <NewTabNote spaced />
      </a>
    );
  }
  return (
    <ProvidedLink
      href={entry.href}
      className={itemClass()}
      aria-current={entry.current ? 'page' : undefined}
      onClick={onChosen}
    >
      {entry.label}
    </ProvidedLink>
  );
}
