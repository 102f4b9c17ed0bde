// The public API of @aafiyat/ui: every export named, one per line (STYLE.md). Changing this list is a semver
// decision; test/exports pins it.

// Providers
export { AafiyatProvider } from './providers/AafiyatProvider';
export { textDirections } from './providers/AafiyatProvider';
export { useLinkComponent } from './providers/AafiyatProvider';
export type { AafiyatProviderProps } from './providers/AafiyatProvider';
export type { LinkComponent } from './providers/AafiyatProvider';
export type { LinkComponentProps } from './providers/AafiyatProvider';
export type { TextDirection } from './providers/AafiyatProvider';

// Theme
export { vars } from './theme/contract.css';
export { lightTheme } from './theme/contract.css';
export { breakpoints } from './theme/tokens';
export { lightTokens } from './theme/tokens';
export { contrastRatio } from './theme/contrast';
export { media } from './theme/media';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';

// Layout
export { Box } from './layout/Box';
export type { BoxProps } from './layout/Box';
export { Stack } from './layout/Stack';
export type { StackProps } from './layout/Stack';
export { Inline } from './layout/Inline';
export type { InlineProps } from './layout/Inline';
export { Container } from './layout/Container';
export { containerWidths } from './layout/Container';
export type { ContainerProps } from './layout/Container';

// Icons
export { Icon } from './icons/icons';
export { iconNames } from './icons/icons';
export type { IconName } from './icons/icons';
export type { IconProps } from './icons/icons';

// Primitives
export { Button } from './primitives/Button';
export { buttonSizes } from './primitives/Button';
export { buttonTones } from './primitives/Button';
export { buttonVariants } from './primitives/Button';
export type { ButtonProps } from './primitives/Button';
export { ButtonLink } from './primitives/Button';
export type { ButtonLinkProps } from './primitives/Button';
export { Heading } from './primitives/Heading';
export { headingLevels } from './primitives/Heading';
export { headingSizes } from './primitives/Heading';
export type { HeadingProps } from './primitives/Heading';
export { IconButton } from './primitives/IconButton';
export type { IconButtonProps } from './primitives/IconButton';
export { Link } from './primitives/Link';
export { linkTones } from './primitives/Link';
export { NEW_TAB_NOTE } from './primitives/Link';
export type { LinkProps } from './primitives/Link';
export { Spinner } from './primitives/Spinner';
export { spinnerSizes } from './primitives/Spinner';
export type { SpinnerProps } from './primitives/Spinner';
export { Text } from './primitives/Text';
export { textSizes } from './primitives/Text';
export { textTones } from './primitives/Text';
export { textWeights } from './primitives/Text';
export type { TextProps } from './primitives/Text';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export type { VisuallyHiddenProps } from './primitives/VisuallyHidden';
