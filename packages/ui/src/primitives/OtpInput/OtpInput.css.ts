import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Wide-set, fixed-width digits so the code reads in groups the eye can check against the SMS.
export const input = style({
  maxInlineSize: '14em',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.5em',
  textAlign: 'center',
  // Letter spacing also follows the last digit; this keeps the code visually centred.
  paddingInlineStart: `calc(${vars.space.medium} + 0.5em)`,
});
