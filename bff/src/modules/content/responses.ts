import type { ContentPage } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const contentPageResponse = answer<ContentPage>('ContentPage', {
  id: Joi.number().integer(),
  slug: text,
  title: text,
  content: text.allow(null).description('Rich HTML'),
  isActive: Joi.boolean(),
});

export const contentPageListResponse = Joi.array().items(contentPageResponse);
