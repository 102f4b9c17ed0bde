// The site's words come in namespaces (one catalog file each, `messages/<locale>/<Namespace>.json`), each compiled
// into a module of its own per language, so a page loads the words of its language and of its own pages only.

/** A namespace of the site's catalogs. */
export type SiteNamespace =
  | 'About'
  | 'Blog'
  | 'Business'
  | 'Calls'
  | 'Checkout'
  | 'Contact'
  | 'Dashboard'
  | 'Dialogs'
  | 'Doctors'
  | 'Faqs'
  | 'Home'
  | 'Labs'
  | 'NotFound'
  | 'Offers'
  | 'Patient'
  | 'PaymentPolicy'
  | 'Policies'
  | 'PrivacyPolicy'
  | 'Products'
  | 'Shell'
  | 'SignIn'
  | 'SignUp'
  | 'Terms';

/**
 * The words every page may show, loaded with the language (`./english.ts`, `./urdu.ts` hold them): the frame
 * (header, footer), the site-wide dialogs, the sign-up offers, a patient's incoming call, and the 404 page.
 */
export const COMMON_WORDS = [
  'Shell',
  'Dialogs',
  'Offers',
  'Calls',
  'NotFound',
] as const satisfies readonly SiteNamespace[];

/**
 * The namespaces each page module shows besides {@link COMMON_WORDS}, by its source file (as routes name it in
 * `modules`): what its code and the code it imports use. `routeWords.test.ts` reads the import graph and fails
 * when a page uses a namespace not listed here.
 */
export const PAGE_WORDS: Readonly<Record<string, readonly SiteNamespace[]>> = {
  'src/pages/home/HomePage.tsx': ['Home', 'Products'],
  'src/pages/about/AboutPage.tsx': ['About', 'Products'],
  'src/pages/contact/ContactPage.tsx': ['Contact', 'Products'],
  'src/pages/privacy/faqs/FaqsPage.tsx': ['Policies', 'Faqs'],
  'src/pages/privacy/payment-policy/PaymentPolicyPage.tsx': ['Policies', 'PaymentPolicy'],
  'src/pages/privacy/privacy-policy/PrivacyPolicyPage.tsx': ['Policies', 'PrivacyPolicy'],
  'src/pages/privacy/terms/TermsPage.tsx': ['Policies', 'Terms'],
  'src/pages/products/clinic/ClinicManagementPage.tsx': ['Products'],
  'src/pages/products/pharmacy/PharmacyManagementPage.tsx': ['Products'],
  'src/pages/products/hospital/HospitalManagementPage.tsx': ['Products'],
  'src/pages/products/doctor/DoctorConsultationPage.tsx': ['Products'],
  'src/pages/blogs/BlogCategoryPage.tsx': ['Blog'],
  'src/pages/blogs/BlogPostPage.tsx': ['Blog'],
  'src/pages/doctors/DoctorSearchPage.tsx': ['Doctors', 'Patient'],
  'src/pages/doctors/DoctorProfilePage.tsx': ['Doctors', 'Patient'],
  'src/pages/labs/LabsPage.tsx': ['Labs'],
  'src/pages/labs/LabPage.tsx': ['Labs'],
  'src/pages/portal/signin/PatientLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signin/DoctorLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signin/ClinicLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signin/StaffLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signin/HospitalLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signin/PharmacyLoginPage.tsx': ['SignIn'],
  'src/pages/portal/signup/ClinicSignUpPage.tsx': ['SignIn', 'SignUp'],
  'src/pages/portal/signup/HospitalSignUpPage.tsx': ['SignIn', 'SignUp'],
  'src/pages/portal/signup/PharmacySignUpPage.tsx': ['SignIn', 'SignUp'],
  'src/pages/portal/patient/ProfilePage.tsx': ['Patient'],
  'src/pages/portal/patient/CheckoutPage.tsx': ['Patient', 'Checkout'],
  'src/pages/portal/dashboards/ClinicDashboardPage.tsx': ['Dashboard'],
  'src/pages/portal/dashboards/DoctorDashboardPage.tsx': ['Dashboard'],
  'src/pages/portal/business/StaffHomePage.tsx': ['Business', 'Products'],
  'src/pages/portal/business/HospitalHomePage.tsx': ['Business', 'Products'],
  'src/pages/portal/business/PharmacyHomePage.tsx': ['Business', 'Products'],
  'src/pages/NotFoundPage.tsx': [],
};

/** The namespaces a route's page modules show besides the common ones. */
export function wordsOf(modules: readonly string[]): readonly SiteNamespace[] {
  return [...new Set(modules.flatMap((module) => PAGE_WORDS[module] ?? []))];
}
