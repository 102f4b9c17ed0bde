import type { Schema } from '@aafiyat/api';
import {
  Button,
  Dialog,
  ReviewForm,
  useRefusalMessage,
  VisuallyHidden,
  type ReviewFormReview,
} from '@aafiyat/ui';
import { useState } from 'react';
import { api } from '../../../app/api';
import { useSiteMessages } from '../../../i18n/language';

type Appointment = Schema<'Appointment'>;

/** Props of {@link RateVisit}. */
export interface RateVisitProps {
  /** The completed visit (paid, its time come) to review. */
  appointment: Appointment;
  /** Its date in the page's words ("Mon, 23 Nov 2026"). */
  date: string;
  /** Called with the review once the server kept it. */
  onReviewed: (review: Schema<'Review'>) => void;
}

/**
 * "Rate your visit" on a completed visit of the patient's profile: a button that opens the review form in a
 * dialog. The form checks the review by the domain's rules before it is sent; a refusal of the server (already
 * reviewed, not a completed visit, the line dropped) is said in the page's language at the top of the form, and
 * what was typed stays.
 */
export function RateVisit({ appointment, date, onReviewed }: RateVisitProps) {
  const t = useSiteMessages();
  const refuse = useRefusalMessage();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const doctor = appointment.doctor.name;

  const send = async (review: ReviewFormReview) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const kept = await api.reviewAppointment({
        path: { id: appointment.id },
        body: review.text === '' ? { rating: review.rating } : { rating: review.rating, text: review.text },
      });
      setOpen(false);
      onReviewed(kept);
    } catch (error) {
      setRefusal(refuse(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="small"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('Patient.review.rate')}
        <VisuallyHidden>{t('Patient.review.rateFor', { doctor, date })}</VisuallyHidden>
      </Button>
      <Dialog
        open={open}
        onOpenChange={({ open: next }) => {
          if (!submitting) setOpen(next);
        }}
        title={t('Patient.review.title')}
      >
        <ReviewForm
          doctorName={doctor}
          visitLabel={t('Patient.review.visit', { date })}
          submitting={submitting}
          errors={refusal === null ? undefined : { form: refusal }}
          onSubmit={(review) => {
            void send(review);
          }}
          onCancel={() => {
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
