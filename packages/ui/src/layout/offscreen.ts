import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A style sheet (`.css.ts`) exports only what can be serialised: the rules shared by Box.css.ts and Prose.css.ts
// live here.

/**
 * The rules of Box's `skipWhenOffscreen` (./Box.css.ts), for a part of about `estimate` block size (held at that
 * until it is first drawn).
 */
export function offscreenRules(estimate: string) {
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${estimate}`,
    overflowClipMargin: vars.space.medium,
  } satisfies StyleRule;
}
