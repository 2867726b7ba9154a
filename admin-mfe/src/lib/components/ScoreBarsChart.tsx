import { SCORE_MAX } from '@vsp/contract';
import { Bar, BarChart, CartesianGrid, Rectangle, ReferenceLine, XAxis, YAxis, type BarShapeProps, type NumberDomain } from 'recharts';
import styled, { useTheme } from 'styled-components';

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space[3]} 0;
  max-width: 720px;
`;

export interface ScoreBar {
  name: string;
  /** On the 0 to 5 scale, or points either side of 0 on a signed chart. */
  score: number;
}

export interface ScoreBarsChartProps {
  bars: readonly ScoreBar[];
  /** Says what the chart shows; the figures themselves are in the text beside it. */
  label: string;
  /**
   * Points either side of 0 instead of the 0 to 5 scale: the axis spans the bars and 0, and a bar
   * below 0 points left from the line at 0, in a muted colour, so the two directions read apart.
   */
  signed?: boolean;
}

const BAR_ROW = 28;
const LABEL_WIDTH = 180;
const MAX_LABEL = 28;

const TICKS = Array.from({ length: SCORE_MAX + 1 }, (_, score) => score);
const signedDomain = ([lowest, highest]: NumberDomain): NumberDomain => [Math.min(0, lowest), Math.max(0, highest)];

const shorten = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * Horizontal bars of scores (averages, weighted scores) on the 0 to 5 scale, or of points either side
 * of 0. It is a picture of figures already listed as text, so screen readers get its label and skip
 * its parts (one image, no focusable bars).
 */
export default function ScoreBarsChart({ bars, label, signed = false }: ScoreBarsChartProps) {
  const theme = useTheme();
  const barShape = (bar: BarShapeProps) => <Rectangle {...bar} fill={Number(bar.value) < 0 ? theme.colors.textMuted : theme.colors.brand} />;
  return (
    <Figure role="img" aria-label={label}>
      <BarChart
        responsive
        layout="vertical"
        data={bars as ScoreBar[]}
        accessibilityLayer={false}
        margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        style={{ width: '100%', height: 40 + bars.length * BAR_ROW }}
      >
        <CartesianGrid horizontal={false} stroke={theme.colors.border} />
        <XAxis type="number" domain={signed ? signedDomain : [0, SCORE_MAX]} ticks={signed ? undefined : TICKS} stroke={theme.colors.textMuted} fontSize={12} />
        <YAxis type="category" dataKey="name" width={LABEL_WIDTH} tickFormatter={shorten} stroke={theme.colors.textMuted} fontSize={12} />
        {signed && <ReferenceLine x={0} stroke={theme.colors.textMuted} />}
        <Bar dataKey="score" shape={barShape} radius={[0, 4, 4, 0]} barSize={16} isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}
