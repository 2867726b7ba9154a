import { actorOf, auditFilters, changeLines, filterProblems, formatValue, NO_FILTERS } from './activity';

describe('the Activity filters', () => {
  it('ask for everything when empty, and turn the local date-times into moments', () => {
    expect(auditFilters(NO_FILTERS)).toEqual({ entity: undefined, entityId: undefined, actorId: undefined, from: undefined, to: undefined });
    const query = auditFilters({ entity: 'permission', entityId: ' 7:2 ', actorId: '-1', from: '2026-03-05T09:30', to: '' });
    expect(query).toMatchObject({ entity: 'permission', entityId: '7:2', actorId: -1 });
    expect(query.from).toBe(new Date('2026-03-05T09:30').toISOString());
  });

  it('name an id that is not one, and an end before the start', () => {
    expect(filterProblems({ ...NO_FILTERS, entityId: '12:3' })).toEqual({});
    expect(filterProblems({ ...NO_FILTERS, entityId: 'twelve' })).toEqual({ entityId: 'An id such as 12, or two ids such as 12:3' });
    expect(filterProblems({ ...NO_FILTERS, from: '2026-03-05T09:30', to: '2026-03-04T09:30' })).toEqual({ to: 'Must not be before From' });
  });
});

describe('the changes of an entry', () => {
  it('read "field: old → new", with yes/no, empty text and long text cut', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue(false)).toBe('No');
    expect(formatValue('')).toBe('""');
    expect(formatValue(2.5)).toBe('2.5');
    expect(formatValue('x'.repeat(500))).toHaveLength(120);
    expect(
      changeLines({ id: 1, actorId: null, actorName: null, entity: 'vendor', entityId: '3', action: 'updated', changes: { isActive: { old: true, new: false } }, at: '' }),
    ).toEqual(['isActive: Yes → No']);
  });
});

describe('who made a change', () => {
  const entry = { id: 1, actorId: null, actorName: null, entity: 'vendor', entityId: '3', action: 'updated', changes: {}, at: '' } as const;

  it('is the actor by name, nobody outside the portal, and nobody signed in for a failed sign-in', () => {
    expect(actorOf({ ...entry, actorId: 4, actorName: 'Ada Admin' })).toBe('Ada Admin');
    expect(actorOf({ ...entry, actorId: 4 })).toBe('User 4');
    expect(actorOf(entry)).toBe('Outside the portal');
    expect(actorOf({ ...entry, entity: 'sign-in', entityId: null, action: 'failed' })).toBe('Not signed in');
  });
});
