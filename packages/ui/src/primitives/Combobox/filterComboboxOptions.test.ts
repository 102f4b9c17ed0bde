import { CITY_OPTIONS, cityName, withAllOption } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { filterComboboxOptions, foldForSearch } from './filterComboboxOptions';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('filterComboboxOptions', () => {
  it('returns every option for an empty or blank query', () => {
    expect(filterComboboxOptions(CITY_OPTIONS, '')).toHaveLength(CITY_OPTIONS.length);
    expect(filterComboboxOptions(CITY_OPTIONS, '   ')).toHaveLength(CITY_OPTIONS.length);
  });

  it('ignores case and accents', () => {
    expect(labels(filterComboboxOptions(CITY_OPTIONS, 'LAH'))).toContain('Lahore');
    expect(labels(filterComboboxOptions(CITY_OPTIONS, 'Láhore'))).toEqual(['Lahore']);
    expect(foldForSearch('  Kotlī  Sattian ')).toBe('kotli sattian');
  });

  it('puts labels that start with the query before those that only contain it', () => {
    const options = [
      { value: 'a', label: 'Dera Ismail Khan' },
      { value: 'b', label: 'Ismailabad' },
      { value: 'c', label: 'Chak Ismail' },
    ];
    expect(labels(filterComboboxOptions(options, 'isma'))).toEqual([
      'Ismailabad',
      'Dera Ismail Khan',
      'Chak Ismail',
    ]);
  });

  it('finds a city named in Urdu by its Urdu name or by its English value', () => {
    const urdu = CITY_OPTIONS.map((option) => ({ ...option, label: cityName(option.value, 'ur') }));
    expect(filterComboboxOptions(urdu, 'Karach').map((option) => option.value)).toEqual(['Karachi']);
    expect(filterComboboxOptions(urdu, 'کراچ').map((option) => option.value)).toEqual(['Karachi']);
    // Urdu's optional marks are ignored like accents.
    expect(filterComboboxOptions(urdu, 'لَاہور').map((option) => option.value)).toEqual(['Lahore']);
  });

  it('finds nothing for a query no label contains', () => {
    expect(filterComboboxOptions(withAllOption(CITY_OPTIONS), 'zzz')).toEqual([]);
  });
});
