/** One choice of a combobox: the value kept and the label shown and searched (a domain `CityOption` fits). */
export interface ComboboxOption {
  /** The value kept and sent with the form. */
  value: string;
  /** What the person reads and types to find it. */
  label: string;
}

/**
 * Folds text for matching: case and accents are ignored ("dera ismail" finds "Dera Ismail Khan", "kotli"
 * finds "Kotlī"), and runs of spaces count as one.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/**
 * The options whose label contains the query, those that start with it first, each group in the given
 * order (lists arrive sorted). An option whose label is in the page's language and its value in English (a city
 * named in Urdu, "کراچی", kept as "Karachi") is found by either. An empty query returns every option.
 */
export function filterComboboxOptions<Option extends ComboboxOption>(
  options: readonly Option[],
  query: string,
): Option[] {
  // Every render of a closed combobox asks with an empty query: answered without folding, whose first use on a
  // page loads the browser's Unicode data.
  if (query.trim() === '') return [...options];
  const needle = foldForSearch(query);
  if (needle === '') return [...options];
  const starts: Option[] = [];
  const contains: Option[] = [];
  for (const option of options) {
    const haystacks =
      option.label === option.value
        ? [foldForSearch(option.label)]
        : [foldForSearch(option.label), foldForSearch(option.value)];
    if (haystacks.some((haystack) => haystack.startsWith(needle))) starts.push(option);
    else if (haystacks.some((haystack) => haystack.includes(needle))) contains.push(option);
  }
  return [...starts, ...contains];
}
