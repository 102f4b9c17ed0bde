export { Combobox } from './Combobox';
export type { ComboboxProps } from './Combobox';
export { filterComboboxOptions, foldForSearch } from './filterComboboxOptions';
export type { ComboboxOption } from './filterComboboxOptions';
