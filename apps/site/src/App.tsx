import {
  CLAIMED_CLINIC_DEPLOYMENTS,
  CLAIMED_PATIENTS_SERVED,
  CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS,
  COPYRIGHT_YEAR,
} from '@aafiyat/domain';

const figures = [
  { value: CLAIMED_CLINIC_DEPLOYMENTS, label: 'clinic deployments' },
  { value: CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS, label: 'pharmacy and hospital deployments' },
  { value: CLAIMED_PATIENTS_SERVED, label: 'patients served' },
] as const;

const products = [
  'Clinic management system',
  'Hospital management system',
  'Pharmacy management system',
  'Doctor app',
  'Patient app',
] as const;

/**
 * The site's shell until the component library and the routes arrive (steps 3 and 5): what Aafiyat is,
 * its products and its figures, from the same constants the real pages will use.
 */
export function App() {
  return (
    <>
      <header>
        <p>
          <strong>Aafiyat</strong>
        </p>
      </header>
      <main>
        <h1>Healthcare management for Pakistan</h1>
        <p>
          Run your clinic, hospital or pharmacy on one system, consult patients online, and let patients book
          and pay for appointments from their phones.
        </p>
        <h2>Products</h2>
        <ul>
          {products.map((product) => (
            <li key={product}>{product}</li>
          ))}
        </ul>
        <h2>Trusted across Pakistan</h2>
        <ul>
          {figures.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value.toLocaleString('en-US')}+</strong> {figure.label}
            </li>
          ))}
        </ul>
      </main>
      <footer>
        <p>© {COPYRIGHT_YEAR} Aafiyat. All rights reserved.</p>
      </footer>
    </>
  );
}
