import { Skeleton } from '@vsp/design-system';
import { lazy, Suspense, useEffect } from 'react';
import type { ScoreBarsChartProps } from './ScoreBarsChart';

export type { ScoreBar } from './ScoreBarsChart';

// The charting library is loaded only when a chart is shown, not with the panel.
const loadChart = () => import('./ScoreBarsChart');
const ScoreBarsChart = lazy(loadChart);

/**
 * For a tab that shows a chart once its data arrives: starts loading the charting library as the
 * tab opens, beside the data, instead of after it (a second wait of a few hundred milliseconds).
 */
export function usePreloadedScoreBars(): void {
  useEffect(() => {
    // A failed early load is not an error yet: the chart loads again when it is drawn, and says so there.
    loadChart().catch(() => undefined);
  }, []);
}

/** A bar chart of scores on the 0 to 5 scale (or signed points), with a placeholder of its height while it loads; nothing without bars. */
export function ScoreBars(props: ScoreBarsChartProps) {
  if (props.bars.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={40 + props.bars.length * 28} />}>
      <ScoreBarsChart {...props} />
    </Suspense>
  );
}
