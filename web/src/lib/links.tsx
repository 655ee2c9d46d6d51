import type { MouseEvent, Ref } from 'react';
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * `Link` and `NavLink` for react-router's component mode (decision 114). react-router's own carry
 * its framework mode with them (route-module prefetching, `<Form>`, view transitions), about a third
 * of its code in every visitor's first load, none of which this site can use. These do what the site
 * uses: a plain `<a href>` that navigates in the app on a plain left click, and NavLink's active state.
 *
 * `web/vite.config.ts` resolves the app's `import … from 'react-router'` to `./react-router.ts`,
 * which is react-router with these two in place of its own.
 */

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the browser should handle itself: another button, a modifier key (new tab…), another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || (!!target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

export function Link({ to, replace, state, relative, reloadDocument, target, onClick, ref, ...anchor }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  // Framework-mode props: accepted for react-router's types, not applicable here.
  const { discover: _discover, prefetch: _prefetch, preventScrollReset: _scroll, viewTransition: _transition, defaultShouldRevalidate: _revalidate, mask: _mask, ...rest } = anchor as typeof anchor & Record<string, unknown>;
  const href = useHref(to, { relative });
  const navigate = useNavigate();
  const here = useLocation();
  const path = useResolvedPath(to, { relative });
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || external || browserHandles(event, target)) return;
    event.preventDefault();
    // A link to the page one is on replaces the entry rather than adding a copy (as react-router's does).
    navigate(to, { replace: replace ?? createPath(here) === createPath(path), state, relative });
  };
  return <a {...rest} ref={ref} href={external ? to : href} target={target} onClick={handleClick} />;
}

export function NavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  children,
  ...link
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const path = useResolvedPath(link.to, { relative: link.relative });
  const location = useLocation();
  const fold = (s: string) => (caseSensitive ? s : s.toLowerCase());
  const current = fold(location.pathname);
  const target = fold(path.pathname);
  // '/produkter' is active on '/produkter/markiser' too, unless `end`; a trailing slash does not count.
  const length = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(length) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...link}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(renderProps) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}
