import type { Decorator, Preview } from '@storybook/react-vite';
import { createHandlers } from '@aafiyat/api/mocks';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { storyStore } from './mockStore';
import '@aafiyat/ui/fonts';
import { AafiyatProvider, type Locale, type TextDirection } from '@aafiyat/ui';
import { storyDirection, storyLocale } from '../packages/ui/src/test-support/storyLocale';
import { english } from '../apps/site/src/i18n/english';
import { SiteLanguageProvider } from '../apps/site/src/i18n/language';
import { showLanguage } from '../apps/site/src/i18n/load';
import { urdu } from '../apps/site/src/i18n/urdu';

interface ThemedProps {
  locale: Locale;
  direction: TextDirection;
  children: ReactNode;
}

function Themed({ locale, direction, children }: ThemedProps) {
  // The document's own language and direction too, so the docs page and native controls follow the toolbar.
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  // The site's words too, for the site's stories (its pages and islands read them as the site gives them).
  return (
    <SiteLanguageProvider language={locale === 'ur' ? urdu : english}>
      <AafiyatProvider lang={locale} dir={direction}>
        {children}
      </AafiyatProvider>
    </SiteLanguageProvider>
  );
}

/**
 * Wraps every story in the theme and the toolbar's language and its direction, as the site wraps its pages. The
 * site's words outside React (a failed load's sentence) follow the toolbar too, as a page's follow its language.
 */
const withProviders: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  showLanguage(locale === 'ur' ? urdu : english);
  return (
    <Themed locale={locale} direction={storyDirection(context.globals)}>
      <Story />
    </Themed>
  );
};

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${String(width)}px`, height: `${String(height)}px` },
  type: width < 768 ? ('mobile' as const) : width < 1024 ? ('tablet' as const) : ('desktop' as const),
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'The language of the components (and its direction)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'ltr' },
          { value: 'ur', title: 'اردو', right: 'rtl' },
        ],
        dynamicTitle: true,
      },
    },
    // A direction of its own, without the language: the stories that check a layout mirrored with English words.
    direction: { description: 'Text direction, when not the language’s' },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Every story's test fails on an accessibility violation, not just warns (STYLE.md).
      test: 'error',
      // In the story tests (Vitest's browser mode) axe still runs every rule and reports every violation in full,
      // but names one element per rule that passes, not all of them: the whole results of every story went from
      // the browser to Vitest and into its report, 100 MB for the 870 stories. The Storybook panel keeps them all.
      options: (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__
        ? { resultTypes: ['violations'] }
        : {},
    },
    // The API answers from packages/api's mocks. A page story picks scenarios by replacing the `api` group:
    // `msw: { handlers: { api: createHandlers({ scenarios: { searchDoctors: 'empty' } }) } }`.
    msw: { handlers: { api: createHandlers({ store: storyStore }) } },
    viewport: {
      options: {
        phone360: viewport('Phone 360', 360, 740),
        phone425: viewport('Phone 425 (hero breakpoint)', 425, 860),
        tablet768: viewport('Tablet 768', 768, 1024),
        desktop1280: viewport('Desktop 1280', 1280, 800),
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Primitives', 'Layout', 'Components', 'Pages'] },
    },
  },
};

export default preview;
