import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breakpoints, space, ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextField } from '../TextField';
import { FormLayout } from './FormLayout';

const renderInTheme = (ui: React.ReactElement) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('FormLayout', () => {
  it('is a form: its fields, then its actions, and its submit button submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    renderInTheme(
      <FormLayout aria-label="Site settings" onSubmit={onSubmit} actions={<Button type="submit">Save</Button>}>
        <FormField label="Site name">
          <TextField defaultValue="Vendor Scoring" />
        </FormField>
      </FormLayout>,
    );
    const form = screen.getByRole('form', { name: 'Site settings' });
    expect(form).toHaveStyle({ display: 'grid', gap: space[4], maxWidth: 'none' });
    const field = screen.getByLabelText('Site name');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(field.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps to a breakpoint width when asked and draws no actions row without actions', () => {
    renderInTheme(
      <FormLayout aria-label="Search" maxWidth="sm">
        <FormField label="Name">
          <TextField />
        </FormField>
      </FormLayout>,
    );
    const form = screen.getByRole('form', { name: 'Search' });
    expect(form).toHaveStyle({ maxWidth: breakpoints.sm });
    expect(form.children).toHaveLength(1);
  });
});
