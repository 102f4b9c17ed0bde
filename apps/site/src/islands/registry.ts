import type { ComponentType } from 'react';
import type { SiteLanguage } from '../i18n/language';

/** What an island's module exports: the component the island renders. */
export interface IslandModule {
  default: ComponentType<never>;
}

/**
 * Every island of the public pages, by name, and its module in this folder: the code the browser loads to bring
 * one part of a prerendered page to life. Islands are named by file, so the loader, the prerender and the budget
 * script (which counts an island's chunks from the build's manifest) read one fact.
 */
export const islandFiles = {
  clinicPackages: 'ClinicPackagesIsland.tsx',
  contactForm: 'ContactFormIsland.tsx',
  demoButton: 'DemoButtonIsland.tsx',
  doctorBooking: 'DoctorBookingIsland.tsx',
  doctorResults: 'DoctorResultsIsland.tsx',
  doctorSearchFilters: 'DoctorSearchFiltersIsland.tsx',
  header: 'HeaderIsland.tsx',
  helplineButton: 'HelplineButtonIsland.tsx',
  hero: 'HeroIsland.tsx',
  hospitalPackages: 'HospitalPackagesIsland.tsx',
  pharmacyPackages: 'PharmacyPackagesIsland.tsx',
  pricingTeaser: 'PricingTeaserIsland.tsx',
  quickLinks: 'QuickLinksIsland.tsx',
  signUpLink: 'SignUpLinkIsland.tsx',
  signUpSection: 'SignUpSectionIsland.tsx',
} as const;

/** The name of an island, as its element carries it in `data-island`. */
export type IslandName = keyof typeof islandFiles;

// Each island's module is a chunk of its own. This file is the island loader's only link to React code
// (`./entry.ts` imports it), so it stays free of React at run time: types only.
const modules = import.meta.glob<IslandModule>(['./*Island.tsx', '!./Island.tsx']);

/** What an island's driver module exports: the function that brings its prerendered HTML to life. */
export interface IslandDriverModule {
  default: (element: HTMLElement, props: object, language: SiteLanguage) => void;
}

/**
 * Islands a plain script brings to life on a page of islands, instead of React, by name, and the script's module
 * in this folder: an island whose every action can be done without React (the home page's hero) then costs that
 * page no React before a person acts. Its component still renders it, on the server and wherever the app shows it.
 */
export const islandDrivers: Partial<Record<IslandName, string>> = {
  doctorResults: 'DoctorResultsDriver.ts',
  hero: 'HeroDriver.ts',
};

// Drivers are chunks of their own too, with no React in them.
const drivers = import.meta.glob<IslandDriverModule>('./*Driver.ts');

/** The module the browser loads for an island on a page of islands: its driver's, or its component's. */
export function islandBrowserModule(name: IslandName): string {
  return `src/islands/${islandDrivers[name] ?? islandFiles[name]}`;
}

/** Loads an island's driver, or `null` for an island React hydrates. */
export function loadDriver(name: IslandName): Promise<IslandDriverModule> | null {
  const file = islandDrivers[name];
  if (file === undefined) return null;
  const load = drivers[`./${file}`];
  if (!load) throw new Error(`No island driver src/islands/${file}.`);
  return load();
}

/** Loads an island's module. */
export function loadIsland(name: IslandName): Promise<IslandModule> {
  const load = modules[`./${islandFiles[name]}`];
  if (!load) throw new Error(`No island module src/islands/${islandFiles[name]}.`);
  return load();
}

/**
 * When an island's code loads:
 * - `interaction`: at the first sign that a person is about to use it (a touch, a press, focus, the pointer over
 *   it); a press made meanwhile is replayed once it is ready.
 * - `visible`: when it comes near the screen.
 * - `idle`: once the page has loaded and the browser is idle.
 * - `eager`: at once, as the page is parsed: a driven island whose drawing is what the page is for (the doctor
 *   search's results, whose request should overlap the page's start).
 */
export type IslandLoad = 'interaction' | 'visible' | 'idle' | 'eager';

/** Whether `name` names an island (an element's `data-island` comes from the page, not from the type system). */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandFiles, name);
}
