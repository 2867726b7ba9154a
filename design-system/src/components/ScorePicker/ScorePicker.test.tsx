import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme';
import { ScorePicker } from './ScorePicker';

function Harness({ initial = null as number | null, onChange = jest.fn(), kind = 'scale' as 'scale' | 'passFail' }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider withGlobalStyle={false}>
      <ScorePicker
        kind={kind}
        value={value}
        onChange={(score) => {
          onChange(score);
          setValue(score);
        }}
      />
    </ThemeProvider>
  );
}

describe('ScorePicker', () => {
  it('offers 1 to 5 and No Vote as radios in one group', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Score' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 Poor',
      '2 Fair',
      '3 Good',
      '4 Very Good',
      '5 Exceptional',
      'No Vote',
    ]);
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  });

  it('offers Pass, Fail and No Vote on a pass/fail question, reporting 5, 1 and 0', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness kind="passFail" onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Pass', 'Fail', 'No Vote']);
    await user.click(screen.getByRole('radio', { name: 'Fail' }));
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls).toEqual([[1], [5]]);
    expect(screen.getByRole('radio', { name: 'Pass' })).toBeChecked();
  });

  it('reports 0 for No Vote and marks it checked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'No Vote' }));
    expect(onChange).toHaveBeenCalledWith(0);
    expect(screen.getByRole('radio', { name: 'No Vote' })).toBeChecked();
  });

  it('is one tab stop, on the checked option, and arrow keys change the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={4} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '4 Very Good' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 Exceptional' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '5 Exceptional' })).toBeChecked();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 Poor' })).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(0);

    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
