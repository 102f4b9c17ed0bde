import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { button, label as labelClass, type ButtonVariants } from './Button.css';
import { NewTabNote } from '../Link/Link';
import { dataAttributes } from './Button';

export interface ButtonLinkProps {
  /** The label. */
  children: ReactNode;
  /** Where it goes: a path inside the site or a full URL. */
  href: string;
  /** Opens in a new tab without opener access (for other sites), and says so to screen readers. */
  external?: boolean;
  /** Prominence, as for `Button`. */
  variant?: ButtonVariants['variant'];
  /** Meaning, as for `Button`. */
  tone?: ButtonVariants['tone'];
  /** Size, as for `Button`. */
  size?: ButtonVariants['size'];
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** Extra description (`aria-describedby`): which of several alike links this is (the card it sits on). */
  'aria-describedby'?: string | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** A link that looks like a button: navigation with the weight of a call to action (SIGN UP). */
export function ButtonLink({
  children,
  href,
  external = false,
  variant,
  tone,
  size,
  fullWidth,
  icon,
  'aria-describedby': describedBy,
  data,
}: ButtonLinkProps) {
  const className = button({ variant, tone, size, fullWidth });
  const content = (
    <span className={labelClass}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
  if (external) {
    return (
      <a
        href={href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
        {...dataAttributes(data)}
      >
        {content}
        <NewTabNote />
      </a>
    );
  }
  return (
    <ProvidedLink href={href} className={className} aria-describedby={describedBy} {...dataAttributes(data)}>
      {content}
    </ProvidedLink>
  );
}
