import type { QuestionAverage } from '@vsp/contract';

export const responsesLine = (question: Pick<QuestionAverage, 'responses' | 'users' | 'percent'>) =>
  `${question.responses} responses from ${question.users} users (${question.percent}%)`;
