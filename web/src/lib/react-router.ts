/**
 * react-router as the app imports it: the package, with the site's own `Link` and `NavLink`
 * (./links.tsx, decision 114). `web/vite.config.ts` resolves the app's `'react-router'` here.
 * The names are listed, not re-exported with `export *`: through a star export the bundler keeps
 * react-router's own NavLink, and with it its Link and their framework-mode code. A name missing
 * here fails the build; add it.
 */
export {
  createPath,
  createStaticHandler,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  Outlet,
  parsePath,
  redirect,
  Router,
  StaticRouter,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, Navigator, NavLinkProps, Params, RouteObject, To } from 'react-router';
export { Link, NavLink } from './links';
