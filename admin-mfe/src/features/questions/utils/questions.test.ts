import { makeEvent, makeQuestion } from '../../../../test/fixtures';
import { sortQuestions } from './questions';

describe('sortQuestions', () => {
  it('orders by event name, then order, and names a missing event by id', () => {
    const events = [makeEvent({ id: 1, name: 'Zeta Review' }), makeEvent({ id: 2, name: 'Alpha Review' })];
    const questions = [
      makeQuestion({ id: 1, eventId: 1, text: 'Z2', order: 2 }),
      makeQuestion({ id: 2, eventId: 1, text: 'Z1', order: 1 }),
      makeQuestion({ id: 3, eventId: 2, text: 'A1', order: 5 }),
      makeQuestion({ id: 4, eventId: 9, text: 'Orphan', order: 0 }),
    ];
    expect(sortQuestions(questions, events).map((row) => `${row.eventName}: ${row.text}`)).toEqual([
      'Alpha Review: A1',
      'Event 9: Orphan',
      'Zeta Review: Z1',
      'Zeta Review: Z2',
    ]);
  });
});
