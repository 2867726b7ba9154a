import { BULK_UPLOAD_COLUMNS } from '@vsp/contract';
import { parseUsersCsv, userTemplateCsv } from './csv';

const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });

describe('parseUsersCsv', () => {
  it('maps each data row to the template fields by column header, in any column order', async () => {
    const result = await parseUsersCsv(
      csv('name,username,password,email,level,role,functionalArea\nJo Doe,jdoe,s3cret,jo@example.org,Senior,Analyst,Finance\n'),
    );
    expect(result).toEqual({
      ok: true,
      users: [
        {
          line: 2,
          user: { username: 'jdoe', password: 's3cret', name: 'Jo Doe', email: 'jo@example.org', level: 'Senior', role: 'Analyst', functionalArea: 'Finance' },
        },
      ],
      skipped: [],
    });
  });

  it('accepts headers in another case or spelling and leaves absent optional columns empty', async () => {
    const result = await parseUsersCsv(csv('Username,Password,Name,Functional Area\r\nkim, pw ,Kim Lee,Sales\r\n'));
    expect(result.ok && result.users[0].user).toEqual({
      username: 'kim',
      password: ' pw ',
      name: 'Kim Lee',
      email: null,
      level: null,
      role: null,
      functionalArea: 'Sales',
    });
  });

  it('reads quoted values that hold commas', async () => {
    const result = await parseUsersCsv(csv('username,password,name\njdoe,"a,b","Doe, Jo"\n'));
    expect(result.ok && result.users[0].user).toMatchObject({ password: 'a,b', name: 'Doe, Jo' });
  });

  it('refuses a file whose name does not end in .csv', async () => {
    expect(await parseUsersCsv(csv('username,password,name\na,b,c', 'users.xlsx'))).toEqual({
      ok: false,
      error: { title: 'Invalid file type', description: 'Please upload a CSV file' },
    });
  });

  it('accepts the .csv extension in capitals', async () => {
    expect((await parseUsersCsv(csv('username,password,name\na,b,c', 'USERS.CSV'))).ok).toBe(true);
  });

  it.each([
    ['an empty file', ''],
    ['a header row alone', 'username,password,name\n'],
    ['a header and blank lines', 'username,password,name\n\n  \n'],
  ])('needs at least one data row: %s', async (_case, text) => {
    expect(await parseUsersCsv(csv(text))).toEqual({
      ok: false,
      error: { title: 'Empty file', description: 'CSV file must contain at least one data row' },
    });
  });

  it('names the required columns and the ones missing', async () => {
    expect(await parseUsersCsv(csv('username,name,email\njdoe,Jo Doe,jo@example.org\n'))).toEqual({
      ok: false,
      error: { title: 'Missing required columns', description: 'Required columns: username, password, name. Missing: password' },
    });
  });

  it('drops rows missing username, password or name and reports them by line', async () => {
    const result = await parseUsersCsv(csv('username,password,name\njdoe,pw,Jo Doe\n,pw,No Username\nkim,,Kim Lee\n\nlee,pw,\n'));
    expect(result).toEqual({
      ok: true,
      users: [{ line: 2, user: expect.objectContaining({ username: 'jdoe' }) }],
      skipped: [
        { line: 3, username: null, message: 'Missing username' },
        { line: 4, username: 'kim', message: 'Missing password' },
        { line: 6, username: 'lee', message: 'Missing name' },
      ],
    });
  });

  it('says no valid users were found when every row lacks a required field', async () => {
    expect(await parseUsersCsv(csv('username,password,name\njdoe,,Jo Doe\n,pw,\n'))).toEqual({
      ok: false,
      error: { title: 'No valid users found', description: 'Please ensure all required fields are filled' },
    });
  });

  it('reports a file that cannot be read', async () => {
    const file = csv('username,password,name\n');
    jest.spyOn(FileReader.prototype, 'readAsText').mockImplementationOnce(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    expect(await parseUsersCsv(file)).toEqual({
      ok: false,
      error: { title: 'Error reading file', description: 'Please check your CSV format' },
    });
  });

  it('reports malformed quoting as a format error', async () => {
    expect(await parseUsersCsv(csv('username,password,name\njdoe,"unclosed,Jo Doe\n'))).toEqual({
      ok: false,
      error: { title: 'Error reading file', description: 'Please check your CSV format' },
    });
  });
});

describe('userTemplateCsv', () => {
  it('is the header row of the template columns, which the parser reads as an empty file', async () => {
    expect(userTemplateCsv()).toBe('username,password,name,email,level,role,functionalArea\r\n');
    expect(BULK_UPLOAD_COLUMNS).toHaveLength(7);
    expect((await parseUsersCsv(csv(userTemplateCsv()))).ok).toBe(false);
  });
});
