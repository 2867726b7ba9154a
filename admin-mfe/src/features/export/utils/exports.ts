import { api } from '@vsp/contract';

/** The two XLSX exports; the BFF answers each as an attachment and names the file (`fileName` is the fallback). */
export const EXPORTS = [
  {
    label: 'Export Users',
    path: api.exports.users.path(),
    fileName: 'users.xlsx',
    title: 'Users',
    description: 'Every user with username, name, email, level, role, functional area and administrator flag. Passwords are never exported.',
  },
  {
    label: 'Export Flattened Data',
    path: api.exports.flattenedScores.path(),
    fileName: 'flattened-scores.xlsx',
    title: 'Flattened scores',
    description: 'One row per score: the user, event, vendor and question, with the score, comments and follow-up details.',
  },
] as const;

/** The spec's export buttons open the file in a new tab, which downloads it with the session cookie and gets no handle on this page. */
export function openExport(path: string): void {
  window.open(path, '_blank', 'noopener');
}
