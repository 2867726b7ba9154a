import { evaluatorPseudonym, leniencyText } from './evaluators';

describe('leniencyText', () => {
  it.each([
    [0.6, '+0.6 more generous than the panel'],
    [0.64, '+0.6 more generous than the panel'],
    [1.25, '+1.3 more generous than the panel'],
    [-0.4, '\u22120.4 harsher than the panel'],
    [-2, '\u22122.0 harsher than the panel'],
    [0, 'in line with the panel'],
    [0.04, 'in line with the panel'],
    [-0.049, 'in line with the panel'],
  ])('reads %p as %p', (leniency, text) => {
    expect(leniencyText(leniency)).toBe(text);
  });

  it('uses a true minus sign for harsher evaluators', () => {
    expect(leniencyText(-0.4).startsWith('−')).toBe(true);
  });
});

describe('evaluatorPseudonym', () => {
  it('numbers evaluators from 1', () => {
    expect([0, 1, 2].map(evaluatorPseudonym)).toEqual(['Evaluator 1', 'Evaluator 2', 'Evaluator 3']);
  });
});
