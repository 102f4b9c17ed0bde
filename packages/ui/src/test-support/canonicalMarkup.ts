/** Attributes whose values are generated ids: two renders number their `useId`s differently. */
const ID_ATTRIBUTES = new Set(['id', 'aria-controls', 'aria-labelledby']);

/**
 * The markup as a string that ignores attribute order, comments and the values of generated ids, so a driver's
 * page (markup filled without React) and React's can be compared.
 */
export function canonicalMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}=${ID_ATTRIBUTES.has(name) ? 'ID' : value}`)
    .sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonicalMarkup).join('')}</${node.localName}>`;
}
