import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({
  display: 'block',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    // The picker button looks like an outline button and is the 44 px target.
    '&::file-selector-button': {
      minBlockSize: vars.size.touchTarget,
      marginInlineEnd: vars.space.medium,
      paddingInline: vars.space.large,
      borderWidth: vars.size.borderWidthStrong,
      borderStyle: 'solid',
      borderColor: vars.color.brand,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.color.surface,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { backgroundColor: vars.color.brandSubtle },
    '&[aria-invalid="true"]::file-selector-button': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed' },
    '&:disabled::file-selector-button': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const chosen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const size = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
