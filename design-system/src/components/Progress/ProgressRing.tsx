import type { ComponentPropsWithRef } from 'react';
import { RingIndicator, RingRoot, RingTrack, RingValue } from './Progress.styles';
import { toPercent } from './toPercent';

export interface ProgressRingProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percent complete; rounded to a whole number and kept between 0 and 100. */
  value: number | null | undefined;
  /** Accessible name, e.g. "Overall Progress". */
  label: string;
  size?: number;
  thickness?: number;
  showValue?: boolean;
}

export function ProgressRing({ value, label, size = 72, thickness = 8, showValue = true, ...rest }: ProgressRingProps) {
  const percent = toPercent(value);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <RingRoot
      $size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      {...rest}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden focusable={false}>
        <RingTrack cx={size / 2} cy={size / 2} r={radius} strokeWidth={thickness} />
        <RingIndicator
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={thickness}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      {showValue && (
        <RingValue $size={size} aria-hidden>
          {percent}%
        </RingValue>
      )}
    </RingRoot>
  );
}
