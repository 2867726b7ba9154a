import { agreementText, formatCoverage, formatRank, formatScore, weightLabel } from './format';

describe('figures of the results', () => {
  it('shows scores with two decimals, or a dash without one', () => {
    expect(formatScore(3.4)).toBe('3.40');
    expect(formatScore(4.456)).toBe('4.46');
    expect(formatScore(null)).toBe('—');
  });

  it('shows coverage as a whole percent', () => {
    expect(formatCoverage(0.755)).toBe('76%');
    expect(formatCoverage(1)).toBe('100%');
    expect(formatCoverage(0)).toBe('0%');
  });

  it.each([
    [1.5, '×1.5'],
    [2, '×2'],
    [0.25, '×0.25'],
    [100, '×100'],
  ])('shows a weight of %p as %p', (weight, label) => {
    expect(weightLabel(weight)).toBe(label);
  });

  it('shows a missing rank as a dash', () => {
    expect(formatRank(2)).toBe('2');
    expect(formatRank(null)).toBe('—');
  });

  it.each([
    [0.8, '0.80', 'Reliable'],
    [0.7999, '0.80', 'Tentative'],
    [0.667, '0.67', 'Tentative'],
    [0.6669, '0.67', 'Low'],
    [-0.2, '-0.20', 'Low'],
  ])('reads an alpha of %p as %p, %p', (alpha, shown, reading) => {
    expect(agreementText(alpha)).toEqual({ alpha: shown, reading });
  });

  it('says when agreement cannot be measured', () => {
    expect(agreementText(null)).toEqual({ alpha: '—', reading: 'Not measurable' });
  });
});
