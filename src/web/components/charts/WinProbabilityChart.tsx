// The home team's win probability after each play so far (the live game view). Loaded on its own
// (lazyCharts.tsx), so recharts is not part of the page's first load.
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export function WinProbabilityChart({ points, total, color }: { points: number[]; total: number; color: string }) {
  const data = points.map((wp, play) => ({ play, wp }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 5, right: 10, bottom: 5, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="play" type="number" domain={[0, Math.max(1, total - 1)]} tick={false} />
        <YAxis domain={[0, 100]} ticks={[0, 50, 100]} width={38} />
        <ReferenceLine y={50} stroke="#565e64" />
        <Line dataKey="wp" stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
