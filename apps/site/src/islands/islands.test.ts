import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadDeferred } from '../app/deferred';
import { FILTER_QUERY } from '../pages/doctors/search';
import { routes } from '../app/routes';
import { render } from '../entry-server';
import { english } from '../i18n/english';
import { SiteLanguageProvider } from '../i18n/language';
import { islandComponents, islandIdPrefix, islandTree } from './Island';
import { isIslandName, islandDrivers, islandFiles, loadDriver, loadIsland } from './registry';

/** Each island element of a prerendered page: its attributes and where its HTML starts. */
function islandsIn(html: string) {
  const open =
    /<div class="[^"]*" data-island="([^"]+)" data-island-id="([^"]+)" data-island-load="([^"]+)"( data-island-signed-in="")? data-island-props="([^"]*)">/g;
  return [...html.matchAll(open)].map((match) => ({
    name: match[1] ?? '',
    id: match[2] ?? '',
    load: match[3],
    signedIn: match[4] !== undefined,
    props: JSON.parse(
      (match[5] ?? '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&'),
    ) as object,
    contentStart: match.index + match[0].length,
  }));
}

describe('islands', () => {
  it('declares every island of the registry, with the component its loader loads', async () => {
    // Loading every page and its deferred parts declares the islands they use; the shell's are declared with it.
    await Promise.all(routes.map((route) => route.load()));
    await preloadDeferred();
    expect([...islandComponents.keys()].sort()).toEqual(Object.keys(islandFiles).sort());
    for (const [name, component] of islandComponents) {
      expect((await loadIsland(name)).default, name).toBe(component);
    }
  });

  it('prerenders a page of islands with each island apart, as the browser hydrates it', async () => {
    const page = await render('/about');
    expect(page.islands).toEqual([
      { name: 'header', load: 'interaction', module: 'src/islands/HeaderIsland.tsx', react: true },
      {
        name: 'helplineButton',
        load: 'interaction',
        module: 'src/islands/HelplineButtonIsland.tsx',
        react: true,
      },
    ]);
    const islands = islandsIn(page.html);
    expect(islands.map(({ name, id, load, signedIn }) => ({ name, id, load, signedIn }))).toEqual([
      { name: 'header', id: 'header0', load: 'interaction', signedIn: true },
      { name: 'helplineButton', id: 'helplineButton1', load: 'interaction', signedIn: false },
    ]);
    expect(islands[0]?.props).toEqual({ currentPath: '/about' });
    expect(islands[1]?.props).toEqual({ label: 'Request a call back' });
    for (const island of islands) {
      if (!isIslandName(island.name)) throw new Error(`Unknown island ${island.name}`);
      const { default: Component } = await loadIsland(island.name);
      // What the loader hydrates: the island's own tree, its props from the page, its id as the prefix.
      const expected = renderToString(islandTree(Component as never, island.props as never, english), {
        identifierPrefix: islandIdPrefix(island.id),
      });
      expect(page.html.slice(island.contentStart, island.contentStart + expected.length)).toBe(expected);
    }
  });

  it('drives the islands that have a driver, without React, on the page that has them', async () => {
    expect(Object.keys(islandDrivers)).toEqual(['doctorResults', 'hero']);
    for (const name of Object.keys(islandDrivers)) {
      if (!isIslandName(name)) throw new Error(`A driver for an unknown island: ${name}`);
      const driver = await loadDriver(name);
      expect(typeof driver?.default, name).toBe('function');
    }
    expect(loadDriver('header')).toBeNull();
    const home = await render('/');
    expect(home.islands?.find((island) => island.name === 'hero')).toEqual({
      name: 'hero',
      load: 'idle',
      module: 'src/islands/HeroDriver.ts',
      react: false,
    });
    expect(home.islands?.filter((island) => island.react && island.load !== 'interaction')).toEqual([]);
    // The doctor search's results are drawn at once by their script; React waits for the filters to be touched.
    const search = await render('/doctors/search');
    expect(search.islands?.filter((island) => island.name.startsWith('doctor'))).toEqual([
      {
        name: 'doctorSearchFilters',
        load: 'interaction',
        module: 'src/islands/DoctorSearchFiltersIsland.tsx',
        react: true,
      },
      { name: 'doctorResults', load: 'eager', module: 'src/islands/DoctorResultsDriver.ts', react: false },
    ]);
    expect(search.html).toContain(`data-island-query="${FILTER_QUERY}"`);
    expect(FILTER_QUERY.split(' ')).toEqual([
      'city',
      'speciality',
      'is_online',
      'gender',
      'language',
      'available_today',
      'fee_max',
      'sort',
      'q',
    ]);
    expect(search.html.match(/<template data-results="[a-z-]+">/g)).toHaveLength(6);
  });

  it('prerenders a page the app hydrates whole without island elements', async () => {
    const page = await render('/patient/login');
    expect(page.islands).toBeNull();
    expect(islandsIn(page.html)).toEqual([]);
    expect(page.html).toContain('<header');
    expect(page.html).not.toContain('data-island');
  });

  it('renders an island as its component outside a page of islands', () => {
    const Header = islandComponents.get('header') as FunctionComponent<{ currentPath: string }>;
    const html = renderToString(
      createElement(SiteLanguageProvider, {
        language: english,
        children: createElement(Header, { currentPath: '/' }),
      }),
    );
    expect(html).toContain('<header');
    expect(html).not.toContain('data-island');
  });
});
