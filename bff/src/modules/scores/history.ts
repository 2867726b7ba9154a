import type { ItemsPage, ScoreHistoryItem, ScoreHistoryQuery } from '@vsp/contract';
import type { Knex } from 'knex';

/** The filters of the history, each the column it narrows. */
const FILTERS = ['eventId', 'vendorId', 'questionId', 'userId'] as const;

/** The query once validated: any of the filters, and the page with its defaults. */
export type HistoryQuery = Pick<ScoreHistoryQuery, (typeof FILTERS)[number]> & Required<Pick<ScoreHistoryQuery, 'limit' | 'offset'>>;

/**
 * One page of the score history, newest first, with the count of every change the filters match.
 * The database writes the history (see the score_history migration); this only reads it. Written
 * with knex rather than a model because the plan matters: the filters are equalities on a prefix of
 * the cell index (event, vendor, question, user) or on the user index, both ending in the id
 * descending, so a cell's page is read in order from the index without a sort.
 */
export async function listScoreHistory(db: Knex, query: HistoryQuery): Promise<ItemsPage<ScoreHistoryItem>> {
  const filtered = () => {
    const builder = db('scoreHistory');
    for (const filter of FILTERS) if (query[filter] !== undefined) builder.where(filter, query[filter]);
    return builder;
  };
  const [items, count] = await Promise.all([
    filtered()
      .select(
        'id',
        'userId',
        'eventId',
        'vendorId',
        'questionId',
        'action',
        'oldScore',
        'newScore',
        'oldComments',
        'newComments',
        'oldFollowupQuestions',
        'newFollowupQuestions',
        'actorId',
        'actorName',
        'changedAt as at',
      )
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset),
    filtered().first(db.raw('count(*)::int as total')),
  ]);
  return { items: items as ScoreHistoryItem[], total: (count as { total: number }).total };
}
