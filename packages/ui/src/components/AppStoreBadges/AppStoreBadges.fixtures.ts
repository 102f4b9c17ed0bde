import type { AppStoreLinks } from './AppStoreBadges';

/** Store pages of the patient app, for stories (fictional listings). */
export const patientAppFixture: AppStoreLinks = {
  ios: 'https://apps.apple.com/pk/app/aafiyat-patient/id1600000001',
  android: 'https://play.google.com/store/apps/details?id=pk.aafiyat.patient',
};

/** Store pages of the doctor app, for stories (fictional listings). */
export const doctorAppFixture: AppStoreLinks = {
  ios: 'https://apps.apple.com/pk/app/aafiyat-doctor/id1600000002',
  android: 'https://play.google.com/store/apps/details?id=pk.aafiyat.doctor',
};
