// The two charts of the ratings page: the star mix by prestige tier (stacked bars) and the average rating by
// star rating and class (lines). Loaded on their own (lazyCharts.tsx), so recharts is not part of the page's first
// load.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

/** Rows of { tier, [series key]: percentage }, one bar per row with the series stacked. */
export function StarMixChart({ rows, series }: { rows: Record<string, string | number>[]; series: ChartSeries[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="tier" />
        {/* Shares add up to 100 (give or take rounding): a fixed scale keeps the axis at 100%. */}
        <YAxis unit="%" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} allowDataOverflow />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="stars" fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Rows of { stars, [series key]: average rating }, one line per series. */
export function ClassRatingChart({ rows, series }: { rows: Record<string, string | number>[]; series: ChartSeries[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="stars" />
        <YAxis domain={['auto', 'auto']} />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
