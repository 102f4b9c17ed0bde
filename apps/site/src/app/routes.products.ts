import { page } from './pages';
import type { RouteDefinition } from './routes';

/** The product pages: clinic, pharmacy, hospital management, and online consultation. */
export const productRoutes: readonly RouteDefinition[] = [
  {
    path: '/products/clinicmanagement',
    ...page('products/clinic/ClinicManagementPage.tsx'),
    prerender: ['/products/clinicmanagement'],
    islands: true,
  },
  {
    path: '/products/pharmacymanagement',
    ...page('products/pharmacy/PharmacyManagementPage.tsx'),
    prerender: ['/products/pharmacymanagement'],
    islands: true,
  },
  {
    path: '/products/hospitalmanagement',
    ...page('products/hospital/HospitalManagementPage.tsx'),
    prerender: ['/products/hospitalmanagement'],
    islands: true,
  },
  {
    path: '/products/doctor',
    ...page('products/doctor/DoctorConsultationPage.tsx'),
    prerender: ['/products/doctor'],
    islands: true,
  },
];
