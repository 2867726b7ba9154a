import { render, screen } from '@testing-library/react';
import { baseColors, ThemeProvider, typography } from '../../theme';
import { Text } from './Typography';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('Text', () => {
  it('sets its own size and weight from the theme unless told to take those of the text around it', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <p style={{ fontSize: '12px', fontWeight: 700 }}>
          <Text as="span" tone="muted" size="sm" data-testid="own">
            No scores
          </Text>
          <Text as="span" tone="muted" size="inherit" weight="inherit" data-testid="inherited">
            —
          </Text>
        </p>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('own')).toHaveStyle({
      color: rgb(baseColors.textMuted),
      // 0.875rem of the 16px root.
      fontSize: '14px',
      fontWeight: String(typography.fontWeights.regular),
    });
    expect(screen.getByTestId('inherited')).toHaveStyle({ color: rgb(baseColors.textMuted), fontSize: '12px', fontWeight: '700' });
  });
});
