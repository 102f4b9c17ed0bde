import type { LinkComponentProps } from '@aafiyat/ui';
import { Link } from 'react-router-dom';

/** The router's link, given to the component library so its internal links navigate without a reload. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
