import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteLanguage } from '../i18n/language';
import { islandIdPrefix, islandTree } from './Island';

/**
 * Hydrates one island's prerendered HTML with its component, props and the page's language: the same tree, with the same `useId`
 * prefix, as the prerender rendered into the element. Resolves once it is hydrated. A mismatch is reported on
 * the console like React's own.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  id: string,
  language: SiteLanguage,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, islandTree(Component, props, language, resolve), {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: (error) => {
        console.error('Island hydration error', id, error);
      },
    });
  });
}
