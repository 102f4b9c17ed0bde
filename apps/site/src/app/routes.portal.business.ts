import { AVATAR_DESTINATIONS } from '@aafiyat/domain';
import { page } from './pages';
import type { RouteDefinition } from './routes';

/** Where clinic staff, hospitals and pharmacies land after signing in (client-only: `prerender: []`). */
export const businessHomeRoutes: readonly RouteDefinition[] = [
  { path: AVATAR_DESTINATIONS.staff, ...page('portal/business/StaffHomePage.tsx'), prerender: [] },
  { path: AVATAR_DESTINATIONS.hospital, ...page('portal/business/HospitalHomePage.tsx'), prerender: [] },
  { path: AVATAR_DESTINATIONS.pharmacy, ...page('portal/business/PharmacyHomePage.tsx'), prerender: [] },
];
