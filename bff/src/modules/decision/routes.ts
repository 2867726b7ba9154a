import type { ResponseToolkit } from '@hapi/hapi';
import { api, LIMITS, RECOMMENDATION_RATIONALE_MIN, type ApprovalPayload, type RecommendationPayload } from '@vsp/contract';
import Joi from 'joi';
import { ZipFile } from 'yazl';
import type { Config } from '../../config';
import { asCaller, callerId } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { eventVendorParams } from '../../lib/event-vendor';
import { optionalText, requiredText } from '../../lib/fields';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, id } from '../../lib/validation';
import { PDF_CONTENT_TYPE } from './pdf';
import { decisionResponse, pdfResponse, zipResponse } from './responses';
import { debriefs, decide, getDecision, recommend, reportPdf, withdraw, type DocumentSettings } from './service';

const recommendationPayload = Joi.object<RecommendationPayload>({
  vendorId: id.required(),
  rationale: requiredText(LIMITS.decision.rationale).min(RECOMMENDATION_RATIONALE_MIN),
});

const approvalPayload = Joi.object<ApprovalPayload>({
  decision: Joi.string().valid('approve', 'reject').required(),
  // A rejection says why; an approval may.
  comment: optionalText(LIMITS.decision.comment).when('decision', { is: 'reject', then: Joi.required().invalid(null) }),
});

const DECISION_NOTES =
  'open → recommended (POST recommendation, once the event is not Active, for a vendor still in the award) → approved (POST approval by another administrator). ' +
  'A withdrawal or a rejection reopens it. While recommended or approved, every change to what the award is figured from answers 409. 409 with a sentence for a step out of order.';

/** The time zone and the logo's rule the documents are made with. */
const documentSettings = (config: Config): DocumentSettings => ({ timeZone: config.timeZone, logo: { privateNetwork: config.reportLogoFromPrivateNetwork } });

/** A downloaded document, never cached. */
function attachment(h: ResponseToolkit, bytes: Buffer, type: string, fileName: string) {
  return h.response(bytes).type(type).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
}

/** Every vendor's letter in one zip. */
function zipOf(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(file.bytes, file.name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A vendor's name as a file name: letters, digits and dashes. */
const fileNameOf = (name: string, vendorId: number) => `debrief-${vendorId}-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.pdf`;

// Each step runs in a transaction naming the administrator (asCaller), so the audit log records who took it.
export const decisionRoutes = domainModule('decision', [
  {
    ...at(api.decision.get),
    options: { auth: ADMIN_ONLY, description: "The event's decision: state, recommendation, approval, stored report and history", notes: DECISION_NOTES, validate: { params: eventIdParams }, ...answers(decisionResponse) },
    handler: (request) => getDecision(request.server.app.db, request.params.eventId as number, callerId(request)),
  },
  {
    ...at(api.decision.recommend),
    options: {
      auth: ADMIN_ONLY,
      description: 'Recommend a vendor for the award, with the rationale (20 to 4,000 characters)',
      notes: DECISION_NOTES,
      validate: { params: eventIdParams, payload: recommendationPayload },
      ...answers(decisionResponse, { errors: [409] }),
    },
    handler: async (request) => {
      const { db, config } = request.server.app;
      const eventId = request.params.eventId as number;
      await asCaller(request, (trx) => recommend(trx, db, config.timeZone, eventId, request.payload as RecommendationPayload, callerId(request)));
      return getDecision(db, eventId, callerId(request));
    },
  },
  {
    ...at(api.decision.withdraw),
    options: { auth: ADMIN_ONLY, description: 'Withdraw the recommendation awaiting approval', notes: DECISION_NOTES, validate: { params: eventIdParams }, ...answersNoContent([409]) },
    handler: async (request, h) => {
      await asCaller(request, (trx) => withdraw(trx, request.params.eventId as number, callerId(request)));
      return noContent(h);
    },
  },
  {
    ...at(api.decision.approve),
    options: {
      auth: ADMIN_ONLY,
      description: 'Approve or reject the recommendation (separated duties: not the recommender, not the system account, no score or declaration in the event)',
      notes: DECISION_NOTES,
      validate: { params: eventIdParams, payload: approvalPayload },
      ...answers(decisionResponse, { errors: [409] }),
    },
    handler: async (request) => {
      const { db, config } = request.server.app;
      const eventId = request.params.eventId as number;
      await asCaller(request, (trx) => decide(trx, documentSettings(config), eventId, request.payload as ApprovalPayload, callerId(request)));
      return getDecision(db, eventId, callerId(request));
    },
  },
  {
    ...at(api.decision.report),
    options: {
      auth: ADMIN_ONLY,
      description: 'The evaluation report as a PDF: a draft made afresh before approval, the stored final report after',
      validate: { params: eventIdParams },
      ...answers(pdfResponse),
    },
    handler: async (request, h) => {
      const eventId = request.params.eventId as number;
      const bytes = await reportPdf(request.server.app.db, documentSettings(request.server.app.config), eventId);
      return attachment(h, bytes, PDF_CONTENT_TYPE, `evaluation-report-event-${eventId}.pdf`);
    },
  },
  {
    ...at(api.decision.debrief),
    options: { auth: ADMIN_ONLY, description: 'The debrief letter to one vendor, once approved', validate: { params: eventVendorParams }, ...answers(pdfResponse, { errors: [409] }) },
    handler: async (request, h) => {
      const { eventId, vendorId } = request.params as { eventId: number; vendorId: number };
      const [letter] = await debriefs(request.server.app.db, documentSettings(request.server.app.config), eventId, vendorId);
      return attachment(h, letter.bytes, PDF_CONTENT_TYPE, fileNameOf(letter.vendorName, vendorId));
    },
  },
  {
    ...at(api.decision.debriefs),
    options: { auth: ADMIN_ONLY, description: "Every active vendor's debrief letter in one zip, once approved", validate: { params: eventIdParams }, ...answers(zipResponse, { errors: [409] }) },
    handler: async (request, h) => {
      const eventId = request.params.eventId as number;
      const letters = await debriefs(request.server.app.db, documentSettings(request.server.app.config), eventId);
      const zip = await zipOf(letters.map((letter) => ({ name: fileNameOf(letter.vendorName, letter.vendorId), bytes: letter.bytes })));
      return attachment(h, zip, 'application/zip', `debriefs-event-${eventId}.zip`);
    },
  },
]);
