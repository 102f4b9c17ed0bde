import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog } from './translator';

/**
 * ICU messages compiled into Lingui's pre-parsed form, as the library's own catalogs are ahead of time. A team
 * whose overrides have placeholders, plurals or selects passes them through this first:
 * `<AafiyatProvider messages={compileMessages({ 'OtpResend.wait': 'Resend in {seconds}s' })}>`. It carries a
 * message parser (about 7 KB gzip), so a page that never calls it does not. Throws, naming the key, on a message
 * that is not valid ICU. A message with no placeholder stays a plain string.
 */
export function compileMessages<Key extends string>(
  messages: Readonly<Partial<Record<Key, string>>>,
): Partial<Record<Key, CompiledCatalog[string]>> {
  const entries = Object.entries(messages as Record<string, string>).map(([key, message]) => {
    let compiled: ReturnType<typeof compileMessageOrThrow>;
    try {
      compiled = compileMessageOrThrow(message);
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
