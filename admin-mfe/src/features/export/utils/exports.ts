import { api } from '@vsp/contract';

/** The two XLSX exports; the BFF answers each as an attachment. */
export const EXPORTS = [
  {
    label: 'Export Users',
    path: api.exports.users.path(),
    title: 'Users',
    description: 'Every user with username, name, email, level, role, functional area and administrator flag. Passwords are never exported.',
  },
  {
    label: 'Export Flattened Data',
    path: api.exports.flattenedScores.path(),
    title: 'Flattened scores',
    description: 'One row per score: the user, event, vendor and question, with the score, comments and follow-up details.',
  },
] as const;

/** A new tab downloads the file with the session cookie and leaves the panel as it is; it gets no handle on this page. */
export function openExport(path: string): void {
  window.open(path, '_blank', 'noopener');
}
