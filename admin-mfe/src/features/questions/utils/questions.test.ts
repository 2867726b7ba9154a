import { makeEvent, makeQuestion } from '../../../../test/fixtures';
import { WEIGHT_INVALID } from '@vsp/contract';
import { questionFormValues, sortQuestions, toQuestionPayload, validateQuestion } from './questions';

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

describe('the question form', () => {
  const values = (weight: string, section = '') => ({ ...questionFormValues(), eventId: '1', text: 'Fit', weight, section });

  it('sends an empty weight as the default 1 and a blank section as none', () => {
    expect(toQuestionPayload(values('  ', '  '))).toMatchObject({ weight: 1, section: null });
    expect(toQuestionPayload(values('0.29', ' Technical '))).toMatchObject({ weight: 0.29, section: 'Technical' });
  });

  it.each(['0', '-1', '100.01', '1.234', 'abc'])('refuses a weight of %s as the BFF does', (weight) => {
    expect(validateQuestion(values(weight))).toEqual({ weight: WEIGHT_INVALID });
  });

  it('refuses a section over 100 characters', () => {
    expect(validateQuestion(values('1', 's'.repeat(101)))).toEqual({ section: 'Section must be at most 100 characters' });
    expect(validateQuestion(values('100', 's'.repeat(100)))).toEqual({});
  });
});
