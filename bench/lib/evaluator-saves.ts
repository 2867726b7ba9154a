/**
 * Score saves made the way evaluators make them, for wrk: each evaluator on their own connection
 * and session (one wrk thread each, so one Lua state each), one save at a time (wrk sends the next
 * request of a connection once the answer to the last has come), each save with comments and, now
 * and then, follow-up questions; of every three saves, two score a cell the evaluator had not
 * scored and the third goes back over one they scored before, with a new score and new comments.
 *
 * Every save is a function of the evaluator and of their save's number, counted over the whole
 * benchmark, so after the runs `checkSaves` knows what each cell must hold: its last save. That is
 * how "none lost" is checked with cells saved several times. A save's number is the count of the
 * evaluator's saves answered before it (the script counts answers, not requests: wrk asks its first
 * thread for a request once more, before the run, to check the script).
 */
import { api } from '@vsp/contract';
import type { Knex } from 'knex';

/** Who saves, and on which cells: an Active event's vendors and questions. */
export interface SaveCells {
  eventId: number;
  vendorIds: number[];
  questionIds: number[];
}

/** One save as the evaluator sends it. */
interface Save {
  vendorId: number;
  questionId: number;
  score: number;
  comments: string;
  followupQuestions: string | null;
}

/** What an evaluator writes about a vendor, at about the length real comments have. */
const REMARKS =
  'Clear answer on the integration with our ledger; the demo covered it, but the pricing for a second region was vague and the support hours do not match our shifts.';

/** The number, from 0, of the cell that save `k` of an evaluator writes (cells are numbered vendor first). */
function cellOfSave(k: number, cells: number): number {
  const third = Math.floor(k / 3);
  const scoredBefore = k - third;
  return (k % 3 === 2 ? (third * 7919) % scoredBefore : scoredBefore) % cells;
}

/** Save `k` of the evaluator `userId` (as the Lua of `savesLua` makes it). */
function saveOf(cells: SaveCells, userId: number, k: number): Save {
  const cell = cellOfSave(k, cells.vendorIds.length * cells.questionIds.length);
  return {
    vendorId: cells.vendorIds[cell % cells.vendorIds.length],
    questionId: cells.questionIds[Math.floor(cell / cells.vendorIds.length) % cells.questionIds.length],
    score: (userId + k) % 6,
    comments: `Evaluator ${userId}, save ${k}. ${REMARKS}`,
    followupQuestions: k % 4 === 3 ? `Follow-up of save ${k}: ask for two customer references.` : null,
  };
}

/** A run's saves of one evaluator: the numbers `from` to `from + answered`, the last of them sent but not answered, or not sent. */
export interface EvaluatorRun {
  from: number;
  answered: number;
}

/** The save number an evaluator's next run starts from: the one after the last of their last run. */
export const nextSave = (runs: EvaluatorRun[]) => (runs.length ? runs[runs.length - 1].from + runs[runs.length - 1].answered + 1 : 0);

/**
 * Lua for wrk run with one thread and one connection per evaluator: thread i is the evaluator of
 * `userIds[i]` and `cookies[i]`, from their save number `from[i]`; it counts the answers it gets in
 * the global `answered` (see wrk.ts).
 */
export function savesLua(cells: SaveCells, cookies: string[], userIds: number[], from: number[]): string {
  const list = (values: (string | number)[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;
  return `
local cookies = ${list(cookies)}
local users = ${list(userIds)}
local from = ${list(from)}
local vendors = ${list(cells.vendorIds)}
local questions = ${list(cells.questionIds)}
local path = ${JSON.stringify(api.scores.save.path({ eventId: cells.eventId }))}
local remarks = ${JSON.stringify(REMARKS)}
local cellCount = #vendors * #questions
init = function(args)
  answered = 0
end
response = function(status, headers, body)
  answered = answered + 1
end
request = function()
  local k = from[thread_number] + answered
  local user = users[thread_number]
  local third = math.floor(k / 3)
  local scoredBefore = k - third
  local cell = scoredBefore
  if k % 3 == 2 then cell = (third * 7919) % scoredBefore end
  cell = cell % cellCount
  local vendor = vendors[(cell % #vendors) + 1]
  local question = questions[(math.floor(cell / #vendors) % #questions) + 1]
  local followup = 'null'
  if k % 4 == 3 then followup = string.format('"Follow-up of save %d: ask for two customer references."', k) end
  local body = string.format('{"questionId":%d,"vendorId":%d,"score":%d,"comments":"Evaluator %d, save %d. %s","followupQuestions":%s}',
    question, vendor, (user + k) % 6, user, k, remarks, followup)
  return wrk.format("POST", path, { ["Cookie"] = cookies[thread_number], ["Content-Type"] = "application/json" }, body)
end
`;
}

interface Row {
  userId: number;
  vendorId: number;
  questionId: number;
  score: number;
  comments: string | null;
  followupQuestions: string | null;
}

/**
 * After the runs: every cell an evaluator saved holds its last save, whatever the saves before it,
 * and no cell holds anything else. A run ends with a save of each evaluator sent but not answered,
 * or not sent (wrk stops without waiting): that save may be missing, and its cell then holds what
 * it held before. `runs` has the runs of each evaluator of `userIds`. A save answered with an error
 * and not written shows as lost or wrong. Duplicate cells are counted too.
 */
export async function checkSaves(db: Knex, cells: SaveCells, userIds: number[], runs: EvaluatorRun[][]): Promise<string> {
  const rows = (await db('scores').whereIn('userId', userIds).select('userId', 'vendorId', 'questionId', 'score', 'comments', 'followupQuestions')) as Row[];
  const [{ duplicates }] = (
    await db.raw(`select count(*)::int as duplicates from (select 1 from scores group by user_id, event_id, vendor_id, question_id having count(*) > 1) d`)
  ).rows as { duplicates: number }[];
  const cellKey = (row: { userId: number; vendorId: number; questionId: number }) => `${row.userId}:${row.vendorId}:${row.questionId}`;
  const same = (row: Row, save: Save) => row.score === save.score && row.comments === save.comments && row.followupQuestions === save.followupQuestions;
  /** Per cell, the saves it may hold (its last, and those before it while each later one may be missing), and whether it may hold none. */
  const expected = new Map<string, { saves: Save[]; mayBeEmpty: boolean }>();
  let answered = 0;
  userIds.forEach((userId, at) => {
    for (const run of runs[at]) {
      answered += run.answered;
      for (let k = run.from; k <= run.from + run.answered; k++) {
        const save = saveOf(cells, userId, k);
        const key = cellKey({ userId, ...save });
        const before = expected.get(key) ?? { saves: [], mayBeEmpty: true };
        const unanswered = k === run.from + run.answered;
        expected.set(key, unanswered ? { saves: [...before.saves, save], mayBeEmpty: before.mayBeEmpty } : { saves: [save], mayBeEmpty: false });
      }
    }
  });
  let lost = 0;
  let wrong = 0;
  const found = new Set<string>();
  for (const row of rows) {
    const key = cellKey(row);
    found.add(key);
    if (!expected.get(key)?.saves.some((save) => same(row, save))) wrong += 1;
  }
  for (const [key, cell] of expected) if (!found.has(key) && !cell.mayBeEmpty) lost += 1;
  const ok = lost === 0 && wrong === 0 && duplicates === 0;
  return `${ok ? 'ok' : 'FAILED'}: ${answered} saves answered to ${userIds.length} evaluators on ${found.size} cells, each cell holding its last save; ${lost} lost, ${wrong} wrong values, ${duplicates} duplicate cells`;
}
