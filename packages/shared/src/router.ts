/**
 * The router API the apps use. Module Federation cannot tree-shake a shared package, and sharing
 * all of react-router costs about 60 KB gzipped on every first load; sharing this module instead
 * keeps one router (one context) for the shell and every remote while shipping only what is used.
 * The links are the site's own (router-links.tsx), on react-router's hooks.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './router-links';
