import { NO_VOTE, NO_VOTE_LABEL, scoreLabel } from '@vsp/contract';
import type { Knex } from 'knex';
import { keysetPages } from '../../lib/keyset';
import { today, type Column, type SheetSource } from '../../lib/xlsx';

/*
 * The exports read whole tables a page at a time with knex rather than the models: each page is a
 * keyset query on an index (the users' primary key, the scores' unique cell index), so every page
 * costs the same however deep it is, and the rows go straight to the sheet without model instances.
 */

const PAGE_SIZE = 1000;
const DATE_TIME = 'yyyy-mm-dd hh:mm';

interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string | null;
  level: string | null;
  role: string | null;
  functionalArea: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

const USER_COLUMNS: Column<UserRow>[] = [
  { header: 'ID', width: 8, value: (u) => u.id },
  { header: 'Username', width: 24, value: (u) => u.username },
  { header: 'Name', width: 28, value: (u) => u.name },
  { header: 'Email', width: 32, value: (u) => u.email },
  { header: 'Level', width: 14, value: (u) => u.level },
  { header: 'Role', width: 20, value: (u) => u.role },
  { header: 'Functional Area', width: 24, value: (u) => u.functionalArea },
  { header: 'Administrator', width: 14, value: (u) => (u.isAdmin ? 'Yes' : 'No') },
  { header: 'Created', width: 18, value: (u) => u.createdAt, numFmt: DATE_TIME },
];

/** Every user without the password hash, by id. */
export function usersSheet(db: Knex): SheetSource<UserRow> {
  return {
    fileName: `users-${today()}.xlsx`,
    sheetName: 'Users',
    columns: USER_COLUMNS,
    pages: keysetPages<UserRow, number>(
      (after, size) => {
        const query = db('users')
          .select('id', 'username', 'name', 'email', 'level', 'role', 'functionalArea', 'isAdmin', 'createdAt')
          .orderBy('id')
          .limit(size);
        if (after !== undefined) query.where('id', '>', after);
        return query;
      },
      (row) => row.id,
      PAGE_SIZE,
    ),
  };
}

interface FlatRow {
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
  username: string;
  userName: string;
  level: string | null;
  role: string | null;
  functionalArea: string | null;
  eventName: string;
  vendorName: string;
  company: string | null;
  questionOrder: number;
  questionText: string;
  score: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: Date;
}

type CellKey = [number, number, number, number];

const FLAT_COLUMNS: Column<FlatRow>[] = [
  { header: 'User ID', width: 8, value: (r) => r.userId },
  { header: 'Username', width: 24, value: (r) => r.username },
  { header: 'User Name', width: 28, value: (r) => r.userName },
  { header: 'Level', width: 12, value: (r) => r.level },
  { header: 'Role', width: 18, value: (r) => r.role },
  { header: 'Functional Area', width: 22, value: (r) => r.functionalArea },
  { header: 'Event', width: 28, value: (r) => r.eventName },
  { header: 'Vendor', width: 24, value: (r) => r.vendorName },
  { header: 'Company', width: 24, value: (r) => r.company },
  { header: 'Question Order', width: 10, value: (r) => r.questionOrder },
  { header: 'Question', width: 48, value: (r) => r.questionText },
  // The rating alone, so a spreadsheet's AVERAGE of the column is the portal's average: a No Vote is
  // an answer but never a rating, so its score cell is empty and the next column says it.
  { header: 'Score', width: 8, value: (r) => (r.score === NO_VOTE ? null : r.score) },
  { header: NO_VOTE_LABEL, width: 10, value: (r) => (r.score === NO_VOTE ? 'Yes' : 'No') },
  { header: 'Rating', width: 12, value: (r) => scoreLabel(r.score) },
  { header: 'Comments', width: 48, value: (r) => r.comments, wrap: true },
  { header: 'Follow-up Questions', width: 48, value: (r) => r.followupQuestions, wrap: true },
  // Dates are written in UTC: the header says so, since a spreadsheet shows them without a zone.
  { header: 'Updated (UTC)', width: 18, value: (r) => r.updatedAt, numFmt: DATE_TIME },
];

/**
 * One row per score (user, event, vendor and question), whatever is active, in the order of the
 * scores' unique index, which is also the paging key.
 */
export function flattenedScoresSheet(db: Knex): SheetSource<FlatRow> {
  return {
    fileName: `flattened-scores-${today()}.xlsx`,
    sheetName: 'Scores',
    columns: FLAT_COLUMNS,
    pages: keysetPages<FlatRow, CellKey>(
      (after, size) => {
        const query = db('scores as s')
          .join('users as u', 'u.id', 's.userId')
          .join('scoringEvents as e', 'e.id', 's.eventId')
          .join('vendors as v', 'v.id', 's.vendorId')
          .join('questions as q', 'q.id', 's.questionId')
          .select(
            's.userId',
            's.eventId',
            's.vendorId',
            's.questionId',
            'u.username',
            'u.name as userName',
            'u.level',
            'u.role',
            'u.functionalArea',
            'e.name as eventName',
            'v.name as vendorName',
            'v.company',
            'q.order as questionOrder',
            'q.text as questionText',
            's.score',
            's.comments',
            's.followupQuestions',
            's.updatedAt',
          )
          .orderBy(['s.userId', 's.eventId', 's.vendorId', 's.questionId'])
          .limit(size);
        if (after) query.whereRaw('(s.user_id, s.event_id, s.vendor_id, s.question_id) > (?, ?, ?, ?)', after);
        return query;
      },
      (row) => [row.userId, row.eventId, row.vendorId, row.questionId],
      PAGE_SIZE,
    ),
  };
}
