import type { Schema } from '@aafiyat/api';
import { isApiError } from '@aafiyat/api';
import { PaymentStatus, formatPKR, isPayable } from '@aafiyat/domain';
import {
  Badge,
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  Heading,
  InlineAlert,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aafiyat/ui';
import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { matchPath, useParams, type Params } from 'react-router-dom';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { loadErrorMessage, useLoad, useSessionGuard } from '../../../app/load';
import type { PageMeta } from '../../../app/meta';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
} from './appointments';
import { PATIENT_PROFILE_PATH } from './paths';

type CheckoutSummary = Schema<'CheckoutSummary'>;
type PaymentResult = Schema<'PaymentStatusResult'>;
type GatewayForm = Schema<'JazzcashCheckoutForm'>;

export const meta: PageMeta = {
  title: 'Checkout',
  description: 'Pay for your Aafiyat appointment securely with JazzCash.',
  noindex: true,
};

/** The checkout page (`/appointment/payment/checkout/:id`), for the signed-in patient only. */
export default function CheckoutPage() {
  return (
    <RequireRole role="patient">
      <CheckoutBody />
    </RequireRole>
  );
}

/** What the checkout found: the appointment's summary and the latest word on its payment, or nothing. */
type Checkout =
  { status: 'notFound' } | { status: 'loaded'; summary: CheckoutSummary; result: PaymentResult | null };

const NOT_FOUND: Checkout = { status: 'notFound' };

const CHECKOUT_ROUTE = '/appointment/payment/checkout/:id';

/** The appointment id of the address (the site's router may hand the page a splat rather than `:id`). */
function appointmentIdOf(params: Readonly<Params>): number | null {
  const raw = params['id'] ?? matchPath(CHECKOUT_ROUTE, `/${params['*'] ?? ''}`)?.params.id;
  return raw !== undefined && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The summary and, once a payment was started, the latest word on it (a 404 is `notFound`). */
async function fetchCheckout(appointmentId: number, signal: AbortSignal): Promise<Checkout> {
  try {
    const summary = await api.getAppointmentCheckout({ path: { id: appointmentId } }, { signal });
    // Back from JazzCash (or a second visit): the latest word on the payment.
    const result =
      summary.payment_status === PaymentStatus.NOT_STARTED
        ? null
        : await api.getPaymentStatus({ path: { appointment_id: appointmentId } }, { signal });
    return {
      status: 'loaded',
      summary: result === null ? summary : { ...summary, payment_status: result.status },
      result,
    };
  } catch (error) {
    if (isApiError(error, 404)) return NOT_FOUND;
    throw error;
  }
}

function CheckoutBody() {
  const appointmentId = appointmentIdOf(useParams());
  const checkout = useLoad(
    appointmentId === null ? null : String(appointmentId),
    (signal) => (appointmentId === null ? Promise.resolve(NOT_FOUND) : fetchCheckout(appointmentId, signal)),
    { role: 'patient' },
  );
  const { guard } = useSessionGuard('patient');
  const [checking, setChecking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | undefined>(undefined);
  const [gateway, setGateway] = useState<GatewayForm | null>(null);
  const gatewayFormRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // An id that cannot exist needs no request.
  const load =
    appointmentId === null
      ? NOT_FOUND
      : checkout.load.status === 'loaded'
        ? checkout.load.data
        : checkout.load;

  // The gateway's form is in the page: post it (a real form post, as JazzCash's page redirection requires).
  useEffect(() => {
    if (gateway !== null) gatewayFormRef.current?.submit();
  }, [gateway]);

  const recheck = async () => {
    if (appointmentId === null || load.status !== 'loaded') return;
    setChecking(true);
    try {
      const result = await guard(() => api.getPaymentStatus({ path: { appointment_id: appointmentId } }));
      checkout.setData({
        status: 'loaded',
        summary: { ...load.summary, payment_status: result.status },
        result,
      });
      outcomeRef.current?.focus();
    } catch (error) {
      setPayError(loadErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const pay = async () => {
    if (appointmentId === null || paying) return;
    setPaying(true);
    setPayError(undefined);
    try {
      setGateway(await guard(() => api.startJazzcashPayment({ body: { appointment_id: appointmentId } })));
      // The page is leaving for JazzCash: the button stays busy until it does.
    } catch (error) {
      setPaying(false);
      // The appointment changed meanwhile (paid in another tab, say): load it again.
      if (isApiError(error, 409)) checkout.retry();
      else setPayError(loadErrorMessage(error));
    }
  };

  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']} width="reading">
      <Stack gap="xlarge">
        <Heading level={1}>Checkout</Heading>
        {load.status === 'loading' ? (
          <>
            <div role="status">
              <VisuallyHidden>Loading your appointment…</VisuallyHidden>
            </div>
            <Card padding="large" tone="surface">
              <Box aria-hidden="true">
                <Skeleton lines={5} />
              </Box>
            </Card>
          </>
        ) : load.status === 'notFound' ? (
          <Stack gap="large" alignItems="flex-start">
            <Heading level={2} size="medium">
              We couldn’t find this appointment
            </Heading>
            <Text>The link may be old, or the appointment may belong to another account.</Text>
            <ButtonLink href={PATIENT_PROFILE_PATH}>Go to my appointments</ButtonLink>
          </Stack>
        ) : load.status === 'error' ? (
          <Stack gap="large" alignItems="flex-start">
            <InlineAlert tone="critical" title="Your appointment could not be loaded" announce>
              {load.message}
            </InlineAlert>
            <Button icon="alertCircle" onClick={checkout.retry}>
              Retry
            </Button>
          </Stack>
        ) : (
          <>
            <Summary summary={load.summary} />
            <Outcome
              summary={load.summary}
              result={load.result}
              outcomeRef={outcomeRef}
              checking={checking}
              paying={paying}
              onRecheck={() => void recheck()}
              onPay={() => void pay()}
            />
            {payError === undefined ? null : (
              <InlineAlert tone="critical" title="The payment could not be started" announce>
                {payError}
              </InlineAlert>
            )}
          </>
        )}
        {gateway === null ? null : (
          <form ref={gatewayFormRef} method="post" action={gateway.gateway_url} hidden>
            {Object.entries(gateway.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <noscript>
              <button type="submit">Continue to JazzCash</button>
            </noscript>
          </form>
        )}
      </Stack>
    </Container>
  );
}

function Summary({ summary }: { summary: CheckoutSummary }) {
  const status = paymentStatusDisplay(summary.payment_status);
  const rows: readonly (readonly [string, string])[] = [
    ['Doctor', `${summary.doctor.name}, ${summary.doctor.specialty}`],
    ['Appointment', appointmentTypeLabel(summary.type, summary.clinic_name)],
    ['Date', appointmentDateLabel(summary.date)],
    ['Time', appointmentTimeLabel(summary.time)],
    ['Fee', formatPKR(summary.fee)],
  ];
  return (
    <Card as="section" heading="Appointment summary" headingLevel={2} padding="large" tone="surface">
      <Stack gap="medium">
        <div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <Box as="dl" display="grid" gridTemplateColumns={['1', '2']} gap="small">
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <Text as="dt" weight="strong">
                {term}
              </Text>
              <Text as="dd">{value}</Text>
            </Fragment>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}

interface OutcomeProps {
  summary: CheckoutSummary;
  result: PaymentResult | null;
  outcomeRef: RefObject<HTMLDivElement | null>;
  checking: boolean;
  paying: boolean;
  onRecheck: () => void;
  onPay: () => void;
}

function Outcome({ summary, result, outcomeRef, checking, paying, onRecheck, onPay }: OutcomeProps) {
  const status = summary.payment_status;
  const payButton = (label: string) => (
    <Button pending={paying} onClick={onPay}>
      {label}
    </Button>
  );

  if (status === PaymentStatus.SUCCESS) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="positive" title="Payment received" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment was received. Thank you.'} Your appointment is confirmed; you will
          find it under upcoming appointments on your profile.
        </InlineAlert>
        <ButtonLink href={PATIENT_PROFILE_PATH}>Go to my appointments</ButtonLink>
      </Stack>
    );
  }
  if (status === PaymentStatus.PENDING) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="caution" title="Payment pending" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment is pending.'} If you chose to pay over the counter or by voucher,
          complete it there; your appointment is kept meanwhile. Check again here at any time, or later from
          your profile.
        </InlineAlert>
        <Button variant="outline" pending={checking} onClick={onRecheck}>
          Check payment status
        </Button>
      </Stack>
    );
  }
  if (status === PaymentStatus.FAILURE) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="critical" title="Payment failed" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'The payment did not go through.'} No money was taken for this attempt. You can
          try again.
        </InlineAlert>
        {payButton('Try again with JazzCash')}
      </Stack>
    );
  }
  return (
    <Stack gap="large" alignItems="flex-start">
      {status === PaymentStatus.STARTED ? (
        <InlineAlert tone="info" title="Payment not finished" tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment has started but JazzCash has not confirmed it yet.'}
        </InlineAlert>
      ) : (
        <Text>
          Pay the consultation fee of {formatPKR(summary.fee)} to confirm your appointment. You will be taken
          to JazzCash to pay by mobile wallet, card or voucher, and brought back here afterwards.
        </Text>
      )}
      {isPayable(status) ? payButton('Pay with JazzCash') : null}
    </Stack>
  );
}
