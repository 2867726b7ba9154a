import { makeScore } from '../../../../test/fixtures';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  dropOldDrafts,
  formatDraftTime,
  readDraft,
  removeDraft,
  sameAsSaved,
  savedValues,
  writeDraft,
  type DraftCell,
} from './drafts';

const cell: DraftCell = { userId: 7, eventId: 1, vendorId: 100, questionId: 11 };
const values = { score: 3, comments: 'Solid roadmap', followupQuestions: 'Ask about support hours' };
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());

describe('draftKey', () => {
  it('names the user and the cell, so each user and cell has a draft of its own', () => {
    expect(draftKey(cell)).toBe('vsp:draft:7:1:100:11');
  });
});

describe('writeDraft and readDraft', () => {
  it('keep the values with the time they were written', () => {
    const now = new Date('2025-03-05T10:00:00.000Z');
    writeDraft(cell, values, now);
    expect(JSON.parse(localStorage.getItem('vsp:draft:7:1:100:11')!)).toEqual({ ...values, savedAt: '2025-03-05T10:00:00.000Z' });
    expect(readDraft(cell, now.getTime() + DAY)).toEqual({ ...values, savedAt: '2025-03-05T10:00:00.000Z' });
  });

  it('keep a draft with no score chosen yet', () => {
    writeDraft(cell, { score: null, comments: 'First impressions', followupQuestions: '' });
    expect(readDraft(cell)).toMatchObject({ score: null, comments: 'First impressions' });
  });

  it("never read another user's draft of the same cell", () => {
    writeDraft({ ...cell, userId: 8 }, values);
    expect(readDraft(cell)).toBeNull();
    expect(readDraft({ ...cell, userId: 8 })).toMatchObject(values);
  });

  it('read nothing for another cell', () => {
    writeDraft(cell, values);
    expect(readDraft({ ...cell, vendorId: 200 })).toBeNull();
    expect(readDraft({ ...cell, eventId: 2 })).toBeNull();
  });

  it('drop a draft older than 30 days when it is read', () => {
    const written = new Date('2025-03-05T10:00:00.000Z');
    writeDraft(cell, values, written);
    expect(readDraft(cell, written.getTime() + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(cell, written.getTime() + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(draftKey(cell))).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"score":'],
    ['a score outside 0 to 5', JSON.stringify({ ...values, score: 6, savedAt: new Date().toISOString() })],
    ['a missing comment', JSON.stringify({ score: 2, followupQuestions: '', savedAt: new Date().toISOString() })],
    ['a time that is not one', JSON.stringify({ ...values, savedAt: 'yesterday' })],
  ])('drop %s and read no draft', (_case, text) => {
    localStorage.setItem(draftKey(cell), text);
    expect(readDraft(cell)).toBeNull();
    expect(localStorage.getItem(draftKey(cell))).toBeNull();
  });

  it('lose only the draft, never the edit, when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => writeDraft(cell, values)).not.toThrow();
      expect(logged).toHaveBeenCalledWith('Keeping the score draft failed', expect.any(DOMException));
    } finally {
      setItem.mockRestore();
      logged.mockRestore();
    }
    expect(readDraft(cell)).toBeNull();
  });
});

describe('removeDraft', () => {
  it("removes the user's draft of that cell only", () => {
    writeDraft(cell, values);
    writeDraft({ ...cell, questionId: 12 }, values);
    writeDraft({ ...cell, userId: 8 }, values);
    removeDraft(cell);
    expect(readDraft(cell)).toBeNull();
    expect(readDraft({ ...cell, questionId: 12 })).not.toBeNull();
    expect(readDraft({ ...cell, userId: 8 })).not.toBeNull();
  });
});

describe('dropOldDrafts', () => {
  it("removes the user's drafts older than 30 days and unreadable ones, and nothing of anyone else", () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    const old = new Date(now - DRAFT_MAX_AGE_MS - 1);
    const recent = new Date(now - DAY);
    writeDraft(cell, values, old);
    writeDraft({ ...cell, questionId: 12 }, values, recent);
    localStorage.setItem(draftKey({ ...cell, questionId: 13 }), 'not json');
    writeDraft({ ...cell, userId: 70 }, values, old);
    localStorage.setItem('another-app:setting', 'kept');

    dropOldDrafts(7, now);
    expect(Object.keys(localStorage).sort()).toEqual(['another-app:setting', 'vsp:draft:70:1:100:11', 'vsp:draft:7:1:100:12']);
  });
});

describe('sameAsSaved', () => {
  const saved = savedValues(makeScore({ eventId: 1, questionId: 11, vendorId: 100, score: 4, comments: 'Strong demo' }));

  it('reads the saved score as the form would show it', () => {
    expect(saved).toEqual({ score: 4, comments: 'Strong demo', followupQuestions: '' });
    expect(savedValues(undefined)).toEqual({ score: null, comments: '', followupQuestions: '' });
  });

  it('is true only when saving the form would change nothing', () => {
    expect(sameAsSaved({ ...saved }, saved)).toBe(true);
    expect(sameAsSaved({ ...saved, score: 0 }, saved)).toBe(false);
    expect(sameAsSaved({ ...saved, comments: 'Strong demo!' }, saved)).toBe(false);
    expect(sameAsSaved({ ...saved, followupQuestions: 'Pricing?' }, saved)).toBe(false);
  });

  it('treats blank text as no text, as a save does', () => {
    expect(sameAsSaved({ ...saved, followupQuestions: '  \n' }, saved)).toBe(true);
  });
});

describe('formatDraftTime', () => {
  it('gives the date and the time of day', () => {
    const savedAt = new Date(2025, 2, 5, 14, 30).toISOString();
    expect(formatDraftTime(savedAt)).toMatch(/^Mar 5, 2025, 2:30\sPM$/);
  });
});
