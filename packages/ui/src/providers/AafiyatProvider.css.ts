import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  minBlockSize: '100%',
  // The provider's element carries the language: in Urdu its text is Nastaliq, on Urdu's line (the global
  // `[lang="ur"]` rule is as specific as this class and comes before it, so it would lose here).
  selectors: {
    '&[lang="ur"]': { fontFamily: vars.font.urdu, lineHeight: vars.lineHeight.normal },
  },
});
