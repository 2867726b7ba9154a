import type { BadgeVariant } from '@vsp/design-system';
import type { QuestionAverage } from '@vsp/bff/api-types';

export type Rating = 'Excellent' | 'Good' | 'Fair' | 'Poor';

/** Spec 9: 4 or more Excellent, 3 or more Good, 2 or more Fair, below 2 Poor. */
export function ratingOf(average: number): Rating {
  if (average >= 4) return 'Excellent';
  if (average >= 3) return 'Good';
  if (average >= 2) return 'Fair';
  return 'Poor';
}

export const ratingVariant: Record<Rating, BadgeVariant> = { Excellent: 'success', Good: 'info', Fair: 'warning', Poor: 'danger' };

/** Two decimals out of 5.00. */
export const formatAverage = (average: number) => `${average.toFixed(2)} / 5.00`;

export const responsesLine = (question: Pick<QuestionAverage, 'responses' | 'users' | 'percent'>) =>
  `${question.responses} responses from ${question.users} users (${question.percent}%)`;
