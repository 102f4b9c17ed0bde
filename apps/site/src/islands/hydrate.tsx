import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, islandTree } from './Island';

/**
 * Hydrates one island's prerendered HTML with its component and props: the same tree, with the same `useId`
 * prefix, as the prerender rendered into the element. Resolves once it is hydrated. A mismatch is reported on
 * the console like React's own.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  id: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, islandTree(Component, props, resolve), {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: (error) => {
        console.error('Island hydration error', id, error);
      },
    });
  });
}
