import { plural, type QuestionAverage } from '@vsp/contract';

export const responsesLine = (question: Pick<QuestionAverage, 'responses' | 'users' | 'percent'>) =>
  `${plural(question.responses, 'response')} from ${plural(question.users, 'user')} (${question.percent}%)`;
