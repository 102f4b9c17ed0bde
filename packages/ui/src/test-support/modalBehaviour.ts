/**
 * The modal behaviour suite (STYLE.md: "every modal surface runs the same modal behaviour checks"). Call it
 * from a story's play function with a closed dialog and the button that opens it; it acts as a person would
 * and fails on the first broken promise of STYLE.md's Accessibility rule 1.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

export interface ModalBehaviourOptions {
  /** The story's canvas element. The native dialog sits in the top layer but stays in the DOM where React
   * rendered it, so it is found inside the canvas. */
  canvasElement: HTMLElement;
  /** Opens the dialog as a person would (usually a click on the trigger). Called several times. */
  openWith: () => Promise<void>;
  /** The element focus must return to on close: the trigger. */
  trigger: HTMLElement;
  /** The dialog's accessible name, which must come from its visible title. */
  dialogName: string;
  /** `alertdialog` for urgent dialogs. */
  role?: 'dialog' | 'alertdialog';
  /** The close button's accessible name. */
  closeButtonName?: string;
  /** Whether a click on the backdrop must close it (the default) or must leave it open. */
  dismissOnBackdrop?: boolean;
}

/** Opens, checks and closes the dialog in every way a person can; returns once it is closed again. */
export async function expectModalBehaviour({
  canvasElement,
  openWith,
  trigger,
  dialogName,
  role = 'dialog',
  closeButtonName = 'Close',
  dismissOnBackdrop = true,
}: ModalBehaviourOptions): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole(role, { name: dialogName })).toBeNull();

  // Opens as a modal, labelled by its title, with focus inside.
  const dialog = await open();
  await expect(dialog.matches(':modal') || dialog.getAttribute('aria-modal') === 'true').toBe(true);
  const titleId = dialog.getAttribute('aria-labelledby') ?? '';
  const title = titleId === '' ? null : document.getElementById(titleId);
  await expect(title).not.toBeNull();
  await expect(dialog).toContainElement(title);
  await expect(title).toHaveTextContent(dialogName);

  // Escape closes it, and focus is back on the trigger.
  await userEvent.keyboard('{Escape}');
  await expectClosed(dialog);

  // The browser's own close request (Escape handled natively, Android's back gesture) closes it too.
  await open();
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  await expectClosed(dialog);

  // The close button closes it.
  await open();
  await userEvent.click(within(dialog).getByRole('button', { name: closeButtonName }));
  await expectClosed(dialog);

  // A press on the dimmed page behind closes it, or leaves it open when the surface asks for that.
  await open();
  const box = dialog.getBoundingClientRect();
  const outside = backdropPoint(box);
  await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: outside });
  if (dismissOnBackdrop) {
    await expectClosed(dialog);
  } else {
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: closeButtonName }));
    await expectClosed(dialog);
  }

  // The browser's Back (a phone's back button) closes it and keeps the page, at the same address; Forward
  // does not open it again.
  await open();
  const address = window.location.href;
  await historyStep(() => {
    window.history.back();
  });
  await expectClosed(dialog);
  await expect(window.location.href).toBe(address);
  // Forward lands on the closed surface's entry, and is taken straight back to the page's.
  await historyStep(() => {
    window.history.forward();
  }, 2);
  await expect(window.location.href).toBe(address);
  await expect(dialog).not.toBeVisible();
  await expect(canvas.queryByRole(role, { name: dialogName })).toBeNull();

  async function open(): Promise<HTMLElement> {
    await openWith();
    const shown = await canvas.findByRole(role, { name: dialogName });
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement | null));
    return shown;
  }

  async function expectClosed(element: HTMLElement): Promise<void> {
    await waitFor(() => expect(element).not.toBeVisible());
    await waitFor(() => expect(trigger).toHaveFocus());
  }
}

interface NavigationHistory extends EventTarget {
  currentEntry: unknown;
}

/**
 * Runs `step` (a move through the history) and resolves once the history has changed entry `changes` times: a
 * step lands a while after `history.back()` returns, and the next one must not start before it.
 */
export async function historyStep(step: () => void, changes = 1): Promise<void> {
  const { navigation } = window as unknown as { navigation: NavigationHistory };
  const landed = new Promise<void>((resolve) => {
    let seen = 0;
    const onChange = () => {
      seen += 1;
      if (seen < changes) return;
      navigation.removeEventListener('currententrychange', onChange);
      resolve();
    };
    navigation.addEventListener('currententrychange', onChange);
  });
  step();
  await landed;
}

// A point on the backdrop, in the widest free band around the dialog (below a phone's top-anchored dialog,
// beside a drawer).
function backdropPoint(box: DOMRect): { clientX: number; clientY: number } {
  const bands = [
    {
      room: window.innerHeight - box.bottom,
      clientX: box.left + box.width / 2,
      clientY: (box.bottom + window.innerHeight) / 2,
    },
    { room: box.top, clientX: box.left + box.width / 2, clientY: box.top / 2 },
    {
      room: window.innerWidth - box.right,
      clientX: (box.right + window.innerWidth) / 2,
      clientY: box.top + box.height / 2,
    },
    { room: box.left, clientX: box.left / 2, clientY: box.top + box.height / 2 },
  ];
  const widest = bands.reduce((best, band) => (band.room > best.room ? band : best));
  if (widest.room < 8)
    throw new Error('The dialog covers the whole viewport: there is no backdrop to press.');
  return { clientX: widest.clientX, clientY: widest.clientY };
}
