import type { MouseEventHandler, ReactNode } from 'react';
import classes from './SkipLink.module.css';

interface SkipLinkProps {
  /** The fragment of the element it skips to, e.g. `#main`. */
  href: string;
  /** When the target is not focusable by its fragment alone, the link can move the focus itself. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** A link for keyboard users past what comes before its target: seen only while it has the focus. */
export function SkipLink({ href, onClick, children }: SkipLinkProps) {
  return (
    <a href={href} className={classes.skipLink} onClick={onClick}>
      {children}
    </a>
  );
}
