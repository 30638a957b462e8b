// The router, one instance for the host and every remote. react-router-dom is not shared itself:
// a shared package is bundled whole (about 60 KB gzip), while this short list is all the app uses
// and tree-shakes to a fraction of that (docs/performance.md, "Shared entries and budgets").
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
