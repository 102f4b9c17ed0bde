import { Box, type BoxProps } from './Box';
import { root, width as widths } from './Container.css';

/** How wide a container may grow. */
export const containerWidths = ['page', 'reading'] as const;

export interface ContainerProps extends BoxProps {
  /** `page` for page sections, `reading` for long text (about 70 characters a line). */
  width?: (typeof containerWidths)[number];
}

/** Centres content with the page gutters and a maximum width. */
export function Container({ width = 'page', className, ...props }: ContainerProps) {
  return <Box className={[root, widths[width], className].filter(Boolean).join(' ')} {...props} />;
}
