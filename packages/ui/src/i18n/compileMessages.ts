import {
  compileMessageOrThrow,
  type CompiledIcuChoices,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { DIGITS_SUFFIX, FORM_SUFFIX } from './counts';
import type { CompiledCatalog } from './translator';

/** The forms a counted word has in English and Urdu (see `countForm` of `@aafiyat/domain`). */
const COUNT_FORMS = new Set(['one', 'other']);

/**
 * A compiled message with each plural turned into selects the translator feeds without Intl (see ./counts.ts):
 * `{n, plural, =0 {none} one {# doctor} other {# doctors}}` selects first by the exact number (`=0`), then by
 * `n#form`, and writes `n#digits` for `#`. Forms English and Urdu never use ("few", "many", …) are dropped. A
 * plural with an `offset` is left to Lingui.
 */
function countsAsSelects(message: CompiledMessage, counted?: string): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (token === '#' && counted !== undefined) return [counted + DIGITS_SUFFIX];
    if (typeof token === 'string') return token;
    const [name, type, format] = token;
    if (type !== 'plural' && type !== 'select') return token;
    const choices = format as CompiledIcuChoices;
    const plural = type === 'plural' && !choices.offset;
    const inner = plural ? name : type === 'plural' ? undefined : counted;
    const branches = Object.entries(choices).flatMap(([key, branch]) =>
      Array.isArray(branch) ? [[key, countsAsSelects(branch, inner)] as const] : [],
    );
    if (!plural)
      return [
        name,
        type,
        { ...Object.fromEntries(branches), ...(choices.offset ? { offset: choices.offset } : {}) },
      ];
    const exact = branches.filter(([key]) => /^-?\d/.test(key));
    const byForm: CompiledMessageToken = [
      name + FORM_SUFFIX,
      'select',
      Object.fromEntries(branches.filter(([key]) => COUNT_FORMS.has(key))),
    ];
    if (exact.length === 0) return byForm;
    return [name, 'select', { ...Object.fromEntries(exact), other: [byForm] }];
  });
}

/**
 * ICU messages compiled into Lingui's pre-parsed form, as the library's own catalogs are ahead of time. A team
 * whose overrides have placeholders, plurals or selects passes them through this first:
 * `<AafiyatProvider messages={compileMessages({ 'OtpResend.wait': 'Resend in {seconds}s' })}>`. It carries a
 * message parser (about 7 KB gzip), so a page that never calls it does not. Throws, naming the key, on a message
 * that is not valid ICU. A message with no placeholder stays a plain string. Plurals come out as selects the
 * translator answers without Intl (see ./counts.ts).
 */
export function compileMessages<Key extends string>(
  messages: Readonly<Partial<Record<Key, string>>>,
): Partial<Record<Key, CompiledCatalog[string]>> {
  const entries = Object.entries(messages as Record<string, string>).map(([key, message]) => {
    let compiled: ReturnType<typeof compileMessageOrThrow>;
    try {
      compiled = countsAsSelects(compileMessageOrThrow(message));
    } catch (error) {
      throw new Error(
        `The message ${key} is not valid ICU: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    const only = compiled[0];
    return [key, compiled.length === 1 && typeof only === 'string' ? only : compiled] as const;
  });
  return Object.fromEntries(entries) as Partial<Record<Key, CompiledCatalog[string]>>;
}
