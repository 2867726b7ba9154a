import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and hints at the router', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <NotFoundPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
