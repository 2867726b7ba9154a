import type { CsvUser } from '../../../lib/csv';
import { chunkProblems, reportFileName, uploadReportCsv } from './upload';

const row = (line: number, username: string): CsvUser => ({
  line,
  user: { username, password: 'a long secret', name: username, email: null, level: null, role: null, functionalArea: null },
});

describe('chunkProblems', () => {
  it('gives each refused row the line of the file it came from, not its place in the request', () => {
    const chunk = [row(503, 'ann'), row(504, 'ben'), row(506, 'cy')];
    expect(
      chunkProblems(chunk, {
        created: 1,
        errors: [
          { row: 2, username: 'ben', message: 'Username already exists' },
          { row: 3, username: 'cy', message: '"email" must be a valid email' },
        ],
      }),
    ).toEqual([
      { line: 504, username: 'ben', message: 'Username already exists' },
      { line: 506, username: 'cy', message: '"email" must be a valid email' },
    ]);
  });
});

describe('uploadReportCsv', () => {
  it('lists the problems and the rows not sent by line, quoting and escaping what a spreadsheet would misread', () => {
    const csv = uploadReportCsv({
      status: 'failed',
      problems: [
        { line: 9, username: '=HYPERLINK("x")', message: 'Username already exists' },
        { line: 2, username: null, message: 'Missing username, password' },
        { line: 4, username: 'dee', message: 'Password must be at least 8 characters, "really"' },
      ],
      unsent: [{ line: 12, username: 'eve' }],
    });
    expect(csv.split('\r\n')).toEqual([
      'line,username,reason',
      '2,,"Missing username, password"',
      '4,dee,"Password must be at least 8 characters, ""really"""',
      `9,"'=HYPERLINK(""x"")",Username already exists`,
      '12,eve,Not sent: the upload stopped after an error',
    ]);
  });
});

describe('reportFileName', () => {
  it.each([
    ['users.csv', 'users-report.csv'],
    ['Staff List.CSV', 'Staff List-report.csv'],
    ['.csv', 'upload-report.csv'],
  ])('%s → %s', (name, expected) => expect(reportFileName(name)).toBe(expected));
});
