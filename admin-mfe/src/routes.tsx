import type { CurrentUser } from '@vsp/contract';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminPanel } from './app/AdminPanel';

export interface AdminRoutesProps {
  /** The signed-in administrator; the shell mounts these routes at /admin/* for administrators only. */
  user: CurrentUser;
}

/** The admin remote's routes, relative to where the shell mounts them. */
export default function AdminRoutes({ user }: AdminRoutesProps) {
  return (
    <Routes>
      <Route index element={<AdminPanel user={user} />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
