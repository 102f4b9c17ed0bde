import {
  createContext,
  StrictMode,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { HydrationRootContext } from '../app/hydration';
import { SiteLanguageProvider, usePageLanguage, type SiteLanguage } from '../i18n/language';
import * as styles from './island.css';
import type { IslandLoad, IslandName } from './registry';

/** A value that travels in the HTML unchanged: what an island's props may hold. */
export type IslandValue =
  | string
  | number
  | boolean
  | null
  | readonly IslandValue[]
  | { readonly [key: string]: IslandValue | undefined };

/** Renders an island's own tree to HTML, apart from the page's. Given by the prerender of a page of islands. */
export interface IslandRenderer {
  /** The island's HTML and the id its element carries (the prefix of every `useId` inside it). */
  render: (name: IslandName, element: ReactElement, load: IslandLoad) => { id: string; html: string };
}

/** Set only while a page of islands is prerendered; everywhere else an island renders as its component. */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Calls `onCommit` once its children are on the page (hydrated), and renders only them. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const nothing = () => undefined;

/**
 * The tree an island renders, the same on the server and in the browser (so their `useId`s agree), a React root
 * of its own whose `useHydrated` follows its own hydration, in the page's language (its links stay in it).
 * `onHydrated` is called once the browser has hydrated it.
 */
export function islandTree<Props extends object>(
  Component: ComponentType<Props>,
  props: Props,
  language: SiteLanguage,
  onHydrated: () => void = nothing,
): ReactElement {
  return (
    <StrictMode>
      <SiteLanguageProvider language={language}>
        <HydrationRootContext.Provider value={{ done: false }}>
          <Committed onCommit={onHydrated}>
            <Component {...props} />
          </Committed>
        </HydrationRootContext.Provider>
      </SiteLanguageProvider>
    </StrictMode>
  );
}

/** The `identifierPrefix` of an island's React root, on the server and in the browser alike. */
export const islandIdPrefix = (id: string): string => `${id}-`;

/** How an island is loaded (see {@link IslandLoad}), and when it is needed at once. */
export interface IslandOptions {
  load?: IslandLoad;
  /** Load at once when a session is stored in this browser (the header shows the signed-in person). */
  whenSignedIn?: boolean;
  /**
   * Load at once when the address has one of these query parameters (space-separated: `name=value`, or a bare
   * `name` for any value): the page was opened for it.
   */
  whenQuery?: string;
}

/**
 * Declares an island: a part of a page a person acts on. Inside a page of islands (a prerendered public page) it
 * is rendered apart, in an element that carries its name, its props as JSON and its own HTML, and only that part
 * is hydrated in the browser, from its own chunk, when `load` says (the loader: `./entry.ts`). Everywhere else
 * (the portal, Storybook, a client-side navigation) it is simply `Component`. `name` must be the island's entry in
 * `./registry.ts`, whose loader imports the same component (a unit test checks every one).
 */
export function island<Props extends { readonly [Key in keyof Props]: IslandValue | undefined }>(
  name: IslandName,
  Component: ComponentType<Props>,
  { load = 'interaction', whenSignedIn = false, whenQuery }: IslandOptions = {},
): ComponentType<Props> {
  function Island(props: Props) {
    const renderer = useContext(IslandRendererContext);
    const language = usePageLanguage();
    if (!renderer) return <Component {...props} />;
    const { id, html } = renderer.render(name, islandTree(Component, props, language), load);
    return (
      <div
        className={styles.island}
        data-island={name}
        data-island-id={id}
        data-island-load={load}
        {...(whenSignedIn ? { 'data-island-signed-in': '' } : {})}
        {...(whenQuery ? { 'data-island-query': whenQuery } : {})}
        data-island-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  islandComponents.set(name, Component);
  return Island;
}

/** Every island declared so far and its component, for the test that pins them to the registry. */
export const islandComponents = new Map<IslandName, unknown>();
