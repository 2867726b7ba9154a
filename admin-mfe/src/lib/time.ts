const panelTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 6, 2025, 12:00 PM", in the browser's time zone: when a score changed, an evaluator submitted, a reminder went out. */
export const formatPanelTime = (at: string) => panelTime.format(new Date(at));
