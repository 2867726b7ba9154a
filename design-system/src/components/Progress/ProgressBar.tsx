import type { ComponentPropsWithRef } from 'react';
import { BarIndicator, BarRoot, BarTrack, BarValue } from './Progress.styles';
import { toPercent } from './toPercent';

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percent complete; rounded to a whole number and kept between 0 and 100. */
  value: number | null | undefined;
  label: string;
  height?: number;
  showValue?: boolean;
}

export function ProgressBar({ value, label, height = 8, showValue = true, ...rest }: ProgressBarProps) {
  const percent = toPercent(value);
  return (
    <BarRoot {...rest}>
      <BarTrack
        $height={height}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <BarIndicator style={{ width: `${percent}%` }} />
      </BarTrack>
      {showValue && <BarValue aria-hidden>{percent}%</BarValue>}
    </BarRoot>
  );
}
