import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { ScoreCell, type ScoreCellProps } from './ScoreCell';

function renderCell(props: Partial<ScoreCellProps> = {}) {
  render(
    <ThemeProvider withGlobalStyle={false}>
      <ScoreCell label="Vendor A, Security" {...props} />
    </ThemeProvider>,
  );
  return screen.getByRole('button');
}

const addIcon = (cell: HTMLElement) => cell.querySelector('[data-icon="add"]');
const commentIcon = (cell: HTMLElement) => cell.querySelector('[data-icon="comments"]');

describe('ScoreCell', () => {
  it.each([1, 2, 3, 4, 5])('shows the score %p', (score) => {
    const cell = renderCell({ score });
    expect(cell).toHaveTextContent(new RegExp(`^${score}$`));
    expect(cell).toHaveAccessibleName(`Vendor A, Security: score ${score}`);
    expect(cell).toHaveAttribute('data-state', 'scored');
    expect(addIcon(cell)).toBeNull();
  });

  it.each([
    [5, 'Pass'],
    [1, 'Fail'],
  ])('shows a pass/fail answer %p as a word: %p', (score, word) => {
    const cell = renderCell({ score, kind: 'passFail' });
    expect(cell).toHaveTextContent(new RegExp(`^${word}$`));
    expect(cell).toHaveAccessibleName(`Vendor A, Security: ${word}`);
  });

  it('shows "No Vote" for a score of 0', () => {
    const cell = renderCell({ score: 0 });
    expect(cell).toHaveTextContent(/^No Vote$/);
    expect(cell).toHaveAccessibleName('Vendor A, Security: No Vote');
    expect(cell).toHaveAttribute('data-state', 'no-vote');
  });

  it.each([null, undefined])('shows an empty add icon when there is no score (%p)', (score) => {
    const cell = renderCell({ score });
    expect(cell).toHaveTextContent('');
    expect(addIcon(cell)).not.toBeNull();
    expect(cell).toHaveAccessibleName('Vendor A, Security: not scored');
  });

  it('adds a comment marker when comments exist, and says so', () => {
    const cell = renderCell({ score: 3, hasComments: true });
    expect(commentIcon(cell)).not.toBeNull();
    expect(cell).toHaveAccessibleName('Vendor A, Security: score 3, has comments');
    expect(cell).toHaveTextContent(/^3$/);
  });

  it('has no comment marker without comments', () => {
    expect(commentIcon(renderCell({ score: 3 }))).toBeNull();
  });

  it('is a square of the requested size', () => {
    const cell = renderCell({ score: 2, size: 64 });
    expect(cell).toHaveStyle({ width: '64px', height: '64px' });
  });

  it('opens on click and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <ThemeProvider withGlobalStyle={false}>
        <ScoreCell label="Vendor B, Price" score={4} onClick={onClick} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Vendor B/ }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider withGlobalStyle={false}>
        <ScoreCell label="Vendor B, Price" onClick={onClick} disabled />
      </ThemeProvider>,
    );
    const cell = screen.getByRole('button', { name: /Vendor B/ });
    expect(cell).toBeDisabled();
    await user.click(cell);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
