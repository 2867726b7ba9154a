import { agreementReading, type ConsensusScore, type EventAgreement, type EventAward, type EventDecision, type PriceFormula, type QuestionKind } from '@vsp/contract';
import type { Knex } from 'knex';
import { effectiveStatusSql } from '../../lib/event-status';
import { agreementOf } from '../analysis/results/agreement';
import { awardOf } from '../analysis/results/award';
import { countedCells } from '../analysis/results/cells';
import { countingRules } from '../analysis/results/counted';
import { resultsOf } from '../analysis/results/event';
import { declaredConflicts } from '../declarations/service';
import { evaluatorWithAccess } from '../permissions/service';

/*
 * Everything the evaluation report and the vendors' debriefs print, read in one snapshot: the event,
 * its criteria, the panel, the declared conflicts, the award, the agreed scores and the agreement.
 */

export interface RecordCriterion {
  questionId: number;
  section: string | null;
  text: string;
  kind: QuestionKind;
  weight: number;
  minimum: number | null;
}

/** What every document of the record carries at its top. */
export interface SiteHeader {
  siteName: string;
  /** The site's logo as PNG or JPEG bytes; null when there is none that may be fetched (see site-logo.ts). */
  siteLogo: Buffer | null;
}

export interface EventRecord extends SiteHeader {
  event: { id: number; name: string; status: string; startDate: string | null; endDate: string | null; priceWeight: number; priceFormula: PriceFormula };
  criteria: RecordCriterion[];
  panel: { withAccess: number; scored: number; submitted: string[] };
  /** Per vendor (in grid order), the names of the evaluators who declared a conflict with it. */
  conflicts: { vendorId: number; vendorName: string; names: string[] }[];
  award: EventAward;
  agreed: (ConsensusScore & { vendorName: string; questionText: string })[];
  /** The administrators' overrides of the award's rules, with their rationale. */
  overrides: { vendorId: number; include: boolean; rationale: string }[];
  agreement: EventAgreement;
  /** Per vendor and scale question, the panel's mean of the counted ratings. */
  means: { vendorId: number; questionId: number; mean: number }[];
}

/** The figures of the event's record, as they stand now; 404 for an unknown event. */
export async function eventRecord(db: Knex, eventId: number, timeZone: string, site: SiteHeader): Promise<EventRecord> {
  return resultsOf(db, eventId, async (trx, event) => {
    const { rows: header } = await trx.raw(
      `select e.id, e.name, ? as status, e.start_date as "startDate", e.end_date as "endDate", e.price_weight as "priceWeight", e.price_formula as "priceFormula",
         (select count(*) from users u where ${evaluatorWithAccess('u.id', 'e.id')})::int as "withAccess",
         (select count(distinct s.user_id) from scores s where s.event_id = e.id and ${evaluatorWithAccess('s.user_id', 'e.id')})::int as scored,
         coalesce((select json_agg(u.name order by u.name, u.id) from submissions s join users u on u.id = s.user_id
           where s.event_id = e.id and ${evaluatorWithAccess('s.user_id', 'e.id')}), '[]') as submitted
       from scoring_events e where e.id = ?`,
      [effectiveStatusSql(trx, timeZone), eventId],
    );
    const [{ withAccess, scored, submitted, ...eventFields }] = header;
    const criteria = await trx('questions')
      .select('id as questionId', 'section', 'text', 'kind', 'weight', 'minimum')
      .where({ eventId, isActive: true })
      .orderBy(['order', 'id']);
    const { rows: conflicts } = await trx.raw(
      `select v.id as "vendorId", v.name as "vendorName", json_agg(u.name order by u.name, u.id) as names
       from (${declaredConflicts(`select ${Math.trunc(eventId)} as id`)}) k
       join users u on u.id = k.user_id
       join vendors v on v.id = k.vendor_id and v.is_active
       where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
       group by v.id order by v."order", v.id`,
    );
    const agreed = await trx('consensusScores as k')
      .join('vendors as v', 'v.id', 'k.vendorId')
      .join('questions as q', 'q.id', 'k.questionId')
      .select('k.vendorId', 'k.questionId', 'k.score', 'k.rationale', 'k.setBy', 'k.setByName', 'k.setAt', 'v.name as vendorName', 'q.text as questionText')
      .where('k.eventId', eventId)
      .orderBy(['v.order', 'v.id', 'q.order', 'q.id']);
    // The panel's mean of each cell of the scale questions, counted as the results count.
    const scale = { ...event, questionIds: event.scaleQuestionIds };
    const { rows: means } = await trx.raw(`
      with ${countingRules(scale)},
      ${countedCells(scale)}
      select vendor_id as "vendorId", question_id as "questionId", rating_sum::float8 / ratings as mean from cells where ratings > 0`);
    const overrides = await trx('awardExclusions as x')
      .join('vendors as v', 'v.id', 'x.vendorId')
      .select('x.vendorId', 'x.include', 'x.rationale')
      .where('x.eventId', eventId)
      .orderBy(['v.order', 'v.id']);
    return {
      ...site,
      overrides,
      event: eventFields,
      criteria: criteria.map((criterion: RecordCriterion) => ({
        ...criterion,
        weight: Number(criterion.weight),
        minimum: criterion.minimum === null ? null : Number(criterion.minimum),
      })),
      panel: { withAccess, scored, submitted },
      conflicts,
      award: await awardOf(trx, event),
      agreed: agreed.map((row: ConsensusScore & { setAt: Date; vendorName: string; questionText: string }) => ({ ...row, setAt: new Date(row.setAt).toISOString() })),
      agreement: await agreementOf(trx, event),
      means,
    };
  });
}

/** "Reliable", "tentative" or "low", or why there is no alpha. */
export function alphaInWords(alpha: number | null): string {
  return alpha === null ? 'not computable (nothing pairable, or every rating equal)' : `${alpha.toFixed(3)} (${agreementReading(alpha)})`;
}

/** What the decision says in the report's closing sections. */
export type DecisionForRecord = Pick<EventDecision, 'state' | 'recommendation' | 'approval'>;
