// Wins (bars) and final rank (line) of a program by year, for the team history page. Loaded on its own
// (lazyCharts.tsx), so recharts is not part of the page's first load.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface HistoryPoint {
  year: number;
  wins: number;
  /** Null when the team finished unranked. */
  rank: number | null;
}

export function TeamHistoryChart({ points, color }: { points: HistoryPoint[]; color: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 5, right: 10, bottom: 5, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="year" />
        <YAxis yAxisId="wins" allowDecimals={false} label={{ value: 'Wins', angle: -90, position: 'insideLeft' }} />
        <YAxis
          yAxisId="rank"
          orientation="right"
          reversed
          allowDecimals={false}
          domain={[1, 'dataMax']}
          label={{ value: 'Rank', angle: 90, position: 'insideRight' }}
        />
        <Tooltip />
        <Legend />
        <Bar yAxisId="wins" dataKey="wins" name="Wins" fill={color} maxBarSize={48} isAnimationActive={false} />
        <Line
          yAxisId="rank"
          dataKey="rank"
          name="Final rank"
          stroke="#fd7e14"
          strokeWidth={2}
          connectNulls
          dot
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
