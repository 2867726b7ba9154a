import { ButtonLink, Heading, Inline, ProgressBar, Stack, Text } from '@vsp/design-system';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ScreenHeader, TitleRow } from '../../../lib/ScreenHeader';
import { HeaderActions, ProgressBox, ProgressFigure } from './ScoringScreen.styles';

export interface ScoringHeaderProps {
  title: string;
  subtitle: string;
  progress: ReactNode;
  /** Shown beside the progress, such as "Submit evaluation". */
  actions?: ReactNode;
}

export function BackToEvents() {
  return (
    <ButtonLink as={Link} to="/" variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />}>
      Back to Events
    </ButtonLink>
  );
}

export function ScoringHeader({ title, subtitle, progress, actions }: ScoringHeaderProps) {
  return (
    <ScreenHeader>
      <BackToEvents />
      <TitleRow>
        <Stack gap={1}>
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{subtitle}</Text>
        </Stack>
        {/* Actions beside the progress box, so they add no height to the header. */}
        <Inline gap={3} align="end">
          {actions && <HeaderActions>{actions}</HeaderActions>}
          <ProgressBox>{progress}</ProgressBox>
        </Inline>
      </TitleRow>
    </ScreenHeader>
  );
}

export function ProgressFigures({ percent }: { percent: number }) {
  return (
    <>
      <Text as="span" size="sm" tone="muted" weight="medium">
        Your Progress
      </Text>
      <ProgressFigure>{percent}%</ProgressFigure>
      <ProgressBar value={percent} label="Your Progress" showValue={false} />
    </>
  );
}
