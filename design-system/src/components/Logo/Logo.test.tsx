import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../../theme';
import { Avatar } from './Avatar';
import { defaultLogoSrc } from './defaultLogo';
import { Logo } from './Logo';

const wrap = (ui: ReactElement) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('Logo', () => {
  it('swaps to the fallback image when the configured logo fails to load', () => {
    wrap(<Logo src="https://example.com/broken.png" alt="Example Client" />);
    const img = screen.getByRole('img', { name: 'Example Client' });
    expect(img).toHaveAttribute('src', 'https://example.com/broken.png');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Example Client' })).toHaveAttribute('src', defaultLogoSrc);
  });

  it('uses the default image when no logo is configured', () => {
    wrap(<Logo src="" alt="Example Client" />);
    expect(screen.getByRole('img', { name: 'Example Client' })).toHaveAttribute('src', defaultLogoSrc);
  });
});

describe('Avatar', () => {
  it('shows initials once the image fails', () => {
    wrap(<Avatar src="/missing.png" name="Beta Systems" />);
    fireEvent.error(screen.getByRole('img', { name: 'Beta Systems' }));
    expect(screen.getByRole('img', { name: 'Beta Systems' })).toHaveTextContent('BS');
  });
});
