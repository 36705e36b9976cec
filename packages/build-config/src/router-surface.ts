/**
 * The routing API LeadNest's apps use, provided by the shell under the
 * `react-router-dom` share key.
 *
 * Why: a shared module cannot be tree-shaken (the shell cannot know what a
 * remote will import), so sharing the whole of react-router-dom costs every
 * visitor ~60 KB gzip, most of it server rendering and data APIs we never
 * use. Sharing this list instead costs ~17 KB. Every app still imports from
 * 'react-router-dom' as usual; a test (`router-surface.test.ts`) fails when
 * any app imports a name that is not here, so add it here in the same change.
 *
 * It re-exports from 'react-router' (which react-router-dom re-exports
 * unchanged) because an import of 'react-router-dom' here would be replaced
 * by the shared module itself.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
