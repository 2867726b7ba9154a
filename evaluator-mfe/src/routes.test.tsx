import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vsp/test-support/render';
import { admin, evaluator } from '../test/fixtures';
import EvaluatorRoutes from './routes';

describe('EvaluatorRoutes', () => {
  it.each(['/no-such-page', '/scoring', '/scoring/1/extra', '/scoring/1/agenda/extra', '/vendor-files/old'])('shows the 404 page for %s, a path it does not know', (path) => {
    renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures: {}, path });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('shows an administrator the 404 page too', () => {
    renderWithProviders(<EvaluatorRoutes user={admin} />, { fixtures: {}, path: '/admin-instructions/extra' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
