import { Box, type BoxProps } from './Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between the items; a token or a responsive array of tokens. */
  gap?: BoxProps['gap'];
}

/** Items one under another with even space between them. */
export function Stack({ gap = 'large', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
