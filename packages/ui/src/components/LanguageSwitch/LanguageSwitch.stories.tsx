import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { href: '/ur/doctors/search?is_online=true', locale: 'ur' },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On an English page: the same page in Urdu, named in Urdu, marked as Urdu for screen readers and search engines,
 * a plain link with the address's query.
 */
export const ToUrdu: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'اردو' });
    await expect(link).toHaveAttribute('href', '/ur/doctors/search?is_online=true');
    await expect(link).toHaveAttribute('lang', 'ur');
    await expect(link).toHaveAttribute('hreflang', 'ur');
    await expect(link).toHaveAttribute('data-language-switch', 'ur');
    // A touch target, whatever the word's length.
    const box = link.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

/** On an Urdu page (right to left): the same page in English, named in English. */
export const ToEnglish: Story = {
  args: { href: '/doctors/search?is_online=true', locale: 'en' },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('href', '/doctors/search?is_online=true');
    await expect(link).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
  },
};

/** In a drawer's list: it fills its row, its word at the start of the reading direction. */
export const InAList: Story = {
  args: { layout: 'block' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'اردو' });
    await expect(getComputedStyle(link).justifyContent).toBe('flex-start');
  },
};

/** The Urdu name on an English page keeps the page's face: an English page never fetches Nastaliq for it. */
export const NoNastaliqOnAnEnglishPage: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'اردو' });
    await expect(getComputedStyle(link).fontFamily).not.toContain('Nastaliq');
  },
};
