import { useId, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { FAIL_SCORE, NO_VOTE, NO_VOTE_LABEL, PASS_SCORE, passFailLabel, SCORE_SCALE, type QuestionKind } from '@vsp/contract';
import { Option, OptionText, OptionValue, Options, PickerLabel, PickerRoot } from './ScorePicker.styles';

const noVote = { value: NO_VOTE, label: NO_VOTE_LABEL, name: NO_VOTE_LABEL, word: true };

/** The choices of each kind of question, in the order shown; a word is shown as it is, a number with its label. */
const CHOICES: Record<QuestionKind, { value: number; label: string; name: string; word: boolean }[]> = {
  scale: [...[...SCORE_SCALE].reverse().map(({ value, label }) => ({ value, label, name: `${value} ${label}`, word: false })), noVote],
  passFail: [
    ...[PASS_SCORE, FAIL_SCORE].map((value) => ({ value, label: passFailLabel(value), name: passFailLabel(value), word: true })),
    noVote,
  ],
};

export interface ScorePickerProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** 1-5, 0 for No Vote, null while nothing is chosen. */
  value: number | null;
  onChange: (score: number) => void;
  label?: string;
  disabled?: boolean;
  /** A pass/fail question offers Pass (5), Fail (1) and No Vote instead of 1 to 5. */
  kind?: QuestionKind;
}

/**
 * Score buttons 1 to 5 plus "No Vote" (Pass, Fail and No Vote for a pass/fail question), as a radio
 * group: arrow keys move the choice, Tab leaves the group.
 */
export function ScorePicker({ value, onChange, label = 'Score', disabled = false, kind = 'scale', ...rest }: ScorePickerProps) {
  const choices = CHOICES[kind];
  const labelId = useId();
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const checkedIndex = choices.findIndex((choice) => choice.value === value);
  const tabStop = checkedIndex === -1 ? 0 : checkedIndex;

  const select = (index: number) => {
    optionRefs.current[index]?.focus();
    onChange(choices[index].value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = choices.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      select(next[event.key]);
    }
  };

  return (
    <PickerRoot {...rest}>
      <PickerLabel id={labelId}>{label}</PickerLabel>
      <Options role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined}>
        {choices.map((choice, index) => {
          const checked = index === checkedIndex;
          return (
            <Option
              key={choice.value}
              ref={(node) => {
                optionRefs.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={choice.name}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={disabled}
              $checked={checked}
              onClick={() => onChange(choice.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {choice.word ? (
                <OptionValue $compact>{choice.label}</OptionValue>
              ) : (
                <>
                  <OptionValue>{choice.value}</OptionValue>
                  <OptionText>{choice.label}</OptionText>
                </>
              )}
            </Option>
          );
        })}
      </Options>
    </PickerRoot>
  );
}
