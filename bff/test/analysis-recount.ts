import {
  NO_VOTE,
  SYSTEM_USER_ID,
  type AverageEvent,
  type IncompleteEvent,
  type IncompleteUser,
  type QuestionAverage,
} from '@vsp/contract';
import type { Knex } from 'knex';

/*
 * The analyses recomputed the plainest way, from every score, in TypeScript: an independent
 * statement of the rules that the SQL over the running totals must match exactly, number for
 * number. For the small worlds of the tests only.
 */

interface EventRow {
  id: number;
  name: string;
  status: string;
}
interface VendorRow {
  id: number;
  name: string;
  company: string | null;
}
interface QuestionRow {
  id: number;
  eventId: number;
  text: string;
  isActive: boolean;
}
interface UserRow {
  id: number;
  name: string;
  username: string;
  email: string | null;
}
interface ScoreRow {
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
  score: number;
}

interface World {
  events: EventRow[];
  vendors: VendorRow[];
  questions: QuestionRow[];
  users: UserRow[];
  locked: Set<string>;
  scores: ScoreRow[];
  submissions: { userId: number; eventId: number }[];
}

async function load(db: Knex): Promise<World> {
  const [events, vendors, questions, users, locked, scores, submissions] = await Promise.all([
    db('scoringEvents').select('id', 'name', 'status').where({ isActive: true }).orderBy(['order', 'id']),
    db('vendors').select('id', 'name', 'company').where({ isActive: true }).orderBy(['order', 'id']),
    db('questions').select('id', 'eventId', 'text', 'isActive').orderBy(['order', 'id']),
    db('users').select('id', 'name', 'username', 'email').orderBy('id'),
    db('userEventPermissions').select('userId', 'eventId').where({ hasAccess: false }),
    db('scores').select('userId', 'eventId', 'vendorId', 'questionId', 'score'),
    db('submissions').select('userId', 'eventId'),
  ]);
  return {
    events,
    vendors,
    questions,
    users,
    locked: new Set(locked.map((row: { userId: number; eventId: number }) => `${row.userId}:${row.eventId}`)),
    scores,
    submissions,
  };
}

/** Whether the user counts in the event: not the system account, and access not locked. */
const counts = (world: World, userId: number, eventId: number) => userId !== SYSTEM_USER_ID && !world.locked.has(`${userId}:${eventId}`);

const activeQuestions = (world: World, eventId: number) => world.questions.filter((q) => q.eventId === eventId && q.isActive);

function summary(world: World, event: EventRow) {
  return {
    eventId: event.id,
    eventName: event.name,
    status: event.status,
    activeQuestions: activeQuestions(world, event.id).length,
    activeVendors: world.vendors.length,
    usersWithAccess: world.users.filter((user) => counts(world, user.id, event.id)).length,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Average Scores, from every score. */
export async function recountedAverages(db: Knex): Promise<AverageEvent[]> {
  const world = await load(db);
  return world.events.map((event) => {
    const { activeVendors: _vendors, ...head } = summary(world, event);
    const questions = activeQuestions(world, event.id);
    const active = new Set(questions.map((q) => q.id));
    const vendorIds = new Set(world.vendors.map((v) => v.id));
    const scores = world.scores.filter(
      (s) => s.eventId === event.id && vendorIds.has(s.vendorId) && active.has(s.questionId) && counts(world, s.userId, event.id),
    );
    const ratings = scores.filter((s) => s.score !== NO_VOTE);
    return {
      ...head,
      average: ratings.length > 0 ? ratings.reduce((total, s) => total + s.score, 0) / ratings.length : null,
      responses: scores.length,
      noVotes: scores.length - ratings.length,
      vendors: world.vendors.map((vendor) => {
        const cells = questions.map((question) => {
          const scores = world.scores.filter(
            (s) => s.eventId === event.id && s.vendorId === vendor.id && s.questionId === question.id && counts(world, s.userId, event.id),
          );
          const noVotes = scores.filter((s) => s.score === NO_VOTE).length;
          const sum = scores.reduce((total, s) => total + s.score, 0);
          return { question, responses: scores.length, noVotes, sum };
        });
        const responses = cells.reduce((total, cell) => total + cell.responses, 0);
        const noVotes = cells.reduce((total, cell) => total + cell.noVotes, 0);
        const sum = cells.reduce((total, cell) => total + cell.sum, 0);
        return {
          vendorId: vendor.id,
          vendorName: vendor.name,
          company: vendor.company,
          average: responses > noVotes ? sum / (responses - noVotes) : null,
          responses,
          noVotes,
          questions: cells.map(
            (cell): QuestionAverage => ({
              questionId: cell.question.id,
              text: cell.question.text,
              average: cell.responses > cell.noVotes ? cell.sum / (cell.responses - cell.noVotes) : null,
              responses: cell.responses,
              noVotes: cell.noVotes,
              users: head.usersWithAccess,
              percent: percent(cell.responses, head.usersWithAccess),
            }),
          ),
        };
      }),
    };
  });
}

/** Incomplete Submissions, from every score. */
export async function recountedIncomplete(db: Knex): Promise<IncompleteEvent[]> {
  const world = await load(db);
  const byName = (a: UserRow, b: UserRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  return world.events.map((event) => {
    const head = summary(world, event);
    const active = new Set(activeQuestions(world, event.id).map((q) => q.id));
    const total = active.size;
    const evaluators = world.users.filter((user) => counts(world, user.id, event.id)).sort(byName);
    const vendors = world.vendors
      .map((vendor) => ({
        vendorId: vendor.id,
        vendorName: vendor.name,
        company: vendor.company,
        users: evaluators
          .map((user): IncompleteUser => {
            const answered = world.scores.filter(
              (s) => s.eventId === event.id && s.vendorId === vendor.id && s.userId === user.id && active.has(s.questionId),
            ).length;
            return { userId: user.id, name: user.name, username: user.username, email: user.email, answered, total, percent: percent(answered, total) };
          })
          .filter((user) => total > 0 && user.answered < total),
      }))
      .filter((vendor) => vendor.users.length > 0);
    const entries = vendors.flatMap((vendor) => vendor.users);
    return {
      ...head,
      submittedCount: world.submissions.filter((s) => s.eventId === event.id && counts(world, s.userId, event.id)).length,
      incompleteUsers: new Set(entries.map((user) => user.userId)).size,
      incompleteEntries: entries.length,
      vendors,
    };
  });
}
