import type { ScoreHistoryItem } from '@vsp/contract';
import { makeHistoryItem } from '../../../../test/scoreHistoryFixtures';
import { actorOf, scoreChange, textLines } from './history';

const item = (overrides: Partial<ScoreHistoryItem>) => makeHistoryItem({ id: 1, ...overrides });

describe('scoreChange', () => {
  it.each([
    [{ action: 'created', oldScore: null, newScore: 3 }, '— → 3'],
    [{ action: 'updated', oldScore: 3, newScore: 0 }, '3 → No Vote'],
    [{ action: 'deleted', oldScore: 5, newScore: null }, '5 → —'],
  ] as const)('shows %p as %p', (change, shown) => {
    expect(scoreChange(item(change))).toBe(shown);
  });
});

describe('actorOf', () => {
  it('names the actor as they were named then, by id when the name is gone, and nobody outside the portal', () => {
    expect(actorOf(item({ actorId: 7, actorName: 'Robin Evaluator' }))).toBe('Robin Evaluator');
    expect(actorOf(item({ actorId: 7, actorName: null }))).toBe('User 7');
    expect(actorOf(item({ actorId: null, actorName: null }))).toBe('Outside the portal');
  });
});

describe('textLines', () => {
  it('shows what a created score holds, and nothing it does not', () => {
    expect(textLines(item({ action: 'created', newComments: 'Clear demo', newFollowupQuestions: null }))).toEqual([{ label: 'Comments', text: 'Clear demo' }]);
  });

  it('shows what a change replaced, and leaves unchanged text as it is', () => {
    const change = item({ action: 'updated', oldComments: 'Clear demo', newComments: 'Clear demo', oldFollowupQuestions: null, newFollowupQuestions: 'Pricing?' });
    expect(textLines(change)).toEqual([
      { label: 'Comments', text: 'Clear demo' },
      { label: 'Follow-up questions', text: 'Pricing?', previous: null },
    ]);
    expect(textLines(item({ action: 'updated', oldComments: 'Old', newComments: null }))).toEqual([{ label: 'Comments', text: '—', previous: 'Old' }]);
  });

  it('shows what a delete removed', () => {
    expect(textLines(item({ action: 'deleted', oldComments: 'Gone', newComments: null, oldFollowupQuestions: 'Why?' }))).toEqual([
      { label: 'Comments', text: 'Gone' },
      { label: 'Follow-up questions', text: 'Why?' },
    ]);
  });
});
