import { PaymentFilter } from '@aafiyat/domain';
import {
  Box,
  Button,
  Heading,
  InlineAlert,
  Link,
  Select,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aafiyat/ui';
import { useId, useState } from 'react';
import { api } from '../../../app/api';
import { useLoad } from '../../../app/load';
import { ProfileAppointmentLists } from './ProfileAppointmentLists';

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
        {load.status === 'loading' ? (
          <>
            <div role="status">
              <VisuallyHidden>Loading your appointments…</VisuallyHidden>
            </div>
            <Box aria-hidden="true">
              <Skeleton lines={4} />
            </Box>
          </>
        ) : load.status === 'error' ? (
          <Stack gap="medium" alignItems="flex-start">
            <InlineAlert tone="critical" title="Your appointments could not be loaded" announce>
              {load.message}
            </InlineAlert>
            <Button variant="outline" onClick={retry}>
              Retry
            </Button>
          </Stack>
        ) : load.data.data.length === 0 ? (
          <Stack gap="small" alignItems="flex-start">
            <Text>
              {filter === PaymentFilter.All
                ? 'You have no appointments yet. Find a doctor and book online or at a clinic.'
                : 'No appointments match this payment filter.'}
            </Text>
            <Link href="/doctors/search">Find a doctor</Link>
          </Stack>
        ) : (
          <ProfileAppointmentLists appointments={load.data.data} />
        )}
      </Stack>
    </Box>
  );
}
