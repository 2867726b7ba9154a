/**
 * How an evaluator's leniency reads, to one decimal: "+0.6 more generous than the panel",
 * "−0.4 harsher than the panel", or "in line with the panel" when it rounds to 0.0.
 */
export function leniencyText(leniency: number): string {
  const figure = Math.abs(leniency).toFixed(1);
  if (figure === '0.0') return 'in line with the panel';
  return leniency > 0 ? `+${figure} more generous than the panel` : `\u2212${figure} harsher than the panel`;
}

/** The panel discusses comments without naming who wrote them until the administrator reveals the names. */
export const evaluatorPseudonym = (index: number): string => `Evaluator ${index + 1}`;
