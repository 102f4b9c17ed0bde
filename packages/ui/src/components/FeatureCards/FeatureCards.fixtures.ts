import type { FeatureCardsProps } from './FeatureCards';

/** The section as the home page passes it (the site's own copy). */
export const featureCardsFixture: FeatureCardsProps = {
  heading: 'Everything your facility runs on',
  intro: 'The parts of the day that take the most time, handled in one system your staff already knows.',
  descriptions: {
    appointmentManagement:
      'Patients book online or at the desk; doctors see their day at a glance, with reminders that cut no-shows.',
    ipdManagement:
      'Admit, move and discharge inpatients, with bed status, treatment notes and charges kept on one record.',
    workflowMonitoring:
      'See waiting times, pending reports and each department’s workload as it happens, and act before queues grow.',
  },
};
