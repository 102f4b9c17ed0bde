import { CHRONIC_DISEASES, type ChronicDisease } from '@aafiyat/domain';
import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import { useState } from 'react';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { CheckboxGroup } from '../../primitives/Checkbox';
import {
  refusalAlert,
  serverFieldErrors,
  type FieldWordings,
} from '../../primitives/Field/serverFieldErrors';
import { InlineAlert } from '../../primitives/InlineAlert';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import type { MessageKey, Translate } from '../../i18n/translator';

export interface MedicalHistoryFormProps {
  /** The conditions stored now, ticked when the form appears. */
  defaultValue: readonly ChronicDisease[];
  /**
   * Saves the whole new list (in the domain's order). Resolve when it is stored; reject with an `Error` whose
   * message is what to show. The ticks stay as chosen either way.
   */
  onSave: (diseases: ChronicDisease[]) => Promise<unknown>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** How the form speaks of its list when the server refuses it. */
function medicalHistoryWordings(t: Translate): FieldWordings<'conditions'> {
  return { conditions: { property: 'chronic_diseases', label: t('MedicalHistoryForm.label') } };
}

/** Each condition's name as patients read it; the value sent stays the domain's (English) name. */
const diseaseNames: Readonly<Record<ChronicDisease, MessageKey>> = {
  'Diabetes Type 1': 'ChronicDisease.diabetesType1',
  'Diabetes Type 2': 'ChronicDisease.diabetesType2',
  Hypertension: 'ChronicDisease.hypertension',
  'Coronary Artery Disease': 'ChronicDisease.coronaryArteryDisease',
  'Heart Failure': 'ChronicDisease.heartFailure',
  Stroke: 'ChronicDisease.stroke',
  Asthma: 'ChronicDisease.asthma',
  COPD: 'ChronicDisease.copd',
  Tuberculosis: 'ChronicDisease.tuberculosis',
  'Chronic Kidney Disease': 'ChronicDisease.chronicKidneyDisease',
  'Chronic Liver Disease': 'ChronicDisease.chronicLiverDisease',
  'Hepatitis B': 'ChronicDisease.hepatitisB',
  'Hepatitis C': 'ChronicDisease.hepatitisC',
  Hypothyroidism: 'ChronicDisease.hypothyroidism',
  Hyperthyroidism: 'ChronicDisease.hyperthyroidism',
  Arthritis: 'ChronicDisease.arthritis',
  Osteoporosis: 'ChronicDisease.osteoporosis',
  Epilepsy: 'ChronicDisease.epilepsy',
  "Parkinson's Disease": 'ChronicDisease.parkinsonsDisease',
  Depression: 'ChronicDisease.depression',
  Cancer: 'ChronicDisease.cancer',
  Thalassemia: 'ChronicDisease.thalassemia',
};

/**
 * The patient's long-term conditions: one checkbox per condition of the domain's list, and Save. The outcome is
 * announced under the list; a failure keeps what was ticked.
 */
export function MedicalHistoryForm({ defaultValue, onSave, data }: MedicalHistoryFormProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const locale = useLocale();
  const [chosen, setChosen] = useState<string[]>([...defaultValue]);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [listError, setListError] = useState<string | undefined>(undefined);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    setListError(undefined);
    try {
      await onSave(CHRONIC_DISEASES.filter((disease) => chosen.includes(disease)));
      setOutcome({ tone: 'positive', text: t('MedicalHistoryForm.saved') });
    } catch (error) {
      // A failure with no words of its own gets the form's sentence in any language; one with words is the
      // server's sentence in English and the catalog's for its code in another language.
      const text =
        error instanceof Error && error.message !== ''
          ? locale === 'en'
            ? error.message
            : refusalWords(error)
          : t('MedicalHistoryForm.failed');
      // A problem with the list is said under it, in the list's words; anything else under the button.
      const refusal = serverFieldErrors(t, error, medicalHistoryWordings(t), locale);
      setListError(refusal.errors.conditions);
      const alert = refusalAlert(refusal, text);
      if (alert !== undefined) setOutcome({ tone: 'critical', text: alert });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="medium" alignItems="flex-start">
      <CheckboxGroup
        label={t('MedicalHistoryForm.label')}
        hint={t('MedicalHistoryForm.hint')}
        name="chronic_diseases"
        options={CHRONIC_DISEASES.map((disease) => ({ value: disease, label: t(diseaseNames[disease]) }))}
        value={chosen}
        error={listError}
        onChange={({ value }) => {
          setChosen(value);
          setOutcome(null);
        }}
        {...(data ? { data } : {})}
      />
      {outcome === null ? null : (
        <InlineAlert tone={outcome.tone} announce>
          {outcome.text}
        </InlineAlert>
      )}
      <Button pending={saving} onClick={() => void save()}>
        {t('MedicalHistoryForm.save')}
      </Button>
    </Stack>
  );
}
