// A player's overall by season, for the player page. Loaded on its own (lazyCharts.tsx), so recharts is not part
// of the page's first load.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlayerRatingBySeason } from '../../../shared/api-types';

export function OverallChart({ seasons }: { seasons: PlayerRatingBySeason[] }) {
  return (
    <ResponsiveContainer>
      <LineChart data={seasons} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="year" />
        <YAxis domain={[(min: number) => Math.max(0, Math.floor(min / 10) * 10 - 10), 99]} />
        <Tooltip />
        <Line
          type="monotone"
          dataKey="rating"
          name="Overall"
          stroke="#0d6efd"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
