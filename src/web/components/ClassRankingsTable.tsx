// Every program's recruiting class, best first: the weekly class rankings and, after signing day, the signed classes.
import type { ClassRankingRow } from '../../shared/recruitingApi';
import { DataTable } from './DataTable';
import { TeamLink } from './TeamInfo';

export function ClassRankingsTable({ rows, maxHeight }: { rows: ClassRankingRow[]; maxHeight?: number }) {
  return (
    <DataTable<ClassRankingRow>
      rows={rows}
      rowKey={(c) => c.team}
      testId="class-rankings"
      maxHeight={maxHeight}
      rowClassName={(c) => (c.user ? 'table-primary' : undefined)}
      columns={[
        { key: 'rank', header: 'Rk', value: (c) => c.rank, numeric: true },
        { key: 'team', header: 'Team', value: (c) => c.team, render: (c) => <TeamLink name={c.team} logo /> },
        { key: 'size', header: 'Commits', value: (c) => c.size, numeric: true },
        { key: 'five', header: '5★', value: (c) => c.five_stars, numeric: true },
        { key: 'four', header: '4★', value: (c) => c.four_stars, numeric: true },
        { key: 'three', header: '3★', value: (c) => c.three_stars, numeric: true },
        {
          key: 'avg',
          header: 'Avg ★',
          value: (c) => c.avg_stars,
          render: (c) => c.avg_stars.toFixed(2),
          numeric: true,
        },
        {
          key: 'score',
          header: 'Score',
          title: '0.92 x average stars + 0.08 x class size',
          value: (c) => c.weighted_score,
          render: (c) => c.weighted_score.toFixed(2),
          numeric: true,
        },
        {
          key: 'points',
          header: 'Points',
          title: '247Sports-style points, each commit by his stars',
          value: (c) => c.points,
          render: (c) => c.points.toFixed(1),
          numeric: true,
        },
        { key: 'points_rank', header: 'Pts Rk', value: (c) => c.points_rank, numeric: true },
      ]}
    />
  );
}
