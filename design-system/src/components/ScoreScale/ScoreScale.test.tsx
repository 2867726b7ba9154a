import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { ScoreScale } from './ScoreScale';
import { scoreLabel } from '.';

describe('ScoreScale', () => {
  it('lists the scale from 5 Exceptional to 1 Poor, then No Vote = Abstain from scoring', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <ScoreScale />
      </ThemeProvider>,
    );
    const legend = screen.getByRole('region', { name: 'Scoring Scale' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(legend).toBeInTheDocument();
    expect(items).toEqual(['5Exceptional', '4Very Good', '3Good', '2Fair', '1Poor', 'No Vote= Abstain from scoring']);
  });

  it('names scores', () => {
    expect([5, 4, 3, 2, 1, 0].map(scoreLabel)).toEqual(['Exceptional', 'Very Good', 'Good', 'Fair', 'Poor', 'No Vote']);
  });
});
