// The app: the route table of spec section 2 (routes.tsx) in its two frames.
import { useEffect } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { setRedirectHandler } from './api';
import { GameLayout, PlainLayout } from './components/GameLayout';
import { TeamInfoProvider } from './components/TeamInfo';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import { gameRoutes, PageLoader, plainRoutes } from './routes';

/** Server redirects (error bodies with `redirect`) go through the router, not a full reload. */
function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setRedirectHandler((path) => navigate(path));
  }, [navigate]);
  return null;
}

function NotFound() {
  useDocumentTitle(null);
  return (
    <div className="py-5 text-center">
      <h1 className="h3">Page not found</h1>
      <Link to="/" className="btn btn-primary mt-3">
        Home
      </Link>
    </div>
  );
}

export function App() {
  return (
    <TeamInfoProvider>
      <RedirectBridge />
      <PageLoader />
      <Routes>
        <Route element={<PlainLayout />}>
          {plainRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route element={<GameLayout />}>
          {gameRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </TeamInfoProvider>
  );
}
