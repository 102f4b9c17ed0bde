import { isApiError, type Schema } from '@aafiyat/api';
import {
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
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { loadErrorMessage, useLoad, useSessionGuard } from '../../../app/load';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { appointmentIdOf, fetchCheckout, NOT_FOUND } from './checkoutData';
import { CheckoutOutcome } from './CheckoutOutcome';
import { CheckoutSummaryCard } from './CheckoutSummaryCard';
import { PATIENT_PROFILE_PATH } from './paths';

type GatewayForm = Schema<'JazzcashCheckoutForm'>;

export const meta: PageMetaSource = (t) => ({
  title: t('Checkout.title'),
  description: t('Checkout.meta.description'),
  noindex: true,
});

/** The checkout page (`/appointment/payment/checkout/:id`), for the signed-in patient only. */
export default function CheckoutPage() {
  return (
    <RequireRole role="patient">
      <CheckoutBody />
    </RequireRole>
  );
}

function CheckoutBody() {
  const t = useSiteMessages();
  const appointmentId = appointmentIdOf(useParams());
  const checkout = useLoad(
    appointmentId === null ? null : String(appointmentId),
    (signal) => (appointmentId === null ? Promise.resolve(NOT_FOUND) : fetchCheckout(appointmentId, signal)),
    { role: 'patient' },
  );
  const { guard } = useSessionGuard('patient');
  const [checking, setChecking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [choosingClinic, setChoosingClinic] = useState(false);
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

  const payAtClinic = async () => {
    if (appointmentId === null || load.status !== 'loaded' || choosingClinic) return;
    setChoosingClinic(true);
    setPayError(undefined);
    try {
      const summary = await guard(() => api.payAtClinic({ path: { id: appointmentId } }));
      checkout.setData({ status: 'loaded', summary, result: load.result });
      outcomeRef.current?.focus();
    } catch (error) {
      // The appointment changed meanwhile (its time given away, paid in another tab): load it again.
      if (isApiError(error, 409)) checkout.retry();
      else setPayError(loadErrorMessage(error));
    } finally {
      setChoosingClinic(false);
    }
  };

  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']} width="reading">
      <Stack gap="xlarge">
        <Heading level={1}>{t('Checkout.title')}</Heading>
        {load.status === 'loading' ? (
          <>
            <div role="status">
              <VisuallyHidden>{t('Checkout.loading')}</VisuallyHidden>
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
              {t('Checkout.notFound.heading')}
            </Heading>
            <Text>{t('Checkout.notFound.text')}</Text>
            <ButtonLink href={PATIENT_PROFILE_PATH}>{t('Checkout.toAppointments')}</ButtonLink>
          </Stack>
        ) : load.status === 'error' ? (
          <Stack gap="large" alignItems="flex-start">
            <InlineAlert tone="critical" title={t('Checkout.error')} announce>
              {load.message}
            </InlineAlert>
            <Button icon="alertCircle" onClick={checkout.retry}>
              {t('Checkout.retry')}
            </Button>
          </Stack>
        ) : (
          <>
            <CheckoutSummaryCard summary={load.summary} />
            <CheckoutOutcome
              summary={load.summary}
              result={load.result}
              outcomeRef={outcomeRef}
              checking={checking}
              paying={paying}
              onRecheck={() => void recheck()}
              onPay={() => void pay()}
              choosingClinic={choosingClinic}
              onPayAtClinic={() => void payAtClinic()}
            />
            {payError === undefined ? null : (
              <InlineAlert tone="critical" title={t('Checkout.payError')} announce>
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
              <button type="submit">{t('Checkout.continue')}</button>
            </noscript>
          </form>
        )}
      </Stack>
    </Container>
  );
}
