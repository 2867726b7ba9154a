import { ratingOf } from '@vsp/contract';
import { makeQuestion } from '../../../../test/fixtures';
import { makeCell } from '../../../../test/resultsFixtures';
import { BAND_LEGEND, cellBand, cellLabel, cellLookup, groupBySection, spreadOf } from './matrix';

const question = (id: number, order: number, section: string | null, overrides: { eventId?: number; isActive?: boolean } = {}) =>
  makeQuestion({ id, eventId: 1, text: `Question ${id}`, order, weight: 1, section, ...overrides });

describe('groupBySection', () => {
  it('keeps the event’s active questions in order, grouped where each section first appears', () => {
    const groups = groupBySection(
      [
        question(3, 3, 'Technical'),
        question(1, 1, 'Commercial'),
        question(2, 2, 'Technical'),
        question(4, 4, ' Commercial '),
        question(5, 5, null),
        question(6, 6, 'Technical', { isActive: false }),
        question(7, 0, 'Technical', { eventId: 2 }),
      ],
      1,
    );
    expect(groups.map((group) => [group.section, group.questions.map((q) => q.id)])).toEqual([
      ['Commercial', [1, 4]],
      ['Technical', [2, 3]],
      [null, [5]],
    ]);
  });

  it('treats a blank section as none', () => {
    expect(groupBySection([question(1, 1, '  '), question(2, 2, null)], 1)).toEqual([{ section: null, questions: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] }]);
  });
});

describe('cells', () => {
  it('finds a cell by vendor and question', () => {
    const find = cellLookup([makeCell({ vendorId: 1, questionId: 2 }), makeCell({ vendorId: 2, questionId: 1, mean: 1 })]);
    expect(find(2, 1)?.mean).toBe(1);
    expect(find(1, 1)).toBeUndefined();
  });

  it('names a cell with its mean, band and why it is flagged', () => {
    expect(cellLabel('Vendor A', 'Fit', makeCell({ vendorId: 1, questionId: 1, mean: 3.4, min: 1, max: 5, flagged: true }))).toBe(
      'Vendor A, Fit: mean 3.40, Good, flagged: ratings differ by 4',
    );
    expect(cellLabel('Vendor A', 'Fit', makeCell({ vendorId: 1, questionId: 1, mean: 4.5 }))).toBe('Vendor A, Fit: mean 4.50, Excellent');
  });

  it('says when a cell has no ratings', () => {
    expect(cellLabel('Vendor A', 'Fit', undefined)).toBe('Vendor A, Fit: no ratings');
    expect(cellLabel('Vendor A', 'Fit', makeCell({ vendorId: 1, questionId: 1, ratings: 0, noVotes: 2, mean: null, min: null, max: null }))).toBe(
      'Vendor A, Fit: no ratings',
    );
    expect(cellBand(undefined)).toBeNull();
    expect(spreadOf({ min: null, max: null })).toBeNull();
  });

  it('colours a cell by the band of its mean', () => {
    expect(cellBand(makeCell({ vendorId: 1, questionId: 1, mean: 2.5 }))).toBe('Fair');
  });
});

describe('BAND_LEGEND', () => {
  it('states each band’s range as the rating rule draws it', () => {
    for (const band of BAND_LEGEND) {
      expect(ratingOf(band.lowest)).toBe(band.rating);
      expect(ratingOf(band.highest)).toBe(band.rating);
    }
    expect(BAND_LEGEND.map((band) => band.rating)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
  });
});
