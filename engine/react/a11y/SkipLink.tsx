import type { MouseEvent } from 'react';
import classes from './SkipLink.module.css';

export interface SkipLinkProps {
  label: string;
  /** The element to move the focus to (it needs a tabIndex if it is not focusable itself). */
  target: () => HTMLElement | null | undefined;
  /** `#id` of the target when it has one (how assistive tools recognise a skip link). */
  href?: string;
}

/**
 * A link for keyboard users that jumps over what comes before a page's main part (the menu, a
 * filter bar): hidden until it has the focus. Plain React and CSS, so the shell can carry it.
 */
export function SkipLink({ label, target, href = '#' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // No hash navigation: the router owns the URL.
    event.preventDefault();
    const element = target();
    if (!element) return;
    element.focus();
    element.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <a href={href} className={classes.skip} onClick={onClick}>
      {label}
    </a>
  );
}
