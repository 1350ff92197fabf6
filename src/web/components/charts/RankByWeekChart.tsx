// The player's team's AP rank after each week (the dashboard's season at a glance). Loaded on its own
// (lazyCharts.tsx), so recharts is not part of the dashboard's first load. Unranked weeks leave a gap.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RankPoint } from '../../../shared/glance-types';

export function RankByWeekChart({ points, color }: { points: RankPoint[]; color: string }) {
  const data = points.map((p) => ({ week: p.week === 0 ? 'Pre' : String(p.week), rank: p.rank }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 5, right: 10, bottom: 5, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" />
        <YAxis reversed allowDecimals={false} domain={[1, 25]} ticks={[1, 5, 10, 15, 20, 25]} width={30} />
        <Tooltip formatter={(value) => (value === null || value === undefined ? 'Unranked' : `#${String(value)}`)} />
        <Line dataKey="rank" name="AP rank" stroke={color} strokeWidth={2} dot isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
