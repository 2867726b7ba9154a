import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { FileUpload } from './FileUpload';

describe('FileUpload', () => {
  it('opens the picker from the button and hands back the chosen file, twice in a row', async () => {
    const user = userEvent.setup();
    const onFileSelect = jest.fn();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <FileUpload accept=".csv" onFileSelect={onFileSelect}>
          Upload CSV
        </FileUpload>
      </ThemeProvider>,
    );
    const input = screen.getByTestId('file-upload-input') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.csv');

    const file = new File(['username,password,name\n'], 'users.csv', { type: 'text/csv' });
    await user.upload(input, file);
    await user.upload(input, file);
    expect(onFileSelect).toHaveBeenCalledTimes(2);
    expect(onFileSelect).toHaveBeenCalledWith(file);
  });
});
