import type { Approval, DecisionStep, EventDecision, Recommendation, StoredReport } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';
import { PDF_CONTENT_TYPE } from './pdf';

const id = Joi.number().integer();
const by = { by: id.allow(null).description('The administrator; null once that user is deleted'), byName: text.allow(null).description('Their name at the time') };

export const decisionResponse = answer<EventDecision>('EventDecision', {
  eventId: id,
  state: Joi.string().valid('open', 'recommended', 'approved'),
  recommendation: answer<Recommendation>('Recommendation', { vendorId: id, rationale: text, ...by, at: timestamp }).allow(null),
  approval: answer<Approval>('Approval', { ...by, at: timestamp, comment: text.allow(null) }).allow(null),
  report: answer<StoredReport>('StoredReport', {
    sha256: text.description('SHA-256 of the stored report, in hex'),
    generatedAt: timestamp,
    bytes: Joi.number().integer().min(1),
  })
    .allow(null)
    .description('The final report, stored at approval; null before'),
  history: Joi.array()
    .items(
      answer<DecisionStep>('DecisionStep', {
        step: Joi.string().valid('recommended', 'withdrawn', 'rejected', 'approved'),
        vendorId: id.allow(null),
        text: text.allow(null).description("The recommendation's rationale, the rejection's or the approval's comment"),
        ...by,
        at: timestamp,
      }),
    )
    .description('Every step, oldest first'),
  approverRule: text
    .allow(null)
    .description('While recommended: null when the caller may approve or reject, else the rule of separated duties that stops them; null in the other states'),
});

/** A PDF, sent as an attachment. */
export const pdfResponse = Joi.binary().meta({ contentType: PDF_CONTENT_TYPE });

/** A zip of PDFs, sent as an attachment. */
export const zipResponse = Joi.binary().meta({ contentType: 'application/zip' });
