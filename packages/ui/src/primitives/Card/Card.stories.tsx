import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { AafiyatProvider, type LinkComponentProps } from '../../providers/AafiyatProvider';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { Text } from '../Text';
import { Card, cardPaddings, cardTones } from './Card';
import { storyDirection, storyMessages } from '../../test-support/storyLocale';

const navigate = fn();

/** A router link stand-in: records where it would go instead of leaving the story. */
function RecordingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    heading: 'Appointment Management',
    children: <Text tone="muted">Book, reschedule and remind patients from one calendar.</Text>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'inline-radio', options: cardTones },
  },
  decorators: [
    // The provider again, with a recording link; the toolbar's direction is passed on.
    (Story, context) => (
      <AafiyatProvider linkComponent={RecordingLink} dir={storyDirection(context.globals)}>
        <div style={{ maxInlineSize: 360 }}>
          <Story />
        </div>
      </AafiyatProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Appointment Management' })).toBeVisible();
  },
};

/** An article card is named by its heading. */
export const AsArticle: Story = {
  args: { as: 'article' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Appointment Management' })).toBeVisible();
  },
};

/** The whole card is the heading link's target; the link's name is the heading alone. */
export const Interactive: Story = {
  args: { as: 'article', href: '/products/clinicmanagement', interactive: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Appointment Management' });
    const link = canvas.getByRole('link', { name: 'Appointment Management' });
    // A point far from the heading (the card's bottom end corner) still hits the link.
    const box = card.getBoundingClientRect();
    await expect(document.elementFromPoint(box.right - 8, box.bottom - 8)).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/products/clinicmanagement');
    await expect(card).toHaveAttribute('data-interactive', 'true');
  },
};

/** Other links inside an interactive card stay clickable on their own. */
export const InteractiveWithOtherLink: Story = {
  args: {
    as: 'article',
    heading: 'Clinic management',
    href: '/products/clinicmanagement',
    interactive: true,
    children: (
      <Stack gap="small">
        <Text tone="muted">Everything a clinic runs on, from appointments to invoices.</Text>
        <Text>
          <Link href="/products/clinicmanagement?packages=true">See the packages</Link>
        </Text>
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    const other = canvas.getByRole('link', { name: 'See the packages' });
    const box = other.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(other);
    await userEvent.click(other);
    await expect(navigate).toHaveBeenLastCalledWith('/products/clinicmanagement?packages=true');
  },
};

export const KeyboardFocus: Story = {
  args: { href: '/products/clinicmanagement', interactive: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Appointment Management' });
    await expect(link).toHaveFocus();
    // The ring outlines the whole card, drawn by the link's stretched layer.
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/products/clinicmanagement');
  },
};

export const ExternalHeadingLink: Story = {
  args: { heading: 'Patient app', href: 'https://play.google.com/store', external: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const link = canvas.getByRole('link', { name: `Patient app ${t('Link.newTab')}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Cards as list items, for a list of results. */
export const InAList: Story = {
  render: (args) => (
    <Stack as="ul" gap="medium" paddingInlineStart="none">
      {['Hypertension clinic', 'Diabetes clinic', 'Child health clinic'].map((name) => (
        <Card key={name} {...args} as="li" heading={name}>
          <Badge tone="positive">Open today</Badge>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const AllTonesAndPaddings: Story = {
  render: (args) => (
    <Stack gap="medium">
      {cardTones.flatMap((tone) =>
        cardPaddings.map((padding) => (
          <Card
            key={`${tone}-${padding}`}
            {...args}
            tone={tone}
            padding={padding}
            heading={`${tone} ${padding}`}
          />
        )),
      )}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(cardTones.length * cardPaddings.length);
  },
};

export const RightToLeft: Story = {
  args: { heading: 'اپوائنٹمنٹ مینجمنٹ', href: '/products/clinicmanagement', interactive: true },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'اپوائنٹمنٹ مینجمنٹ' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    // The words start at the right edge of the card, not the left.
    const words = document.createRange();
    words.selectNodeContents(heading);
    const headingBox = heading.getBoundingClientRect();
    await expect(headingBox.right - words.getBoundingClientRect().right).toBeLessThan(2);
    await expect(words.getBoundingClientRect().left - headingBox.left).toBeGreaterThan(10);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: {
    heading: 'A long card heading that wraps onto more than one line on a narrow phone',
    href: '/products/hospitalmanagement',
    interactive: true,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
