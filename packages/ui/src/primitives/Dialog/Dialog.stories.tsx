import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectModalBehaviour, historyStep } from '../../test-support/modalBehaviour';
import { storyMessages } from '../../test-support/storyLocale';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, dialogInitialFocus, dialogRoles, dialogSizes, type DialogProps } from './Dialog';

/** The caller owns the trigger and the open state, as the site does. */
function DialogWithTrigger({
  triggerLabel = 'Open the dialog',
  ...props
}: DialogProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button
        variant="outline"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
      >
        {triggerLabel}
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          props.onOpenChange?.(change);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Opening hours',
    description: 'When our clinics and helpline are open.',
    children: <Text>Monday to Saturday, 9 am to 6 pm. Closed on public holidays.</Text>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
    initialFocus: { control: 'inline-radio', options: dialogInitialFocus },
  },
  render: (args) => <DialogWithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Open the dialog' });

/** Opens, closes with Escape, the browser's close request, the close button and the backdrop. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const button = trigger(canvasElement);
    await expectModalBehaviour({
      canvasElement,
      trigger: button,
      openWith: () => userEvent.click(button),
      dialogName: 'Opening hours',
      closeButtonName: t('Dialog.close'),
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(args.onOpenChange).not.toHaveBeenCalledWith({ open: true });
  },
};

/**
 * The browser's Back (a phone's back button) closes the dialog and keeps the page: the same address, what was
 * typed on the page and in the dialog still there. Forward does not open it again.
 */
export const BackClosesIt: Story = {
  args: {
    title: 'Your city',
    description: undefined,
    children: (
      <label>
        City <input name="city" autoComplete="address-level2" />
      </label>
    ),
  },
  render: (args) => (
    <>
      <label>
        Note <input name="note" />
      </label>
      <DialogWithTrigger {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const address = window.location.href;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Call after 5');
    await userEvent.click(trigger(canvasElement));
    const dialog = await canvas.findByRole('dialog', { name: 'Your city' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Lahore');

    await historyStep(() => {
      window.history.back();
    });
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(window.location.href).toBe(address);
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Call after 5');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());

    await historyStep(() => {
      window.history.forward();
    }, 2);
    await expect(dialog).not.toBeVisible();
    await expect(window.location.href).toBe(address);

    // Opened again, it still holds what was typed.
    await userEvent.click(trigger(canvasElement));
    await expect(await canvas.findByRole('textbox', { name: 'City' })).toHaveValue('Lahore');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** Open, with a description read with the title and the page behind locked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Opening hours' });
    await expect(dialog).toHaveAccessibleDescription('When our clinics and helpline are open.');
    await expect(dialog.matches(':modal')).toBe(true);
    // The page behind does not scroll while a dialog is open.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // With no field inside, focus lands on the title rather than on the close button.
    await expect(canvas.getByRole('heading', { name: 'Opening hours' })).toHaveFocus();
  },
};

/** A form: focus starts in the first field, and the footer holds the actions. */
export const WithFormAndFooter: Story = {
  args: {
    defaultOpen: true,
    title: 'Your city',
    description: undefined,
    children: (
      <label>
        City <input name="city" autoComplete="address-level2" />
      </label>
    ),
    footer: <Button>Save</Button>,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Your city' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** `initialFocus="title"` starts on the title even when there are controls below it. */
export const FocusOnTitle: Story = {
  args: { defaultOpen: true, initialFocus: 'title', footer: <Button>OK</Button> },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await canvas.findByRole('dialog', { name: 'Opening hours' });
    await expect(canvas.getByRole('heading', { name: 'Opening hours' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('Dialog.close') })).toHaveFocus();
  },
};

/** `initialFocus="footer"` starts on the footer's first action (a notice's OK), past links in the text. */
export const FocusOnFooter: Story = {
  args: {
    defaultOpen: true,
    initialFocus: 'footer',
    children: (
      <Text>
        See the <a href="#hours">full timetable</a>.
      </Text>
    ),
    footer: <Button>OK</Button>,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Opening hours' });
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** An alert dialog, and one the backdrop does not close (a form that would lose what was typed). */
export const AlertWithoutBackdropDismiss: Story = {
  args: { role: 'alertdialog', dismissOnBackdrop: false, title: 'Leave the call?' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const button = trigger(canvasElement);
    await expectModalBehaviour({
      canvasElement,
      trigger: button,
      openWith: () => userEvent.click(button),
      dialogName: 'Leave the call?',
      closeButtonName: t('Dialog.close'),
      role: 'alertdialog',
      dismissOnBackdrop: false,
    });
  },
};

/** Controlled by a caller that keeps it open: the dialog only asks, the caller decides. */
export const ControlledStaysOpen: Story = {
  args: { open: true },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await canvas.findByRole('dialog', { name: 'Opening hours' });
    await userEvent.click(canvas.getByRole('button', { name: t('Dialog.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(dialog).toBeVisible();
  },
};

/** Focus returns to `returnFocusRef` when the element that opened it is gone (a menu item). */
export const ReturnFocusElsewhere: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const menuButton = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button ref={menuButton}>Account</Button>
        {open ? null : (
          <Button
            onClick={() => {
              setOpen(true);
            }}
          >
            Opening hours
          </Button>
        )}
        <Dialog
          {...args}
          open={open}
          returnFocusRef={menuButton}
          onOpenChange={(change) => {
            setOpen(change.open);
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opening hours' }));
    await canvas.findByRole('dialog', { name: 'Opening hours' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Account' })).toHaveFocus());
  },
};

/** A long body scrolls inside the dialog; the title and close button stay in view. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'small',
    children: Array.from({ length: 30 }, (_, index) => (
      <Text key={index}>Line {index + 1} of the clinic&apos;s visiting rules for patients and families.</Text>
    )),
    footer: <Button>OK</Button>,
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const dialog = await canvas.findByRole('dialog', { name: 'Opening hours' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    // The scrolling body becomes a named, focusable region, so keyboard users can scroll it.
    await expect(canvas.getByRole('region', { name: 'Opening hours' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: t('Dialog.close') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

/** Below the tablet breakpoint the dialog takes the full width. */
export const Phone360: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Opening hours' });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
  },
};

/** In Urdu: the close button is "بند کریں" and sits at the inline end, which is the left edge. */
export const Urdu: Story = {
  args: { defaultOpen: true, title: 'اوقات کار', description: 'ہمارے کلینک اور ہیلپ لائن کب کھلے ہیں۔' },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'اوقات کار' });
    const close = canvas.getByRole('button', { name: 'بند کریں' }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { name: 'اوقات کار' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(title.left + 1);
  },
};
