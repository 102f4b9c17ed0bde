import { PaymentFilter } from '@aafiyat/domain';
import { Box, Heading, Link, Select, Stack, Text } from '@aafiyat/ui';
import { useId, useState } from 'react';
import { api } from '../../../app/api';
import { useLoad } from '../../../app/load';
import { ProfileAppointmentLists } from './ProfileAppointmentLists';
import { ProfileSectionLoad } from './ProfileSectionLoad';

const FILTER_OPTIONS = [
  { value: String(PaymentFilter.All), label: 'All' },
  { value: String(PaymentFilter.Cleared), label: 'Cleared' },
  { value: String(PaymentFilter.Pending), label: 'Pending' },
  { value: String(PaymentFilter.Failed), label: 'Failed' },
];

/** The patient's appointments, upcoming and past, filtered by payment. */
export function ProfileAppointmentsSection() {
  const headingId = useId();
  const [filter, setFilter] = useState<PaymentFilter>(PaymentFilter.All);
  const { load, retry } = useLoad(
    `appointments ${String(filter)}`,
    (signal) => api.listPatientAppointments({ query: { filter, page_size: 50 } }, { signal }),
    { role: 'patient' },
  );

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="medium" id={headingId}>
          My appointments
        </Heading>
        <Select
          label="Payment"
          name="filter"
          options={FILTER_OPTIONS}
          value={String(filter)}
          onChange={({ value }) => {
            setFilter(Number(value) as PaymentFilter);
          }}
        />
        <ProfileSectionLoad
          load={load}
          loadingText="Loading your appointments…"
          skeletonLines={4}
          errorTitle="Your appointments could not be loaded"
          onRetry={retry}
        >
          {({ data: appointments }) =>
            appointments.length === 0 ? (
              <Stack gap="small" alignItems="flex-start">
                <Text>
                  {filter === PaymentFilter.All
                    ? 'You have no appointments yet. Find a doctor and book online or at a clinic.'
                    : 'No appointments match this payment filter.'}
                </Text>
                <Link href="/doctors/search">Find a doctor</Link>
              </Stack>
            ) : (
              <ProfileAppointmentLists appointments={appointments} />
            )
          }
        </ProfileSectionLoad>
      </Stack>
    </Box>
  );
}
