import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../../theme';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';

const wrap = (ui: ReactNode) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('FormField', () => {
  it('labels its control and describes it with the help and error texts', () => {
    wrap(
      <FormField label="Email" help="Used for reminders" error="Invalid email">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Invalid email Used for reminders');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a valid control without aria-invalid and keeps descriptions the caller passed', () => {
    wrap(
      <>
        <p id="extra">Max 64 characters</p>
        <FormField label="Info" help="Shown on the scoring screen">
          <Textarea aria-describedby="extra" />
        </FormField>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Info' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).toHaveAccessibleDescription('Shown on the scoring screen Max 64 characters');
  });

  it('passes required to a select', () => {
    wrap(
      <FormField label="Event" required>
        <Select options={[{ value: '1', label: 'Spring Review' }]} />
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: /Event/ })).toBeRequired();
  });
});
