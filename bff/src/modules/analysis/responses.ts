import type { AverageEvent, IncompleteEvent, IncompleteUser, IncompleteVendor, QuestionAverage, VendorAverage } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

const id = Joi.number().integer();
const count = Joi.number().integer().min(0);
const percent = Joi.number().integer().min(0).max(100).description('A rounded whole percent');
const average = Joi.number().allow(null).description('Mean of the 1 to 5 scores, No Votes left out; null when there is none');

const incompleteUser = answer<IncompleteUser>('IncompleteUser', {
  userId: id,
  name: text,
  username: text,
  email: text.allow(null),
  answered: count.description('Active questions of the event this user answered for this vendor (a No Vote is an answer)'),
  total: count.description('Active questions of the event'),
  percent,
});

const incompleteVendor = answer<IncompleteVendor>('IncompleteVendor', {
  vendorId: id,
  vendorName: text,
  company: text.allow(null),
  users: Joi.array().items(incompleteUser),
});

/** One entry per active event; `vendors` lists only the active vendors with at least one incomplete user. */
export const incompleteEventListResponse = Joi.array().items(
  answer<IncompleteEvent>('IncompleteEvent', {
    eventId: id,
    eventName: text,
    status: text,
    activeQuestions: count,
    activeVendors: count,
    usersWithAccess: count,
    vendors: Joi.array().items(incompleteVendor),
  }),
);

const questionAverage = answer<QuestionAverage>('QuestionAverage', {
  questionId: id,
  text,
  average,
  responses: count.description('Scores given, No Votes included'),
  noVotes: count,
  users: count.description('Users with access to the event'),
  percent,
});

const vendorAverage = answer<VendorAverage>('VendorAverage', {
  vendorId: id,
  vendorName: text,
  company: text.allow(null),
  average,
  responses: count,
  noVotes: count,
  questions: Joi.array().items(questionAverage),
});

/** One entry per active event, each with every active vendor, each with every active question. */
export const averageEventListResponse = Joi.array().items(
  answer<AverageEvent>('AverageEvent', {
    eventId: id,
    eventName: text,
    status: text,
    usersWithAccess: count,
    activeQuestions: count,
    vendors: Joi.array().items(vendorAverage),
  }),
);
