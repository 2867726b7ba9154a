import { formatChance, formatGapPoints, gapPartsLargestFirst } from './robustness';

describe('how sure, in figures', () => {
  it('writes a chance with one decimal', () => {
    expect([1, 0.815, 0.0186, 0].map(formatChance)).toEqual(['100.0 %', '81.5 %', '1.9 %', '0.0 %']);
  });

  it('writes gap points with their sign, and none on what rounds to 0', () => {
    expect([8, -4, 0, -0.001, 1 / 3].map(formatGapPoints)).toEqual(['+8.00', '−4.00', '0.00', '0.00', '+0.33']);
  });

  it('lists the parts largest first either way, with the price only when it counts', () => {
    const contribution = { vendorId: 2, gap: 4, pricePoints: 8, parts: [{ questionId: 1, points: -8.5 }, { questionId: 2, points: 4.5 }] };
    const text = (questionId: number) => (questionId === 1 ? 'Security' : 'Speed');
    expect(gapPartsLargestFirst(contribution, text, true).map((part) => [part.label, part.points])).toEqual([['Security', -8.5], ['Price', 8], ['Speed', 4.5]]);
    expect(gapPartsLargestFirst(contribution, text, false).map((part) => part.label)).toEqual(['Security', 'Speed']);
  });
});
