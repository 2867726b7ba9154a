import { api } from '@vsp/contract';
import ExcelJS from 'exceljs';
import { createCell, type Cell } from '../../../test/fixtures';
import { adminCaller, createUser, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { styleOfCell, xlsxParts } from '../../../test/xlsx-parts';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';

let t: TestServer;
let admin: Caller;
let cell: Cell;
let riskyId: number;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  cell = await createCell(t.db);
  const risky = await createUser(t.db, { username: '=cmd', name: '=HYPERLINK("http://evil.example","click")', email: 'r@example.com' });
  riskyId = risky.id;
  await t.db('users').where({ id: riskyId }).update({ level: '+1', role: '-2', functionalArea: '@SUM(A1)' });
  await t.db('scores').insert({
    userId: riskyId,
    ...cell,
    score: 0,
    comments: '\tTabbed',
    followupQuestions: '\rReturned',
  });
});
afterAll(() => t.close());

async function downloadFile(options: { method: string; url: string }): Promise<Buffer> {
  const response = await admin(options);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.rawPayload;
}

async function download(options: { method: string; url: string }): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloadFile(options)) as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0];
}

const FIRST_SHEET = 'xl/worksheets/sheet1.xml';

function values(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

describe('users export', () => {
  it('names the file with the date', async () => {
    const response = await admin(to(api.exports.users));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${today()}.xlsx"`);
  });

  it('has a frozen, filtered header and one row per user, text exactly as stored, without passwords', async () => {
    const file = await downloadFile(to(api.exports.users));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Users');
    expect(values(sheet, 1)).toEqual(['ID', 'Username', 'Name', 'Email', 'Level', 'Role', 'Functional Area', 'Administrator', 'Created']);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:I3');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('I2').numFmt).toBe('yyyy-mm-dd hh:mm');

    const system = await t.db('users').where({ id: -1 }).first();
    expect(values(sheet, 2)).toEqual([-1, 'admin', 'System Administrator', undefined, undefined, undefined, undefined, 'Yes', system.createdAt]);
    const risky = await t.db('users').where({ id: riskyId }).first();
    expect(values(sheet, 3)).toEqual([
      riskyId,
      '=cmd',
      '=HYPERLINK("http://evil.example","click")',
      'r@example.com',
      '+1',
      '-2',
      '@SUM(A1)',
      'No',
      risky.createdAt,
    ]);
    // Formula-like text is marked as text by its style, never run: no cell holds a formula.
    const parts = xlsxParts(file);
    for (const reference of ['B3', 'C3', 'E3', 'F3', 'G3']) expect(styleOfCell(parts, FIRST_SHEET, reference)).toMatch(/quotePrefix="1"/);
    for (const reference of ['B2', 'D3', 'H3']) expect(styleOfCell(parts, FIRST_SHEET, reference) ?? '').not.toMatch(/quotePrefix/);
    expect(parts.get(FIRST_SHEET)).not.toMatch(/<f>/);
    for (let row = 1; row <= sheet.rowCount; row++) {
      sheet.getRow(row).eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(String(cell.value)).not.toMatch(/argon2/);
      });
    }
  });
});

describe('flattened scores export', () => {
  it('names the file with the date', async () => {
    const response = await admin(to(api.exports.flattenedScores));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="flattened-scores-${today()}.xlsx"`);
  });

  it('writes one row per score with the user, event, vendor and question, text exactly as stored', async () => {
    const file = await downloadFile(to(api.exports.flattenedScores));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Scores');
    expect(values(sheet, 1)).toEqual([
      'User ID',
      'Username',
      'User Name',
      'Level',
      'Role',
      'Functional Area',
      'Event',
      'Vendor',
      'Company',
      'Question Order',
      'Question',
      'Score',
      'No Vote',
      'Rating',
      'Comments',
      'Follow-up Questions',
      'Updated (UTC)',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:Q2');
    const score = await t.db('scores').where({ userId: riskyId }).first();
    const row = values(sheet, 2);
    // XML readers turn a carriage return into a line feed; the text is otherwise as stored.
    expect(row[15]).toMatch(/^[\r\n]Returned$/);
    expect(row).toEqual([
      riskyId,
      '=cmd',
      '=HYPERLINK("http://evil.example","click")',
      '+1',
      '-2',
      '@SUM(A1)',
      'Main event',
      'Main vendor',
      undefined,
      0,
      'Main question',
      // A No Vote has no rating: the score is empty and the next column says why.
      undefined,
      'Yes',
      'No Vote',
      '\tTabbed',
      row[15],
      score.updatedAt,
    ]);
    expect(sheet.getCell('Q2').numFmt).toBe('yyyy-mm-dd hh:mm');

    const parts = xlsxParts(file);
    // Comments and follow-up questions wrap; formula-like text is marked as text by its style.
    for (const reference of ['O2', 'P2']) expect(styleOfCell(parts, FIRST_SHEET, reference)).toMatch(/^<xf quotePrefix="1" [\s\S]*wrapText="1"/);
    for (const reference of ['B2', 'C2', 'D2', 'E2', 'F2']) expect(styleOfCell(parts, FIRST_SHEET, reference)).toMatch(/quotePrefix="1"/);
    expect(styleOfCell(parts, FIRST_SHEET, 'G2') ?? '').not.toMatch(/quotePrefix/);
    expect(parts.get(FIRST_SHEET)).not.toMatch(/<f>/);
  });

  it('reads every score across pages, in user, event, vendor and question order', async () => {
    const [event] = await t.db('scoringEvents').insert({ name: 'Big event' }).returning('id');
    const vendors = await t.db('vendors').insert(Array.from({ length: 10 }, (_, i) => ({ name: `V${i}` }))).returning('id');
    const questions = await t
      .db('questions')
      .insert(Array.from({ length: 10 }, (_, i) => ({ eventId: event.id, text: `Q${i}`, order: i })))
      .returning('id');
    await t.db.raw(
      `insert into users (username, password, name) select 'bulk-' || g, 'x', 'Bulk ' || g from generate_series(1, 45) g`,
    );
    await t.db.raw(
      `insert into scores (user_id, event_id, vendor_id, question_id, score)
       select u.id, ?, v, q, (u.id + v + q) % 6 from users u, unnest(?::int[]) v, unnest(?::int[]) q where u.username like 'bulk-%'`,
      [event.id, vendors.map((v) => v.id), questions.map((q) => q.id)],
    );
    const expected = await t.db('scores').orderBy(['userId', 'eventId', 'vendorId', 'questionId']).select('userId', 'vendorId', 'score');
    expect(expected.length).toBe(4501);

    const sheet = await download(to(api.exports.flattenedScores));
    expect(sheet.rowCount).toBe(4502);
    expect(sheet.autoFilter).toBe('A1:Q4502');
    const names = new Map((await t.db('vendors')).map((v) => [v.id, v.name]));
    for (let i = 0; i < expected.length; i++) {
      const row = values(sheet, i + 2);
      const noVote = expected[i].score === 0;
      expect([row[0], row[7], row[11], row[12]]).toEqual([
        expected[i].userId,
        names.get(expected[i].vendorId),
        noVote ? undefined : expected[i].score,
        noVote ? 'Yes' : 'No',
      ]);
    }

    // A spreadsheet's AVERAGE of the Score column (it skips empty cells) is the portal's average of ratings.
    const ratings = (sheet.getColumn(12).values as unknown[]).slice(2).filter((value): value is number => typeof value === 'number');
    const { average } = await t.db('scores').where('score', '>', 0).first(t.db.raw('avg(score)::float8 as average'));
    expect(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toBeCloseTo(average, 12);
    expect(ratings.length).toBe(expected.filter((score) => score.score > 0).length);
  }, 30_000);
});

// Last: it adds a user, which the users export above would list.
describe('an export opened in a new tab without a session', () => {
  const navigation = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

  it.each([api.exports.users, api.exports.flattenedScores])('sends the tab to sign in and back to Export Data: $route', async (endpoint) => {
    const response = await t.server.inject({ ...to(endpoint), headers: navigation });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin?tab=export');
  });

  it('answers the page’s own download with the 401 it can read', async () => {
    const response = await t.server.inject({ ...to(api.exports.users), headers: { accept: '*/*', 'sec-fetch-mode': 'cors' } });
    expect(response.statusCode).toBe(401);
  });

  it('still refuses a signed-in evaluator with 403, tab or not', async () => {
    const evaluator = await createUser(t.db, { username: 'tab-evaluator' });
    const cookie = await signIn(t.server, evaluator.username);
    const response = await t.server.inject({ ...to(api.exports.users), headers: { ...navigation, cookie } });
    expect(response.statusCode).toBe(403);
  });
});
