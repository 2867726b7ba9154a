import { Skeleton } from '@vsp/design-system';
import { lazy, Suspense } from 'react';
import type { ScoreBar } from './ScoreBarsChart';

export type { ScoreBar } from './ScoreBarsChart';

// The charting library is loaded only when a chart is shown, not with the panel.
const ScoreBarsChart = lazy(() => import('./ScoreBarsChart'));

/** A bar chart of scores on the 0 to 5 scale, with a placeholder of its height while it loads; nothing without bars. */
export function ScoreBars({ bars, label }: { bars: readonly ScoreBar[]; label: string }) {
  if (bars.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={40 + bars.length * 28} />}>
      <ScoreBarsChart bars={bars} label={label} />
    </Suspense>
  );
}
