import type { CurrentUser } from '@vsp/bff/api-types';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminInstructionsPage, InstructionsPage, ReferenceMaterialPage } from './features/content/components/ContentPages';
import { EventsDashboard } from './features/events/components/EventsDashboard';
import { ScoringScreen } from './features/events/components/ScoringScreen';

export interface EvaluatorRoutesProps {
  /** The signed-in user from the shell's session check. */
  user: CurrentUser;
}

/** The evaluator screens, mounted by the shell inside its router, theme, toaster and SWR configuration. */
export default function EvaluatorRoutes({ user }: EvaluatorRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<EventsDashboard user={user} />} />
      <Route path="/scoring/:eventId" element={<ScoringScreen />} />
      <Route path="/vendor-files" element={<ReferenceMaterialPage />} />
      <Route path="/instructions" element={<InstructionsPage />} />
      <Route path="/admin-instructions" element={user.isAdmin ? <AdminInstructionsPage /> : <Navigate to="/" replace />} />
    </Routes>
  );
}
