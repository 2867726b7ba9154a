import { useAdminUsersPage } from '../../../lib/api/useAdminUsersPage';
import { usersQuery, type UsersView } from '../utils/usersQuery';

/** The page of users a view shows; the page shown stays while the next one loads, so a click on Next does not blank the table. */
export const useUsersPage = (view: UsersView) => useAdminUsersPage(usersQuery(view), { keepPreviousData: true });
