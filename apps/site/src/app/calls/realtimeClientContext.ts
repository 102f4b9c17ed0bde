// Which realtime client the signed-in pages use. Its own module, imported by the patient's and the doctor's call
// code (their own chunks) and by the page stories, never by the shell: a public page's first load stays as it is.
import type { RealtimeClient, RealtimeClientOptions } from '@aafiyat/api';
import { createContext } from 'react';

/** What the site uses of a realtime client: everything but the raw socket. */
export type SiteRealtimeClient = Omit<RealtimeClient, 'socket'>;

/** Makes a realtime client, as `createRealtimeClient` of @aafiyat/api does. */
export type CreateSiteRealtimeClient = (options: RealtimeClientOptions) => SiteRealtimeClient;

/**
 * A stand-in for the real realtime client, where the site is shown without its server (Storybook's page
 * stories, whose pretend doctor or patient answers). Null, the default, means the real one.
 */
export const RealtimeClientContext = createContext<CreateSiteRealtimeClient | null>(null);
