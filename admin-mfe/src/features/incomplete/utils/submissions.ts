const submissionTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 6, 2025, 12:00 PM", in the browser's time zone: when an evaluator submitted. */
export const formatSubmittedAt = (submittedAt: string) => submissionTime.format(new Date(submittedAt));

/** "Submitted: 3 of 12": the evaluators with access who submitted, of all evaluators with access. */
export const submittedSummary = (submitted: number, evaluators: number) => `Submitted: ${submitted} of ${evaluators}`;
