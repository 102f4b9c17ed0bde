import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Combobox.css';
import { filterComboboxOptions, foldForSearch, type ComboboxOption } from './filterComboboxOptions';
import { useMessages } from '../../i18n/I18nContext';

export interface ComboboxProps extends Omit<FieldFrameProps, 'data'> {
  /** The choices, in order (`CITY_OPTIONS`, or `withAllOption(CITY_OPTIONS)` for a filter). */
  options: readonly ComboboxOption[];
  /** The chosen value, when the caller keeps it (controlled); `''` for none. */
  value?: string | undefined;
  /** The starting value, when the combobox keeps it (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value (`''` when cleared). */
  onChange?: (change: { value: string }) => void;
  /** An example of what to type ("Start typing a city"). */
  placeholder?: string;
  /** The form field name; the chosen value is sent in a hidden input. */
  name?: string;
  /** The combobox cannot be used. */
  disabled?: boolean;
  /** Shown and announced when nothing matches; translate it for the Urdu site. */
  noResultsLabel?: string;
  /** The live region's words for a number of matches; translate it for the Urdu site. */
  resultsLabel?: (count: number) => string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the input. */
  data?: Record<string, string>;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable list (ARIA 1.2 combobox with a listbox popup) for long lists such as the ~120 cities: type to
 * filter (case and accents ignored, starts-with matches first), arrows to move, Enter to choose, Escape to
 * close and then to clear, Tab to leave. The number of matches is announced as the list changes.
 */
export function Combobox({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  options,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  name,
  disabled,
  noResultsLabel,
  resultsLabel,
  data,
  ref,
}: ComboboxProps) {
  const t = useMessages();
  const noResults = noResultsLabel ?? t('Combobox.noResults');
  const resultsFor = resultsLabel ?? ((count: number) => t('Combobox.results', { count }));
  const [selected, setSelected] = useControllableState(value, defaultValue, (next: string) => {
    onChange?.({ value: next });
  });
  // What the person is typing; `null` while the input simply shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const selectedOption = options.find((option) => option.value === selected);
  const results = useMemo(() => filterComboboxOptions(options, query ?? ''), [options, query]);
  const text = query ?? selectedOption?.label ?? '';
  const expanded = open && results.length > 0;
  const activeOption = expanded ? results[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;

  useEffect(() => {
    if (!activeOption) return;
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const openList = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const choose = (option: ComboboxOption) => {
    setSelected(option.value);
    setQuery(null);
    setOpen(false);
    setActiveIndex(-1);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  // Leaving the field keeps a choice only: an exact match of a label is chosen, empty text clears, anything
  // else goes back to the chosen option's label (there is no free text to keep).
  const commitOnLeave = () => {
    if (query !== null) {
      const folded = foldForSearch(query);
      // A name typed in full counts as a choice: the shown name, or the value it stands for (an Urdu page shows
      // لاہور, and a person who types "lahore", as the list also finds it, has named Lahore just the same).
      const exact =
        options.find((option) => foldForSearch(option.label) === folded) ??
        options.find((option) => foldForSearch(option.value) === folded);
      if (folded === '') setSelected('');
      else if (exact) setSelected(exact.value);
    }
    setQuery(null);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(event.altKey ? -1 : startIndex(results, selected));
        else setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList(last);
        else setActiveIndex(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter':
        if (expanded) {
          // Choosing inside the list must not submit the form.
          event.preventDefault();
          if (activeOption) choose(activeOption);
          else close();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setQuery(null);
          setSelected('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <Field label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} id={id}>
      {(field) => (
        <div className={styles.frame}>
          <input
            ref={ref}
            className={`${control} ${styles.input}`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
            // The list is the only suggestion the person should see; the browser's own would cover it.
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            data-state={open ? 'open' : 'closed'}
            onChange={(event) => {
              setQuery(event.target.value);
              openList(-1);
            }}
            onClick={() => {
              if (!open) openList(startIndex(results, selected));
            }}
            onKeyDown={onKeyDown}
            onBlur={commitOnLeave}
            {...field}
            {...dataAttributes(data)}
          />
          <span className={styles.chevron}>
            <Icon name="chevronDown" />
          </span>
          {name === undefined ? null : <input type="hidden" name={name} value={selected} />}
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={`${field.id}-label`}
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded
              ? results.map((option, index) => (
                  // Options never take focus: the input keeps it, handles the keys and points here with
                  // aria-activedescendant (ARIA 1.2 combobox).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    data-state={option.value === selected ? 'checked' : undefined}
                    className={styles.option}
                    // Keeps focus in the input, so the listbox never takes it.
                    onMouseDown={(event) => {
                      event.preventDefault();
                    }}
                    onClick={() => {
                      choose(option);
                    }}
                  >
                    <span className={styles.check}>
                      {option.value === selected ? <Icon name="check" /> : null}
                    </span>
                    {option.label}
                  </div>
                ))
              : null}
          </div>
          {open && results.length === 0 ? <div className={styles.empty}>{noResults}</div> : null}
          <div role="status" className={visuallyHidden}>
            {open && query !== null ? (results.length === 0 ? noResults : resultsFor(results.length)) : ''}
          </div>
        </div>
      )}
    </Field>
  );
}

function startIndex(results: readonly ComboboxOption[], selected: string): number {
  const index = results.findIndex((option) => option.value === selected);
  return index === -1 ? 0 : index;
}
