import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Inline } from '../../layout/Inline';
import { storyMessages } from '../../test-support/storyLocale';
import { Text } from '../Text';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Request a demo', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a demo' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every tone in every variant, for visual review. */
export const AllTonesAndVariants: Story = {
  render: (args) => (
    <Stack gap="large">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="medium">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonTones.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    // Medium and large meet the 44 px target of primary actions; small still meets WCAG 2.5.8's 24 px.
    const [small, medium, large] = canvas.getAllByRole('button');
    await expect(small?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(medium?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(large?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** While a request is sent: the label stays readable, the button stays focusable, presses are ignored. */
export const Pending: Story = {
  args: { pending: true, children: 'Sending…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeVisible();
    await userEvent.click(button);
    // Still focusable while pending, so keyboard and screen-reader users keep their place.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a demo' });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const WithIcon: Story = {
  args: { icon: 'phone', children: 'Call me back', variant: 'outline' },
  play: async ({ canvas }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Call me back' })).toBeVisible();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A long label on a 360 px phone wraps instead of overflowing. */
export const LongLabelOnPhone: Story = {
  args: { children: 'Book an in-clinic appointment with your family doctor today', fullWidth: true },
  globals: { viewport: { value: 'phone360' } },
  render: (args) => (
    <div style={{ inlineSize: 328 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: { icon: 'phone', children: 'واپس کال کریں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'واپس کال کریں' })).toBeVisible();
  },
};

/** Navigation with the weight of a call to action: a link, not a button. */
export const AsLink: Story = {
  render: () => (
    <Stack gap="medium">
      <ButtonLink href="/pms/signup" tone="accent">
        SIGN UP
      </ButtonLink>
      <ButtonLink href="https://play.google.com/store" external variant="outline">
        Get the patient app
      </ButtonLink>
      <Text size="small" tone="muted">
        Internal links go through the provider&apos;s link component; external ones open a new tab.
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/pms/signup');
    const external = canvas.getByRole('link', { name: `Get the patient app ${t('Link.newTab')}` });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
