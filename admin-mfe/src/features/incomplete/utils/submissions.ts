/** "Submitted: 3 of 12": the evaluators with access who submitted, of all evaluators with access. */
export const submittedSummary = (submitted: number, evaluators: number) => `Submitted: ${submitted} of ${evaluators}`;
