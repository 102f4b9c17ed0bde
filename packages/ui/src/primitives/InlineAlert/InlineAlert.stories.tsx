import {
  DEMO_REQUEST_FAILED_MESSAGE,
  DEMO_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_SEND_FAILED_MESSAGE,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button';
import { InlineAlert, inlineAlertTones } from './InlineAlert';

const meta = {
  title: 'Primitives/InlineAlert',
  component: InlineAlert,
  args: { tone: 'info', title: 'Working hours', children: 'Our team calls back from 9 am to 6 pm.' },
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Working hours')).toBeVisible();
    // Part of the page from the start: not announced as an alert.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every tone, each with its own icon so the meaning is not colour alone. */
export const AllTones: Story = {
  render: (args) => (
    <Stack gap="medium">
      {inlineAlertTones.map((tone) => (
        <InlineAlert key={tone} {...args} tone={tone} title={`${tone} title`} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const paths = Array.from(canvasElement.querySelectorAll('[data-tone] svg path')).map((path) =>
      path.getAttribute('d'),
    );
    await expect(paths).toHaveLength(inlineAlertTones.length);
    await expect(new Set(paths).size).toBe(inlineAlertTones.length);
  },
};

/** An error that follows an action (a failed send) is announced the moment it appears. */
export const AnnouncedAfterAction: Story = {
  render: function Render() {
    const [failed, setFailed] = useState(false);
    return (
      <Stack gap="medium">
        <Button
          onClick={() => {
            setFailed(true);
          }}
        >
          Call me back
        </Button>
        {failed ? (
          <InlineAlert tone="critical" announce>
            {HELPLINE_SEND_FAILED_MESSAGE}
          </InlineAlert>
        ) : null}
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(HELPLINE_SEND_FAILED_MESSAGE));
  },
};

export const Critical: Story = {
  args: { tone: 'critical', title: undefined, children: DEMO_REQUEST_FAILED_MESSAGE, announce: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DEMO_REQUEST_FAILED_MESSAGE);
  },
};

export const Positive: Story = {
  args: { tone: 'positive', title: DEMO_REQUEST_RECEIVED_MESSAGE, children: 'We will contact you soon.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DEMO_REQUEST_RECEIVED_MESSAGE)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'caution',
    title: 'Payment pending',
    children:
      'Your payment is still being confirmed by the bank. This can take a few minutes; you do not need to pay again. We will update this page when the bank replies.',
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Payment pending')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: { title: 'اوقاتِ کار', children: 'ہماری ٹیم صبح 9 سے شام 6 بجے تک کال کرتی ہے۔' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-tone]');
    // The marker edge is on the start side, the right in rtl.
    await expect(root && getComputedStyle(root).borderRightWidth).toBe('3px');
  },
};
