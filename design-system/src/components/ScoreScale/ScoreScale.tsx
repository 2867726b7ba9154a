import { NO_VOTE_DESCRIPTION, NO_VOTE_LABEL, SCORE_SCALE } from '@vsp/contract';
import { useId, type ComponentPropsWithRef } from 'react';
import { ScaleChip, ScaleHeading, ScaleItem, ScaleList, ScaleRoot } from './ScoreScale.styles';

export interface ScoreScaleProps extends ComponentPropsWithRef<'section'> {
  title?: string;
  headingLevel?: 2 | 3 | 4;
}

/** The "Scoring Scale" legend shown beside the scoring grid. */
export function ScoreScale({ title = 'Scoring Scale', headingLevel = 3, ...rest }: ScoreScaleProps) {
  const headingId = useId();
  return (
    <ScaleRoot aria-labelledby={headingId} {...rest}>
      <ScaleHeading as={`h${headingLevel}`} id={headingId}>
        {title}
      </ScaleHeading>
      <ScaleList>
        {SCORE_SCALE.map(({ value, label }) => (
          <ScaleItem key={value}>
            <ScaleChip>{value}</ScaleChip>
            {label}
          </ScaleItem>
        ))}
        <ScaleItem>
          <ScaleChip $noVote>{NO_VOTE_LABEL}</ScaleChip>= {NO_VOTE_DESCRIPTION}
        </ScaleItem>
      </ScaleList>
    </ScaleRoot>
  );
}
