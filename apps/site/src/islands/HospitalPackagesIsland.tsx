export { default } from '../pages/products/hospital/HospitalPackages';
