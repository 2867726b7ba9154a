import type { TabGroup } from '@vsp/design-system';

/** The panel's grouped tabs; the value is what the URL carries in ?tab=. */
export const TAB_GROUPS = [
  {
    label: 'Scoring Methodology',
    tabs: [
      { value: 'events', label: 'Events' },
      { value: 'vendors', label: 'Vendors' },
      { value: 'questions', label: 'Questions' },
      { value: 'event-vendor-info', label: 'Event Vendor Info' },
      { value: 'schedule', label: 'Schedule' },
    ],
  },
  {
    label: 'User Settings',
    tabs: [
      { value: 'users', label: 'Users' },
      { value: 'permissions', label: 'Permissions' },
      { value: 'tokens', label: 'Tokens' },
    ],
  },
  {
    label: 'Site Configuration',
    tabs: [
      { value: 'site-config', label: 'Site Config' },
      { value: 'content-pages', label: 'Content Pages' },
      { value: 'activity', label: 'Activity' },
    ],
  },
  {
    label: 'Analysis',
    tabs: [
      { value: 'scores', label: 'Scores' },
      { value: 'incomplete', label: 'Incomplete Submissions' },
      { value: 'averages', label: 'Average Scores' },
      { value: 'results', label: 'Results' },
      { value: 'declarations', label: 'Declarations' },
      { value: 'export', label: 'Export Data' },
    ],
  },
] as const satisfies readonly TabGroup[];

export type AdminTab = (typeof TAB_GROUPS)[number]['tabs'][number]['value'];

export const DEFAULT_TAB: AdminTab = 'users';

const TAB_VALUES = new Set<string>(TAB_GROUPS.flatMap((group) => group.tabs.map((tab) => tab.value)));

/** The tab a ?tab= value names; a missing or unknown one opens Users. */
export function tabFromQuery(value: string | null): AdminTab {
  return value !== null && TAB_VALUES.has(value) ? (value as AdminTab) : DEFAULT_TAB;
}
