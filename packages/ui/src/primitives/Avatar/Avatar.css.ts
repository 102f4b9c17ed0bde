import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    '@media': { [media.forcedColors]: { border: `${vars.size.borderWidth} solid CanvasText` } },
  },
  variants: {
    size: {
      medium: {
        inlineSize: vars.size.avatar,
        blockSize: vars.size.avatar,
        fontSize: vars.fontSize.medium,
      },
      large: {
        inlineSize: vars.size.avatarLarge,
        blockSize: vars.size.avatarLarge,
        fontSize: vars.fontSize.xlarge,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
