import { PRICE_FORMULAS, PRICE_WEIGHT } from '@vsp/contract';
import Joi from 'joi';

/** The award's price weight and formula, as the admin event API takes and answers them. */
export const priceWeight = Joi.number()
  .integer()
  .min(PRICE_WEIGHT.min)
  .max(PRICE_WEIGHT.max)
  .description("The share of the award's 100 points that price carries (0: price not scored); quality carries the rest");

export const priceFormula = Joi.string()
  .valid(...PRICE_FORMULAS)
  .description('How prices become price scores: ratio = lowest price / price; linear = (highest − price) / (highest − lowest)');
