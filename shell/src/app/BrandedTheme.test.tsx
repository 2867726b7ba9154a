import { screen } from '@testing-library/react';
import { api, type SiteConfig } from '@vsp/contract';
import { baseColors } from '@vsp/design-system';
import { stubMedia } from '@vsp/test-support/media';
import { renderWithProviders } from '@vsp/test-support/render';
import { useTheme } from 'styled-components';
import { BrandedTheme } from './BrandedTheme';

const siteConfig: SiteConfig = { siteName: 'Review Hub', clientName: null, supportEmail: null, siteLogoUrl: null, venueText: null, brandColour: null };

function BrandProbe() {
  const { colors } = useTheme();
  return <p data-testid="brand">{`${colors.brand} ${colors.brandContrast}`}</p>;
}

const renderBranded = (config: SiteConfig) =>
  renderWithProviders(
    <BrandedTheme>
      <BrandProbe />
    </BrandedTheme>,
    { fixtures: { [api.site.config.path()]: { data: config } }, path: '/' },
  );

let media: { restore: () => void } | undefined;

afterEach(() => {
  media?.restore();
  media = undefined;
});

describe('BrandedTheme', () => {
  it('puts white text on the brand colour of the site configuration', async () => {
    renderBranded({ ...siteConfig, brandColour: '#0f766e' });
    expect(await screen.findByText('#0f766e #ffffff')).toBeInTheDocument();
  });

  it('keeps the brand colour in dark mode', async () => {
    media = stubMedia({ dark: true });
    renderBranded({ ...siteConfig, brandColour: '#6d28d9' });
    expect(await screen.findByText('#6d28d9 #ffffff')).toBeInTheDocument();
  });

  it('uses the default brand when none is set', async () => {
    renderBranded(siteConfig);
    expect(await screen.findByTestId('brand')).toHaveTextContent(`${baseColors.brand} ${baseColors.brandContrast}`);
  });
});
