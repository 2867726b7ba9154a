import { MessageSquareText, Plus } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { NO_VOTE, NO_VOTE_LABEL, passFailLabel, type QuestionKind } from '@vsp/contract';
import { CellButton, CommentMarker, type ScoreCellState } from './ScoreCell.styles';

export interface ScoreCellProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** 1-5, 0 for a No Vote, null or undefined when not scored yet. */
  score?: number | null;
  hasComments?: boolean;
  /** What the cell scores, e.g. "Vendor A, Security questionnaire"; its state is added to it. */
  label: string;
  /** Edge length in pixels; the cell is always square. */
  size?: number;
  /** A pass/fail question's cell reads "Pass" or "Fail" instead of its stored 5 or 1. */
  kind?: QuestionKind;
}

export function scoreCellState(score: number | null | undefined): ScoreCellState {
  if (score === null || score === undefined) return 'empty';
  return score === NO_VOTE ? 'no-vote' : 'scored';
}

/** One square of the scoring grid: opens the score dialog for a vendor and question. */
export function ScoreCell({ score, hasComments = false, label, size = 56, kind = 'scale', type = 'button', ...rest }: ScoreCellProps) {
  const state = scoreCellState(score);
  const passFail = kind === 'passFail';
  const shown = passFail && state === 'scored' ? passFailLabel(score as number) : score;
  const status = state === 'empty' ? 'not scored' : state === 'no-vote' ? NO_VOTE_LABEL : passFail ? String(shown) : `score ${score}`;
  const accessibleName = `${label}: ${status}${hasComments ? ', has comments' : ''}`;

  return (
    <CellButton type={type} $state={state} $size={size} $word={passFail} aria-label={accessibleName} data-state={state} {...rest}>
      {state === 'scored' && shown}
      {state === 'no-vote' && NO_VOTE_LABEL}
      {state === 'empty' && <Plus size={Math.round(size * 0.36)} aria-hidden data-icon="add" />}
      {hasComments && (
        <CommentMarker data-icon="comments">
          <MessageSquareText size={12} aria-hidden />
        </CommentMarker>
      )}
    </CellButton>
  );
}
