import { Fragment, type ReactNode } from 'react';
import { useMessages } from './I18nContext';
import type { MessageKey, MessageValues } from './translator';

/** A message's values, some of them elements (a phone number in `<bdi>`, a countdown in a `timer`). */
export type RichValues = Readonly<Record<string, string | number | ReactNode>>;

// Private-use characters mark where an element goes: no message or value of ours contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A message whose placeholders may be elements, formatted by `t`: the words around each element are the
 * message's, in its language's order ("We sent a 6-digit code by SMS to <bdi>0300 1234567</bdi>."). Any catalog's
 * translator will do (a site's own, typed by its own keys).
 */
export function formatRich<Key extends string = MessageKey>(
  t: (key: Key, values?: MessageValues) => string,
  id: Key,
  values: RichValues,
): ReactNode {
  const elements: ReactNode[] = [];
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    // Nothing to show (null, undefined, a boolean) fills the placeholder with nothing, as React would render it.
    else if (value === null || value === undefined || typeof value === 'boolean') plain[name] = '';
    else {
      plain[name] = `${OPEN}${String(elements.length)}${CLOSE}`;
      elements.push(value);
    }
  }
  const text = t(id, plain);
  if (elements.length === 0) return text;
  const parts = text.split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={`${String(index)}-element`}>{elements[Number(part)]}</Fragment>,
  );
}

/** {@link formatRich} in the nearest provider's language. */
export function RichMessage({ id, values }: { id: MessageKey; values: RichValues }) {
  return <>{formatRich(useMessages(), id, values)}</>;
}
