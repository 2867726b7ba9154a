import type { QuestionAverage, Rating } from '@vsp/contract';
import type { BadgeVariant } from '@vsp/design-system';

/** The badge colour of each rating band. */
export const ratingVariant: Record<Rating, BadgeVariant> = { Excellent: 'success', Good: 'info', Fair: 'warning', Poor: 'danger' };

export const responsesLine = (question: Pick<QuestionAverage, 'responses' | 'users' | 'percent'>) =>
  `${question.responses} responses from ${question.users} users (${question.percent}%)`;
