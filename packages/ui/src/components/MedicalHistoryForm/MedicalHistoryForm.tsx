import { CHRONIC_DISEASES, type ChronicDisease } from '@aafiyat/domain';
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
import { useMessages } from '../../i18n/I18nContext';

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
const medicalHistoryWordings: FieldWordings<'conditions'> = {
  conditions: { property: 'chronic_diseases', label: 'Long-term conditions' },
};

/** Shown after a save went through. */
export const MEDICAL_HISTORY_SAVED_MESSAGE = 'Your medical history was saved.';

/** Shown when a rejection carries no message of its own. */
export const MEDICAL_HISTORY_FAILED_MESSAGE = 'Your medical history could not be saved. Please try again.';

/**
 * The patient's long-term conditions: one checkbox per condition of the domain's list, and Save. The outcome is
 * announced under the list; a failure keeps what was ticked.
 */
export function MedicalHistoryForm({ defaultValue, onSave, data }: MedicalHistoryFormProps) {
  const t = useMessages();
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
      setOutcome({ tone: 'positive', text: MEDICAL_HISTORY_SAVED_MESSAGE });
    } catch (error) {
      const text =
        error instanceof Error && error.message !== '' ? error.message : MEDICAL_HISTORY_FAILED_MESSAGE;
      // A problem with the list is said under it, in the list's words; anything else under the button.
      const refusal = serverFieldErrors(t, error, medicalHistoryWordings);
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
        label="Long-term conditions"
        hint="Tick every condition you live with. Your doctors see this list before your consultation."
        name="chronic_diseases"
        options={CHRONIC_DISEASES}
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
        Save medical history
      </Button>
    </Stack>
  );
}
