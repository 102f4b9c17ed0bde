// Keyboard-only helpers for the browser suite: move with Tab and check, at every stop, that a sighted keyboard user
// can see where they are (WCAG 2.4.7 focus visible, 2.4.11 focus not obscured) and that focus never slips behind
// an open modal dialog. They act through `page.keyboard` only: no mouse, no `.click()`, no `.fill()`.
import type { Locator, Page } from 'playwright';

/** Where focus is and what a person can see of it, as measured in the page. */
export interface FocusState {
  /** The focused element, for messages: tag, id, role and accessible-ish name. */
  element: string;
  /** Something other than the page itself has focus. */
  focused: boolean;
  /** Some of it lies inside the viewport. */
  inViewport: boolean;
  /** What hides all of its visible part, when something does (a sticky header, a toast, another layer). */
  obscuredBy: string | null;
  /** It matches `:focus-visible` and draws a ring: an outline (its own or its ::after layer's) or a box shadow. */
  indicator: string | null;
  /** `none` without an open modal dialog; else whether focus is inside it. */
  dialog: 'none' | 'inside' | 'outside';
}

/** Measures the focused element in the page (runs in the browser). */
function measureFocus(): FocusState {
  const describe = (node: Element | null): string => {
    if (!node) return 'nothing';
    const label =
      node.getAttribute('aria-label') ??
      (node instanceof HTMLInputElement || node instanceof HTMLSelectElement
        ? Array.from(node.labels ?? [], (label) => label.textContent).join(' ') || node.name
        : node.textContent);
    const role = node.getAttribute('role');
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${role ? ` role=${role}` : ''}> "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const active = document.activeElement;
  const modals = [...document.querySelectorAll('dialog[open]')].filter((dialog) => dialog.matches(':modal'));
  const dialog =
    modals.length === 0 ? 'none' : modals.some((modal) => modal.contains(active)) ? 'inside' : 'outside';
  if (!(active instanceof HTMLElement) || active === document.body) {
    return {
      element: describe(active),
      focused: false,
      inViewport: false,
      obscuredBy: null,
      indicator: null,
      dialog,
    };
  }
  // A visually hidden input (a styled radio) is seen through its label.
  const own = active.getBoundingClientRect();
  const label =
    active instanceof HTMLInputElement && own.width * own.height <= 1 ? (active.labels?.[0] ?? null) : null;
  const shown = label ?? active;
  const box = shown.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const inViewport = right - left > 0 && bottom - top > 0;
  // Entirely hidden (WCAG 2.4.11) when no point of a 3 × 3 grid over its visible part reaches it.
  let obscuredBy: string | null = null;
  if (inViewport) {
    const hits = [0.2, 0.5, 0.8].flatMap((x) =>
      [0.2, 0.5, 0.8].map((y) =>
        document.elementFromPoint(left + (right - left) * x, top + (bottom - top) * y),
      ),
    );
    const reached = hits.some(
      (hit) =>
        hit !== null && (shown.contains(hit) || hit.contains(shown) || active.contains(hit) || hit === label),
    );
    if (!reached) obscuredBy = describe(hits[4] ?? null);
  }
  const ring = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    style.outlineColor !== 'rgba(0, 0, 0, 0)'
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : style.boxShadow !== 'none'
        ? `box-shadow ${style.boxShadow}`
        : null;
  const indicator = active.matches(':focus-visible')
    ? (ring(getComputedStyle(active)) ??
      ring(getComputedStyle(active, '::after')) ??
      (label ? ring(getComputedStyle(label)) : null))
    : null;
  return { element: describe(active), focused: true, inViewport, obscuredBy, indicator, dialog };
}

let checkedStops = 0;

/** How many focus stops {@link expectFocusVisible} has checked so far in this file. */
export function focusStopsChecked(): number {
  return checkedStops;
}

/** What is focused and how it shows. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(measureFocus);
}

/**
 * Waits for the finite transitions and animations that move the focused element (its own, or an ancestor's such
 * as a drawer sliding in) to end, so the check sees where focus comes to rest, not a frame of the way there.
 */
function focusAtRest(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const moving: Animation[] = [];
    for (let node = document.activeElement; node; node = node.parentElement)
      moving.push(...node.getAnimations());
    await Promise.all(
      moving
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Throws unless something is focused, on screen, not covered, drawing a focus ring, and inside the open modal
 * dialog when there is one, once what moves it has come to rest. Answers the focused element's description (for
 * the test's log).
 */
export async function expectFocusVisible(page: Page, step: string): Promise<string> {
  await focusAtRest(page);
  const state = await focusState(page);
  checkedStops += 1;
  const faults = [
    state.focused ? null : 'nothing is focused (focus fell to the page)',
    state.focused && !state.inViewport ? 'it is outside the viewport' : null,
    state.obscuredBy === null ? null : `it is covered by ${state.obscuredBy}`,
    state.focused && state.indicator === null ? 'it shows no focus ring' : null,
    state.dialog === 'outside' ? 'a modal dialog is open but focus is behind it' : null,
  ].filter((fault) => fault !== null);
  if (faults.length > 0) throw new Error(`${step}: focus on ${state.element}: ${faults.join('; ')}`);
  return state.element;
}

/** Whether `target` holds focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses `key` and checks focus is still visible (and inside an open dialog) afterwards. */
export async function press(page: Page, key: string, step = key): Promise<string> {
  await page.keyboard.press(key);
  return expectFocusVisible(page, step);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` is focused, checking focus at every stop; fails after
 * `max` presses. Answers how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  await target.waitFor();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    visited.push(await press(page, key, `${key} #${String(presses)} towards ${target.toString()}`));
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${target.toString()} was not reached in ${String(max)} presses of ${key}: ${visited.join(', ')}`,
  );
}

/** Tabs to a field, types `text` into it and checks focus stayed visible. */
export async function typeInto(page: Page, field: Locator, text: string, max?: number): Promise<void> {
  await tabTo(page, field, max === undefined ? {} : { max });
  await page.keyboard.type(text);
  await expectFocusVisible(page, `typing into ${field.toString()}`);
}

/**
 * Waits (up to 5 s) for focus to be on `target` (or, with `within`, inside it), as a dialog or a menu places it
 * a frame after it opens, then checks it shows.
 */
export async function waitForFocus(
  page: Page,
  target: Locator,
  step: string,
  { within = false }: { within?: boolean } = {},
): Promise<string> {
  const element = await target.elementHandle();
  try {
    await page.waitForFunction(
      ([candidate, inside]) =>
        inside ? candidate.contains(document.activeElement) : candidate === document.activeElement,
      [element, within] as const,
      { timeout: 5_000 },
    );
  } catch {
    throw new Error(
      `${step}: focus never reached ${target.toString()}; it is on ${(await focusState(page)).element}`,
    );
  } finally {
    await element.dispose();
  }
  return expectFocusVisible(page, step);
}
