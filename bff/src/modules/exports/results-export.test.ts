import { api, FLAGS_ACCUSE_NO_ONE, gapSentence, weightFlipSentence, type EventRobustness } from '@vsp/contract';
import ExcelJS from 'exceljs';
import { createResultsFixture, type ResultsFixture } from '../../../test/results-fixture';
import { adminCaller, caller, json, request, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';

let t: TestServer;
let admin: Caller;
let f: ResultsFixture;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createResultsFixture(t.db);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

function values(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

async function download(eventId: number): Promise<ExcelJS.Workbook> {
  const response = await admin(to(api.exports.results, { eventId }));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="results-event-${eventId}-${today()}.xlsx"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

it('holds the ranking, the matrix with flagged cells marked, every cell statistic, the evaluators and the agreement', async () => {
  const workbook = await download(f.events.r);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Ranking', 'Matrix', 'Cells', 'Evaluators', 'Agreement', 'Consensus', 'Award', 'Robustness']);
  const [ranking, matrix, cells, evaluators, agreement, consensus] = workbook.worksheets;

  for (const sheet of workbook.worksheets) {
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  }

  // Figures as the ranking call answers them (see results.test.ts): unrounded numbers, formats for the eye.
  expect(values(ranking, 1)).toEqual([
    'Rank', 'Vendor', 'Weighted Score', 'Mean Score', 'Median', 'Responses', 'No Votes', 'Coverage', 'Normalised Score', 'Normalised Rank',
    'Consensus Score', 'Consensus Rank',
  ]);
  expect(values(ranking, 2).slice(0, 8)).toEqual([1, 'Vendor 1', 40 / 9, 22 / 5, 4, 6, 1, 0.6]);
  expect(values(ranking, 3)[0]).toBe(2);
  expect(values(ranking, 4)[0]).toBe(2);
  expect(values(ranking, 5)[0]).toBe(4);
  expect(values(ranking, 6)).toEqual([undefined, 'Vendor 5', undefined, undefined, undefined, 0, 0, 0]);
  expect(ranking.getCell('C2').numFmt).toBe('0.00');
  expect(ranking.getCell('H2').numFmt).toBe('0%');
  expect(ranking.autoFilter).toBe('A1:L6');
  // Nothing agreed yet: the consensus score is the weighted score.
  expect(values(ranking, 2).slice(10)).toEqual([40 / 9, 1]);

  // Vendors by rank × Q1, Q2: V2 Q2 (4 and 2) and V3 Q1 (4 and 2) are flagged at threshold 2.
  expect(values(matrix, 1)).toEqual(['Vendor', 'Q1 (weight 2)', 'Q2 (weight 1)', 'Weighted Score']);
  expect(values(matrix, 2)).toEqual(['Vendor 1', 14 / 3, 4, 40 / 9]);
  expect(values(matrix, 5)).toEqual(['Vendor 4', 1.5, undefined, 1.5]);
  const flagged: string[] = [];
  for (let row = 2; row <= 6; row++) {
    for (let column = 2; column <= 3; column++) {
      const cell = matrix.getCell(row, column);
      if (cell.fill && 'fgColor' in cell.fill) flagged.push(`${values(matrix, row)[0]} ${values(matrix, 1)[column - 1]}: ${cell.note}`);
    }
  }
  expect(flagged).toEqual(['Vendor 2 Q2 (weight 1): Flagged: ratings from 2 to 4', 'Vendor 3 Q1 (weight 2): Flagged: ratings from 2 to 4']);
  expect(values(matrix, 8)).toEqual(['Flagged cells (filled): at least 2 ratings, the highest and lowest 2 or more apart.']);

  expect(values(cells, 1)).toEqual([
    'Vendor', 'Question', 'Ratings', 'No Votes', 'Mean', 'Median', 'SD', 'Min', 'Max',
    'Count No Vote', 'Count 1 Poor', 'Count 2 Fair', 'Count 3 Good', 'Count 4 Very Good', 'Count 5 Exceptional', 'Flagged',
  ]);
  expect(cells.rowCount).toBe(9);
  expect(values(cells, 5)).toEqual(['Vendor 2', 'Q2', 2, 0, 3, 3, Math.SQRT2, 2, 4, 0, 0, 1, 0, 1, 0, 'Yes']);
  expect(values(cells, 9)).toEqual(['Vendor 4', 'Q2', 0, 2, undefined, undefined, undefined, undefined, undefined, 2, 0, 0, 0, 0, 0, 'No']);

  expect(values(evaluators, 1)).toEqual(['User ID', 'Name', 'Ratings', 'Mean', 'Leniency']);
  expect(values(evaluators, 2)).toEqual([f.users.ann, 'Ann', 6, 23 / 6, expect.closeTo(7 / 18, 12)]);
  expect(evaluators.rowCount).toBe(5);

  expect(values(agreement, 1)).toEqual(['Scope', "Krippendorff's Alpha", 'Reading']);
  expect(values(agreement, 2)).toEqual(['All questions', expect.closeTo(36 / 71, 12), 'Low']);
  expect(values(agreement, 3)).toEqual(['Q1', expect.closeTo(23 / 35, 12), 'Low']);
  expect(values(agreement, 4)).toEqual(['Q2', expect.closeTo(0, 12), 'Low']);

  expect(values(consensus, 1)).toEqual(["Vendor", 'Question', "Evaluators' Mean", 'Consensus Score', 'Rationale', 'Set By', 'Set At (UTC)']);
  expect(consensus.rowCount).toBe(1);
});

it('holds the award: points by award rank, then the excluded vendors with every reason', async () => {
  // Price carries 40 points; Vendor 1 alone has a price, so every other vendor is excluded for want of one.
  await t.db('scoringEvents').where({ id: f.events.r }).update({ priceWeight: 40 });
  await t.db('eventPrices').insert({ eventId: f.events.r, vendorId: f.vendors.v1, price: 1200 });
  try {
    const award = (await download(f.events.r)).getWorksheet('Award')!;
    expect(values(award, 1)).toEqual([
      'Award Rank', 'Vendor', 'Quality Score', 'Quality Points (of 60)', 'Price', 'Price Points (of 40)', 'Total (of 100)', 'Excluded', 'Reasons', 'Pending',
    ]);
    // Vendor 1: quality 40/9 (no agreed score), 40/9 / 5 × 60 quality points, the only price: score 1, 40 points.
    expect(values(award, 2).slice(0, 8)).toEqual([1, 'Vendor 1', 40 / 9, (40 / 9 / 5) * 60, 1200, 40, (40 / 9 / 5) * 60 + 40, 'No']);
    expect(values(award, 3).slice(7, 9)).toEqual(['Yes', 'No price, while price carries 40 of the 100 points']);
    expect(award.getCell('I3').alignment).toMatchObject({ wrapText: true });
  } finally {
    await t.db('eventPrices').delete();
    await t.db('scoringEvents').where({ id: f.events.r }).update({ priceWeight: 0 });
  }
});

it('holds how sure the decision is: chances of first place, the gap to the leader in its parts, and the sentences of the How sure view', async () => {
  const robustness = (await download(f.events.r)).getWorksheet('Robustness')!;
  const answer = json<EventRobustness>(await admin(to(api.analysis.robustness, { eventId: f.events.r })));
  expect(values(robustness, 1)).toEqual(['Vendor', 'Chance of First Place', 'Gap to the Leader', 'Part: Q1', 'Part: Q2', 'Part: Price']);
  const chances = answer.bootstrap.firstPlace.map((entry) => entry.probability);
  expect(values(robustness, 2)).toEqual(['Vendor 1', chances[0]]);
  // Quality basis, Vendor 1 leading with 40/9. Vendors 2 and 3 (3 on Q1 and Q2) are 13/9 behind:
  // 2 × (14/3) / 3 − 2 × 3 / 3 = 10/9 on Q1 and 4/3 − 3/3 = 1/3 on Q2. Vendor 4 (Q1 1.5 alone) is
  // 53/18 behind: 28/9 − 1.5 = 29/18 on Q1, and on Q2, where it has no value, 4/3.
  const behind: [string, number, number, number][] = [
    ['Vendor 2', 13 / 9, 10 / 9, 1 / 3],
    ['Vendor 3', 13 / 9, 10 / 9, 1 / 3],
    ['Vendor 4', 53 / 18, 29 / 18, 4 / 3],
  ];
  behind.forEach(([name, gap, q1, q2], i) => {
    const [vendor, chance, gapToLeader, part1, part2, price] = values(robustness, i + 3) as [string, number, number, number, number, number];
    expect([vendor, chance, price]).toEqual([name, chances[i + 1], 0]);
    [gapToLeader, part1, part2].forEach((value, j) => expect(value).toBeCloseTo([gap, q1, q2][j], 12));
  });
  expect(robustness.getCell('B2').numFmt).toBe('0.0%');
  expect(robustness.autoFilter).toBe('A1:F5');

  const names = new Map([[f.vendors.v2, 'Vendor 2'], [f.vendors.v3, 'Vendor 3'], [f.vendors.v4, 'Vendor 4']]);
  const [q1Flip, q2Flip] = answer.weightFlips;
  const flipSentence = (text: string, flip: typeof q1Flip) => weightFlipSentence(text, flip.factor, flip.vendorId === null ? null : names.get(flip.vendorId)!);
  const texts = Array.from({ length: robustness.rowCount - 6 }, (_, i) => values(robustness, i + 7)[0]);
  expect(texts).toEqual([
    'How sure',
    gapSentence('Vendor 1', 13 / 9, answer.bootstrap.gapInterval!),
    '2,000 resamples of the evaluators, from seed 1.',
    undefined,
    'Weights',
    flipSentence('Q1', q1Flip),
    flipSentence('Q2', q2Flip),
    undefined,
    'Evaluator flags',
    // No evaluator of the event has a flag (see robustness.test.ts for each flag).
    FLAGS_ACCUSE_NO_ONE,
  ]);
  expect(robustness.getRow(7).font).toMatchObject({ bold: true });
});

it('lists each evaluator flag with its label and what it found', async () => {
  // Eve gives 3 to five cells: a straight line.
  const cells = [f.vendors.v1, f.vendors.v2, f.vendors.v3, f.vendors.v4, f.vendors.v5].map((vendorId) => ({ userId: f.users.eve, eventId: f.events.r, vendorId, questionId: f.questions.q2, score: 3 }));
  await t.db('scores').insert(cells);
  try {
    const robustness = (await download(f.events.r)).getWorksheet('Robustness')!;
    expect(values(robustness, robustness.rowCount)).toEqual(['Eve', 'Straight line', 'Gave every cell they rated 3']);
    expect(values(robustness, robustness.rowCount - 1)).toEqual([FLAGS_ACCUSE_NO_ONE]);
  } finally {
    await t.db('scores').where({ userId: f.users.eve }).delete();
  }
});

it('lists the agreed scores beside the evaluators’ mean, No Vote in words, and ranks by them', async () => {
  const agree = async (vendorId: number, score: number, rationale: string) => {
    const cell = { eventId: f.events.r, vendorId, questionId: f.questions.q1 };
    expect((await admin({ ...to(api.consensus.set, cell), payload: { score, rationale } })).statusCode).toBe(200);
  };
  // V3 Q1 (4 and 2) agreed at 5: (2·5 + 3) / 3 = 13/3, second after V1's 40/9. V4 Q1 agreed No Vote: nothing left.
  await agree(f.vendors.v3, 5, 'The reference call settled it');
  await agree(f.vendors.v4, 0, 'Not comparable');
  try {
    const workbook = await download(f.events.r);
    const consensus = workbook.getWorksheet('Consensus')!;
    const setBy = (await t.db('users').first('name').where({ username: 'admin' })).name as string;
    expect(values(consensus, 2).slice(0, 6)).toEqual(['Vendor 3', 'Q1', 3, 5, 'The reference call settled it', setBy]);
    expect(values(consensus, 3).slice(0, 6)).toEqual(['Vendor 4', 'Q1', 1.5, 'No Vote', 'Not comparable', setBy]);
    expect(values(consensus, 2)[6]).toBeInstanceOf(Date);
    expect(consensus.getCell('G2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(consensus.getCell('E2').alignment).toMatchObject({ wrapText: true });

    const ranking = workbook.getWorksheet('Ranking')!;
    const byVendor = new Map([2, 3, 4, 5, 6].map((row) => [values(ranking, row)[1], values(ranking, row).slice(10)]));
    expect(byVendor.get('Vendor 3')).toEqual([expect.closeTo(13 / 3, 12), 2]);
    expect(byVendor.get('Vendor 4')).toEqual([]);
  } finally {
    await t.db('consensusScores').delete();
  }
});

it('marks text a spreadsheet would take for a formula as text, and keeps it exactly as written', async () => {
  const names = { vendor: '=HYPERLINK("http://example.test","Vendor 1")', question: '@Q1', evaluator: '\tAnn', rationale: '+2 for the reference call' };
  const renamed = async (vendor: string, question: string, evaluator: string) => {
    await t.db('vendors').where({ id: f.vendors.v1 }).update({ name: vendor });
    await t.db('questions').where({ id: f.questions.q1 }).update({ text: question });
    await t.db('users').where({ id: f.users.ann }).update({ name: evaluator });
  };
  await renamed(names.vendor, names.question, names.evaluator);
  const cell = { eventId: f.events.r, vendorId: f.vendors.v2, questionId: f.questions.q2 };
  expect((await admin({ ...to(api.consensus.set, cell), payload: { score: 3, rationale: names.rationale } })).statusCode).toBe(200);
  try {
    const workbook = await download(f.events.r);
    const sheet = (name: string) => workbook.getWorksheet(name)!;
    const formulaLike = [
      sheet('Ranking').getCell('B2'),
      sheet('Matrix').getCell('A2'),
      sheet('Matrix').getCell('B1'),
      sheet('Cells').getCell('A2'),
      sheet('Cells').getCell('B2'),
      sheet('Evaluators').getCell('B2'),
      sheet('Agreement').getCell('A3'),
      sheet('Consensus').getCell('E2'),
    ];
    expect(formulaLike.map((text) => text.value)).toEqual([
      names.vendor, names.vendor, `${names.question} (weight 2)`, names.vendor, names.question, names.evaluator, names.question, names.rationale,
    ]);
    for (const text of formulaLike) {
      expect(text.type).toBe(ExcelJS.ValueType.String);
      expect([text.address, text.numFmt]).toEqual([text.address, '@']);
    }
    // A marked cell keeps the rest of its column's style; other text and the figures are not marked.
    expect(sheet('Consensus').getCell('E2').alignment).toMatchObject({ wrapText: true });
    for (const plain of [sheet('Ranking').getCell('B3'), sheet('Matrix').getCell('C1'), sheet('Cells').getCell('B3'), sheet('Consensus').getCell('A2')]) {
      expect([plain.address, plain.numFmt]).not.toEqual([plain.address, '@']);
    }
    expect(sheet('Ranking').getCell('C2').numFmt).toBe('0.00');
  } finally {
    await renamed('Vendor 1', 'Q1', 'Ann');
    await t.db('consensusScores').delete();
  }
});

it('reads "Reliable" for the worked example and leaves the reading empty where alpha cannot be computed', async () => {
  const k = (await download(f.events.k)).getWorksheet('Agreement')!;
  expect(values(k, 2)).toEqual(['All questions', expect.closeTo(0.849, 3), 'Reliable']);
  const n = (await download(f.events.n)).getWorksheet('Agreement')!;
  expect(values(n, 2)).toEqual(['All questions']);
});

it('is refused signed out and to evaluators, and answers 404 for an unknown event', async () => {
  const call = to(api.exports.results, { eventId: f.events.r });
  expect((await request(t.server, undefined, call)).statusCode).toBe(401);
  expect((await (await caller(t.server, 'ben'))(call)).statusCode).toBe(403);
  const missing = await admin(to(api.exports.results, { eventId: 999999 }));
  expect(missing.statusCode).toBe(404);
  expect(JSON.parse(missing.payload)).toMatchObject({ message: 'Event not found' });
});
