import { parseEventId } from './eventId';

describe('parseEventId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
  ])('reads %p as %p', (param, id) => {
    expect(parseEventId(param)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999999999999'])('refuses %p', (param) => {
    expect(parseEventId(param)).toBeNull();
  });
});
