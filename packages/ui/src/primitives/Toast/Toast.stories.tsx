import {
  DEMO_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_SEND_FAILED_MESSAGE,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Button } from '../Button';
import { toastTones, type ToastData } from './Toast';
import { Toaster } from './Toaster';
import { ToastProvider, useToast } from './ToastProvider';
import { storyMessages } from '../../test-support/storyLocale';

const examples: readonly ToastData[] = [
  {
    id: 'positive',
    tone: 'positive',
    title: DEMO_REQUEST_RECEIVED_MESSAGE,
    message: 'We will contact you soon.',
  },
  { id: 'info', tone: 'info', message: 'Your appointment starts in 15 minutes.' },
  { id: 'critical', tone: 'critical', message: HELPLINE_SEND_FAILED_MESSAGE },
];

// Stories never wait on the auto-dismiss timer (Toast.test.tsx checks it with fake timers): toasts here stay.
const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  args: { toasts: examples.map((toast) => ({ ...toast, duration: null })), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone; critical toasts go to the alert region, the others to the polite status region. */
export const AllTones: Story = {
  play: async ({ canvas, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    const status = canvas.getByRole('status');
    const alert = canvas.getByRole('alert');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(within(status).getByText(DEMO_REQUEST_RECEIVED_MESSAGE)).toBeVisible();
    await expect(within(alert).getByText(HELPLINE_SEND_FAILED_MESSAGE)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: closeLabel })).toHaveLength(toastTones.length);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, args, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    const [first] = canvas.getAllByRole('button', { name: closeLabel });
    if (first) await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith({ id: 'positive' });
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    // Keyboard users reach a toast's close button with Tab; Escape there closes that toast.
    const buttons = canvas.getAllByRole('button', { name: closeLabel });
    buttons[1]?.focus();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith({ id: examples[1]?.id });
  },
};

function Demo() {
  const toast = useToast();
  return (
    <Inline gap="small">
      <Button
        onClick={() => {
          toast.show({ tone: 'positive', message: HELPLINE_REQUEST_RECEIVED_MESSAGE, duration: null });
        }}
      >
        Call me back
      </Button>
      <Button
        tone="critical"
        variant="outline"
        onClick={() => {
          toast.show({ tone: 'critical', message: HELPLINE_SEND_FAILED_MESSAGE });
        }}
      >
        Fail
      </Button>
    </Inline>
  );
}

/** `useToast()` inside a `ToastProvider`: the provider keeps the list and renders the toaster. */
export const WithHook: Story = {
  render: () => (
    <ToastProvider>
      <div style={{ padding: '1rem' }}>
        <Demo />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }));
    await waitFor(() => expect(status).toHaveTextContent(HELPLINE_REQUEST_RECEIVED_MESSAGE));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(HELPLINE_SEND_FAILED_MESSAGE);
    await userEvent.click(within(status).getByRole('button', { name: closeLabel }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

/** A controlled list: the caller removes a toast when it is dismissed. */
export const Controlled: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<readonly ToastData[]>([
      { id: 'a', tone: 'info', message: 'Your report is ready.', duration: null },
    ]);
    return (
      <Toaster
        toasts={toasts}
        onDismiss={({ id }) => {
          setToasts((current) => current.filter((toast) => toast.id !== id));
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    await userEvent.click(canvas.getByRole('button', { name: closeLabel }));
    await expect(canvas.queryByText('Your report is ready.')).toBeNull();
  },
};

/** Focus can reach the close button from the keyboard. */
export const Keyboard: Story = {
  args: { toasts: [{ id: 'k', tone: 'info', message: 'Saved.', duration: null }] },
  play: async ({ canvas, args, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: closeLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith({ id: 'k' });
  },
};

export const RightToLeft: Story = {
  args: {
    toasts: [{ id: 'r', tone: 'positive', message: 'ہمیں آپ کی درخواست موصول ہو گئی ہے', duration: null }],
    closeLabel: 'بند کریں',
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const close = canvas.getByRole('button', { name: 'بند کریں' });
    const text = canvas.getByText('ہمیں آپ کی درخواست موصول ہو گئی ہے');
    // The close button is at the end: the left in rtl.
    await expect(close.getBoundingClientRect().right).toBeLessThan(text.getBoundingClientRect().left + 1);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const closeLabel = storyMessages(globals)('Toast.close');
    for (const button of canvas.getAllByRole('button', { name: closeLabel })) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
