import { mapDatabaseError } from './errors';

describe('mapDatabaseError', () => {
  it.each(['40P01', '40001'])('answers a change cancelled by the database (%s) with 503 and a reason to try again', (code) => {
    const answer = mapDatabaseError({ code, message: 'deadlock detected' });
    expect(answer?.output.statusCode).toBe(503);
    expect(answer?.message).toBe('The change met another one at the same moment and was not made. Please try again.');
  });

  it.each(['08006', '53100', '53300', '58030', '57P01'])('answers a failure of the database itself (%s) with 503', (code) => {
    const answer = mapDatabaseError({ code, message: 'could not fsync file' });
    expect(answer?.output.statusCode).toBe(503);
    expect(answer?.message).toBe('The database is unavailable. Please try again shortly.');
  });

  it.each(['22021', '22P05'])('answers text the database cannot hold (%s), such as a NUL, with 400', (code) => {
    const answer = mapDatabaseError({ code, message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    expect(answer?.output.statusCode).toBe(400);
    expect(answer?.message).toBe('A value is not valid');
  });

  it('keeps the 500 of an error it does not know', () => {
    expect(mapDatabaseError({ code: 'XX000', message: 'internal error' })).toBeUndefined();
  });
});
