import type { RouteDefinition } from './routes';

/** The product pages: clinic, pharmacy, hospital management, and online consultation. */
export const productRoutes: readonly RouteDefinition[] = [
  {
    path: '/products/clinicmanagement',
    load: () => import('../pages/products/clinic/ClinicManagementPage'),
    prerender: ['/products/clinicmanagement'],
  },
  {
    path: '/products/pharmacymanagement',
    load: () => import('../pages/products/pharmacy/PharmacyManagementPage'),
    prerender: ['/products/pharmacymanagement'],
  },
  {
    path: '/products/hospitalmanagement',
    load: () => import('../pages/products/hospital/HospitalManagementPage'),
    prerender: ['/products/hospitalmanagement'],
  },
  {
    path: '/products/doctor',
    load: () => import('../pages/products/doctor/DoctorConsultationPage'),
    prerender: ['/products/doctor'],
  },
];
