import type { CurrentUser } from '@vsp/contract';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '../features/remotes/RemoteModule';

/**
 * The shell routes to remotes, not to pages: /admin and below go to the admin remote (administrators
 * only; anyone else is sent home), and every other path to the evaluator remote, which owns its
 * pages and its 404. A new evaluator page needs no shell release.
 */
export function AppRoutes({ user }: { user: CurrentUser }) {
  // Keyed by remote: moving between the two areas must not carry one remote's loaded routes into the other.
  return (
    <Routes>
      <Route path="/admin/*" element={user.isAdmin ? <RemoteModule key="admin" name="admin" props={{ user }} /> : <Navigate to="/" replace />} />
      <Route path="/*" element={<RemoteModule key="evaluator" name="evaluator" props={{ user }} />} />
    </Routes>
  );
}
