// The columns of the prospect lists: the shared ones (board, commits, search) and the board's narrower set.
import type { ProspectSummary } from '../../../shared/recruitingApi';
import type { Column } from '../../components/DataTable';
import { Stars } from '../../components/Ratings';
import { heightText, Leaders, ProspectLink, ProspectStatus, range, ScoutingDots } from '../../components/Recruiting';

/** Columns every prospect list shares (board, commits, search). */
export function prospectColumns(userTeam: string): Column<ProspectSummary>[] {
  return [
    { key: 'rank', header: 'Rk', title: 'National rank', value: (p) => p.rank, numeric: true },
    { key: 'name', header: 'Name', value: (p) => p.last, render: (p) => <ProspectLink p={p} /> },
    { key: 'pos', header: 'Pos', value: (p) => p.pos },
    { key: 'stars', header: 'Stars', value: (p) => p.stars, render: (p) => <Stars value={p.stars} />, numeric: true },
    {
      key: 'state',
      header: 'From',
      value: (p) => p.state,
      render: (p) => <span className="text-nowrap">{`${p.town}, ${p.state}`}</span>,
    },
    {
      key: 'size',
      header: 'Ht/Wt',
      value: (p) => p.height,
      render: (p) => <span className="text-nowrap">{`${heightText(p.height)} ${p.weight}`}</span>,
    },
    {
      key: 'scouting',
      header: 'Scouted',
      value: (p) => p.scouting,
      render: (p) => <ScoutingDots level={p.scouting} />,
      numeric: true,
    },
    {
      key: 'rating',
      header: 'Ovr',
      title: 'Rating as scouted so far',
      value: (p) => p.rating[0],
      render: (p) => <span className="text-nowrap">{range(p.rating)}</span>,
      numeric: true,
    },
    {
      key: 'potential',
      header: 'Pot',
      title: 'Potential as scouted so far',
      value: (p) => p.potential[0],
      render: (p) => <span className="text-nowrap">{range(p.potential)}</span>,
      numeric: true,
    },
    {
      key: 'interest',
      header: 'Interest',
      title: 'His interest in your program (0-100)',
      value: (p) => p.interest,
      render: (p) => p.interest.toFixed(1),
      numeric: true,
    },
    {
      key: 'leaders',
      header: 'Leaders',
      value: (p) => p.leaders[0]?.share ?? 0,
      render: (p) => <Leaders leaders={p.leaders} lead={p.lead} />,
    },
    {
      key: 'status',
      header: 'Status',
      value: (p) => p.committed_to ?? (p.offered ? ' offered' : p.offer_queued ? ' queued' : ''),
      render: (p) => <ProspectStatus p={p} userTeam={userTeam} />,
    },
  ];
}

/**
 * The board's columns: the shared ones with home town and size under the name rather than in columns of their own,
 * so that the table and its orders fit a 1280 px screen.
 */
export function boardColumns(userTeam: string): Column<ProspectSummary>[] {
  return prospectColumns(userTeam).flatMap((column): Column<ProspectSummary>[] => {
    if (column.key === 'state' || column.key === 'size') return [];
    if (column.key !== 'name') return [column];
    return [
      {
        ...column,
        render: (p) => (
          <>
            <ProspectLink p={p} />
            <div className="small text-body-secondary text-nowrap">
              {p.town}, {p.state} · {heightText(p.height)} {p.weight}
            </div>
          </>
        ),
      },
    ];
  });
}
