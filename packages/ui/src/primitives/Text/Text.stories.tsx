import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const sample = 'Book an in-clinic or online appointment with a doctor near you.';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: sample },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Book an in-clinic or online appointment with a doctor near you.');
    await expect(text.tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size}: ${sample}`}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) =>
      parseFloat(getComputedStyle(canvas.getByText(new RegExp(`^${size}:`))).fontSize),
    );
    // Each step of the scale is larger than the one before.
    for (let index = 1; index < sizes.length; index += 1) {
      await expect(sizes[index]).toBeGreaterThan(sizes[index - 1] ?? Infinity);
    }
  },
};

/** Every tone; the inverse tones sit on the dark band they are made for. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {textTones
        .filter((tone) => !tone.startsWith('inverse'))
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {tone}
          </Text>
        ))}
      <Box background="surfaceInverse" padding="medium" borderRadius="medium">
        <Stack gap="small">
          {textTones
            .filter((tone) => tone.startsWith('inverse'))
            .map((tone) => (
              <Text key={tone} {...args} tone={tone}>
                {tone}
              </Text>
            ))}
        </Stack>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(textTones.map((tone) => getComputedStyle(canvas.getByText(tone)).color));
    await expect(colours.size).toBe(textTones.length);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) =>
      Number(getComputedStyle(canvas.getByText(weight)).fontWeight),
    );
    await expect(weights).toEqual([400, 500, 700]);
  },
};

export const Elements: Story = {
  render: () => (
    <Text>
      Call{' '}
      <Text as="strong" weight="strong">
        0300 1234567
      </Text>{' '}
      for help.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0300 1234567').tagName).toBe('STRONG');
  },
};

export const Urdu: Story = {
  args: { children: 'اپنے قریب ڈاکٹر سے ملاقات کا وقت لیں۔', lang: 'ur' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('اپنے قریب ڈاکٹر سے ملاقات کا وقت لیں۔');
    await expect(text).toHaveAttribute('lang', 'ur');
    await expect(getComputedStyle(text).fontFamily).toContain('Noto Nastaliq Urdu');
    await expect(getComputedStyle(text).direction).toBe('rtl');
  },
};

export const Phone360: Story = {
  args: {
    children:
      'Aafiyat brings clinic, pharmacy and hospital management together, with online consultations for patients across Pakistan.',
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
