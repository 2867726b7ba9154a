import { ADMIN_INSTRUCTIONS_SLUG, type CurrentUser } from '@vsp/contract';
import { NotFoundPage } from '@vsp/design-system';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AgendaPage } from './features/agenda/components/AgendaPage';
import { AdminInstructionsPage, InstructionsPage, ReferenceMaterialPage } from './features/content/components/ContentPages';
import { EventsDashboard } from './features/dashboard/components/EventsDashboard';
import { DeclarationForm } from './features/declarations/components/DeclarationForm';
import { ScoringScreen } from './features/scoring/components/ScoringScreen';
import { SubmitEvaluation } from './features/submission/components/SubmitEvaluation';

export interface EvaluatorRoutesProps {
  /** The signed-in user from the shell's session check. */
  user: CurrentUser;
}

/**
 * The evaluator screens, mounted by the shell for every path outside /admin, inside its router,
 * theme, toaster and SWR configuration. A path none of them knows is this remote's 404.
 */
export default function EvaluatorRoutes({ user }: EvaluatorRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<EventsDashboard user={user} />} />
      <Route
        path="/scoring/:eventId"
        element={<ScoringScreen user={user} DeclarationForm={DeclarationForm} SubmitEvaluation={SubmitEvaluation} />}
      />
      <Route path="/scoring/:eventId/agenda" element={<AgendaPage />} />
      <Route path="/vendor-files" element={<ReferenceMaterialPage />} />
      <Route path="/instructions" element={<InstructionsPage />} />
      <Route path={`/${ADMIN_INSTRUCTIONS_SLUG}`} element={user.isAdmin ? <AdminInstructionsPage /> : <Navigate to="/" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
