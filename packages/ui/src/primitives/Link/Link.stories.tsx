import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { AafiyatProvider, type LinkComponentProps } from '../../providers/AafiyatProvider';
import { Text } from '../Text';
import { storyMessages } from '../../test-support/storyLocale';
import { Link, linkTones } from './Link';
import { storyDirection } from '../../test-support/storyLocale';

const navigate = fn();

/** A router link stand-in: marks itself and records where it would go instead of leaving the story. */
function RecordingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link="true"
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
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/about', children: 'About us', onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
  decorators: [
    (Story, context) => (
      <AafiyatProvider linkComponent={RecordingLink} dir={storyDirection(context.globals)}>
        <Story />
      </AafiyatProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links go through the provider's link component, so the library needs no router. */
export const Internal: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'About us' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/about');
  },
};

/** Other sites open in a new tab without opener access, and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://apps.apple.com/', external: true, children: 'Patient app on the App Store' },
  play: async ({ canvas, globals }) => {
    const newTab = storyMessages(globals)('Link.newTab');
    const link = canvas.getByRole('link', { name: `Patient app on the App Store ${newTab}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
    // The note is for screen readers only.
    await expect(canvas.getByText(newTab).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Inline gap="large">
      <Link {...args} tone="brand">
        brand
      </Link>
      <Link {...args} tone="neutral">
        neutral
      </Link>
      <Box background="surfaceInverse" padding="medium">
        <Link {...args} tone="inverse">
          inverse
        </Link>
      </Box>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(
      linkTones.map((tone) => getComputedStyle(canvas.getByRole('link', { name: tone })).color),
    );
    await expect(colours.size).toBe(linkTones.length);
  },
};

/** On the dark footer band: the inverse tone, underlined so it does not rely on colour. */
export const InverseOnDarkSurface: Story = {
  args: { tone: 'inverse', href: '/privacy/PrivacyPolicy', children: 'Privacy policy' },
  render: (args) => (
    <Box background="surfaceInverse" padding="large">
      <Link {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** In menus and footers the underline comes on hover only (a CSS :hover rule: synthetic events cannot show it). */
export const HoverUnderline: Story = {
  args: { underline: 'hover' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'About us' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    const hoverRule = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .find(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.endsWith(':hover') &&
          link.matches(rule.selectorText.replace(/:hover$/, '')) &&
          rule.style.textDecoration.includes('underline'),
      );
    await expect(hoverRule).toBeDefined();
  },
};

/** The link to the page being shown is marked for screen readers. */
export const CurrentPage: Story = {
  args: { 'aria-current': 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('About us');
  },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Read our{' '}
      <Link {...args} href="/privacy/TermCondition">
        terms and conditions
      </Link>{' '}
      before you book.
    </Text>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { children: 'ہمارے بارے میں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ہمارے بارے میں' })).toHaveAttribute('href', '/about');
  },
};
