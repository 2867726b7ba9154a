import type { CurrentUser } from '@vsp/bff/api-types';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteModule } from '../features/remotes/RemoteModule';
import { NotFound } from '../pages/NotFound';

/** The evaluator remote's pages (spec 2.1); any other path outside /admin is the shell's 404. */
export const EVALUATOR_PATHS = ['/', '/scoring/:eventId', '/vendor-files', '/instructions', '/admin-instructions'];

function EvaluatorArea({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  if (!EVALUATOR_PATHS.some((path) => matchPath(path, pathname))) return <NotFound />;
  return <RemoteModule name="evaluator" props={{ user }} />;
}

export function AppRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="/admin/*" element={user.isAdmin ? <RemoteModule name="admin" props={{ user }} /> : <Navigate to="/" replace />} />
      <Route path="*" element={<EvaluatorArea user={user} />} />
    </Routes>
  );
}
