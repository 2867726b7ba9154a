import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  ACTIVE_STATUS,
  SYSTEM_USER_ID,
  type ApprovalPayload,
  type DecisionStep,
  type EventDecision,
  type RecommendationPayload,
} from '@vsp/contract';
import type { Knex } from 'knex';
import { effectiveStatusSql } from '../../lib/event-status';
import { checkEvent, nameOfUser } from '../../lib/event-vendor';
import { eventAward } from '../analysis/results/award';
import { getSiteConfig } from '../site/service';
import { fetchSiteLogo, type LogoOptions } from '../../lib/site-logo';
import { eventRecord, type EventRecord } from './record';
import { debriefLetter } from './debrief';
import { evaluationReport } from './report';

/*
 * The decision of an event: open → recommended (an administrator recommends a vendor still in the
 * award, once scoring is over) → approved by another administrator (separated duties), or back to
 * open when the recommendation is withdrawn or rejected. While recommended or approved, the database
 * refuses every change to what the award is figured from (see the event_decisions migration). At
 * approval the final report is made once and stored; every later download returns those bytes.
 * Each write runs in a transaction naming the administrator (asCaller), and each step is a row of
 * decision_steps, which the audit log records.
 */

interface DecisionRow {
  state: EventDecision['state'];
  vendorId: number | null;
  rationale: string | null;
  recommendedBy: number | null;
  recommendedByName: string | null;
  recommendedAt: Date | null;
  approvedBy: number | null;
  approvedByName: string | null;
  approvedAt: Date | null;
  comment: string | null;
}

const iso = (date: Date) => new Date(date).toISOString();

/** The event's decision row, locked for the step being taken; an open one is made for an event without. */
async function lockedDecision(trx: Knex.Transaction, eventId: number): Promise<DecisionRow> {
  await checkEvent(trx, eventId);
  await trx('eventDecisions').insert({ eventId }).onConflict('eventId').ignore();
  return trx('eventDecisions').where({ eventId }).forUpdate().first();
}

/**
 * The event's decision, its history oldest first, and whether the administrator asking (`callerId`;
 * none for the report and the debriefs) may approve or reject the recommendation awaiting approval;
 * 404 for an unknown event.
 */
export async function getDecision(db: Knex, eventId: number, callerId?: number): Promise<EventDecision> {
  await checkEvent(db, eventId);
  const [row, steps, report] = await Promise.all([
    db('eventDecisions').where({ eventId }).first() as Promise<DecisionRow | undefined>,
    db('decisionSteps').select('step', 'vendorId', 'text', 'by', 'byName', 'at').where({ eventId }).orderBy('id'),
    db('decisionReports').first('sha256', 'generatedAt', db.raw('octet_length(bytes)::int as bytes')).where({ eventId }),
  ]);
  return {
    eventId,
    state: row?.state ?? 'open',
    recommendation:
      row?.state !== undefined && row.state !== 'open' && row.vendorId !== null
        ? { vendorId: row.vendorId, rationale: row.rationale!, by: row.recommendedBy, byName: row.recommendedByName, at: iso(row.recommendedAt!) }
        : null,
    approval: row?.state === 'approved' ? { by: row.approvedBy, byName: row.approvedByName, at: iso(row.approvedAt!), comment: row.comment } : null,
    report: report ? { sha256: report.sha256, generatedAt: iso(report.generatedAt), bytes: report.bytes } : null,
    history: steps.map((step: DecisionStep & { at: Date }) => ({ ...step, at: iso(step.at) })),
    approverRule: row?.state === 'recommended' && callerId !== undefined ? await approverRule(db, row, eventId, callerId) : null,
  };
}

/** The steps already taken cannot be taken again: what the state allows, said in a sentence. */
function refuseUnless(row: DecisionRow, state: EventDecision['state'], step: string): void {
  if (row.state === state) return;
  const now = { open: 'nothing is recommended', recommended: 'a recommendation is awaiting approval', approved: 'the decision is approved' }[row.state];
  throw Boom.conflict(`Cannot ${step}: ${now}.`);
}

async function recordStep(trx: Knex.Transaction, eventId: number, actorId: number, step: Omit<DecisionStep, 'by' | 'byName' | 'at'> & { reportSha256?: string }) {
  await trx('decisionSteps').insert({ eventId, ...step, by: actorId, byName: nameOfUser(trx, actorId) });
}

/** Recommends a vendor still in the award, once the event is no longer Active; state → recommended. */
export async function recommend(trx: Knex.Transaction, db: Knex, timeZone: string, eventId: number, payload: RecommendationPayload, actorId: number): Promise<void> {
  const row = await lockedDecision(trx, eventId);
  refuseUnless(row, 'open', 'recommend a vendor');
  const { status } = await trx('scoringEvents as e').first(trx.raw('? as status', [effectiveStatusSql(trx, timeZone)])).where('e.id', eventId);
  if (String(status).trim() === ACTIVE_STATUS) throw Boom.conflict('Cannot recommend a vendor while the event is Active: close the scoring first.');
  const award = await eventAward(db, eventId);
  const vendor = award.vendors.find((entry) => entry.vendorId === payload.vendorId);
  if (!vendor) throw Boom.conflict('"vendorId": the vendor is not an active vendor of the award.');
  if (vendor.excluded) throw Boom.conflict(`"vendorId": ${vendor.name} is excluded from the award: ${vendor.reasons.map((reason) => reason.detail).join('; ')}.`);
  await trx('eventDecisions')
    .where({ eventId })
    .update({
      state: 'recommended',
      vendorId: payload.vendorId,
      rationale: payload.rationale,
      recommendedBy: actorId,
      recommendedByName: nameOfUser(trx, actorId),
      recommendedAt: trx.fn.now(),
    });
  await recordStep(trx, eventId, actorId, { step: 'recommended', vendorId: payload.vendorId, text: payload.rationale });
}

/** Withdraws the recommendation awaiting approval; state → open. */
export async function withdraw(trx: Knex.Transaction, eventId: number, actorId: number): Promise<void> {
  refuseUnless(await lockedDecision(trx, eventId), 'recommended', 'withdraw the recommendation');
  await clearRecommendation(trx, eventId);
  await recordStep(trx, eventId, actorId, { step: 'withdrawn', vendorId: null, text: null });
}

async function clearRecommendation(trx: Knex.Transaction, eventId: number): Promise<void> {
  await trx('eventDecisions')
    .where({ eventId })
    .update({ state: 'open', vendorId: null, rationale: null, recommendedBy: null, recommendedByName: null, recommendedAt: null });
}

/**
 * Separated duties: the approver is an administrator who did not recommend, is not the shared
 * system account, and neither scored nor declared in the event. The rule that stops `actorId`, or null.
 */
async function approverRule(db: Knex, row: DecisionRow, eventId: number, actorId: number): Promise<string | null> {
  if (actorId === SYSTEM_USER_ID) return 'The system account is shared, so it cannot approve: sign in with your own administrator account.';
  if (actorId === row.recommendedBy) return 'You recommended this vendor: another administrator must approve or reject it.';
  if (await db('scores').first('id').where({ eventId, userId: actorId })) return 'You scored in this event: an administrator who did not score must approve or reject it.';
  if (await db('declarations').first('id').where({ eventId, userId: actorId })) {
    return 'You made a declaration in this event: an administrator who took no part in the scoring must approve or reject it.';
  }
  return null;
}

/**
 * Approves or rejects the recommendation. A rejection reopens the decision, its comment kept in the
 * history; an approval is for good: the final report is made and stored with its SHA-256.
 */
export async function decide(trx: Knex.Transaction, settings: DocumentSettings, eventId: number, payload: ApprovalPayload, actorId: number): Promise<void> {
  const row = await lockedDecision(trx, eventId);
  refuseUnless(row, 'recommended', payload.decision === 'approve' ? 'approve' : 'reject');
  const rule = await approverRule(trx, row, eventId, actorId);
  if (rule) throw Boom.forbidden(rule);
  const comment = payload.comment ?? null;
  if (payload.decision === 'reject') {
    await clearRecommendation(trx, eventId);
    await recordStep(trx, eventId, actorId, { step: 'rejected', vendorId: null, text: comment });
    return;
  }
  await trx('eventDecisions')
    .where({ eventId })
    .update({ state: 'approved', approvedBy: actorId, approvedByName: nameOfUser(trx, actorId), approvedAt: trx.fn.now(), comment });
  const bytes = await reportOf(trx, settings, eventId);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await trx('decisionReports').insert({ eventId, bytes, sha256 });
  await trx('eventDecisions').where({ eventId }).update({ reportSha256: sha256 });
  await recordStep(trx, eventId, actorId, { step: 'approved', vendorId: null, text: comment, reportSha256: sha256 });
}

/** How the documents are made: the portal's time zone, and where the site's logo may be fetched from. */
export interface DocumentSettings {
  timeZone: string;
  logo: LogoOptions;
}

/** The event's record with the site's name and logo at its top. */
async function recordOf(db: Knex, settings: DocumentSettings, eventId: number): Promise<EventRecord> {
  const site = await getSiteConfig(db);
  const siteLogo = await fetchSiteLogo(site.siteLogoUrl, settings.logo);
  return eventRecord(db, eventId, settings.timeZone, { siteName: site.siteName ?? 'Vendor evaluation', siteLogo });
}

/** The report as it reads now: a draft before approval. */
async function reportOf(db: Knex, settings: DocumentSettings, eventId: number): Promise<Buffer> {
  return evaluationReport(await recordOf(db, settings, eventId), await getDecision(db, eventId));
}

/** The evaluation report: the stored final one once approved, else a draft made afresh. */
export async function reportPdf(db: Knex, settings: DocumentSettings, eventId: number): Promise<Buffer> {
  await checkEvent(db, eventId);
  const stored = await db('decisionReports').first('bytes').where({ eventId });
  return stored ? (stored.bytes as Buffer) : reportOf(db, settings, eventId);
}

/** The debrief letters, once approved: one vendor's, or every active vendor's. 409 before approval. */
export async function debriefs(db: Knex, settings: DocumentSettings, eventId: number, vendorId?: number): Promise<{ vendorId: number; vendorName: string; bytes: Buffer }[]> {
  const decision = await getDecision(db, eventId);
  if (decision.state !== 'approved') throw Boom.conflict('Debriefs are written once the decision is approved.');
  const record = await recordOf(db, settings, eventId);
  const winner = record.award.vendors.find((vendor) => vendor.vendorId === decision.recommendation?.vendorId);
  if (!winner) throw Boom.conflict('The approved vendor is no longer an active vendor of the award.');
  const vendors = record.award.vendors.filter((vendor) => vendorId === undefined || vendor.vendorId === vendorId);
  if (vendors.length === 0) throw Boom.notFound('Vendor not found');
  return Promise.all(vendors.map(async (vendor) => ({ vendorId: vendor.vendorId, vendorName: vendor.name, bytes: await debriefLetter(record, vendor, winner) })));
}
