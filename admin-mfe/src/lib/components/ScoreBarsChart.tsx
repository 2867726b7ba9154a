import { SCORE_MAX } from '@vsp/contract';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space[3]} 0;
  max-width: 720px;
`;

export interface ScoreBar {
  name: string;
  /** On the 0 to 5 scale. */
  score: number;
}

export interface ScoreBarsChartProps {
  bars: readonly ScoreBar[];
  /** Says what the chart shows; the figures themselves are in the text beside it. */
  label: string;
}

const BAR_ROW = 28;
const LABEL_WIDTH = 180;
const MAX_LABEL = 28;

const TICKS = Array.from({ length: SCORE_MAX + 1 }, (_, score) => score);

const shorten = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * Horizontal bars of scores (averages, weighted scores) on the 0 to 5 scale. It is a picture of figures already listed as
 * text, so screen readers get its label and skip its parts (one image, no focusable bars).
 */
export default function ScoreBarsChart({ bars, label }: ScoreBarsChartProps) {
  const theme = useTheme();
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
        <XAxis type="number" domain={[0, SCORE_MAX]} ticks={TICKS} stroke={theme.colors.textMuted} fontSize={12} />
        <YAxis type="category" dataKey="name" width={LABEL_WIDTH} tickFormatter={shorten} stroke={theme.colors.textMuted} fontSize={12} />
        <Bar dataKey="score" fill={theme.colors.brand} radius={[0, 4, 4, 0]} barSize={16} isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}
