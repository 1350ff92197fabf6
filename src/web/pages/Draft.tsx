// The NFL draft list of an offseason: where every drafted player went, by round, with his college; early
// entrants nobody drafted. A year picker moves between drafts.
import { useState } from 'react';
import { Form, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { DraftedPlayer } from '../../shared/departures-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { classLabel } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

function PlayerName({ player }: { player: DraftedPlayer }) {
  return (
    <Link to={`/players/${player.id}`} className="text-nowrap">
      {player.first} {player.last}
    </Link>
  );
}

function ClassCell({ player }: { player: DraftedPlayer }) {
  return (
    <span className="text-nowrap" data-testid="draft-class">
      {classLabel(player.year)}
      {player.early && (
        <span className="text-muted" title="Left with eligibility remaining">
          {' (early)'}
        </span>
      )}
    </span>
  );
}

export function Draft() {
  useDocumentTitle('NFL Draft');
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ? Number(params.get('year')) : undefined;
  const page = usePageData(() => api.draft(year), `draft:${year ?? ''}`);
  const [round, setRound] = useState(0);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the NFL draft">
      {(data) => {
        if (data.year === null) {
          return (
            <>
              <h1 className="h3">NFL Draft</h1>
              <p className="text-muted" data-testid="draft-empty">
                No NFL draft yet: the first is held after the first season, when the dynasty moves to Roster
                Progression.
              </p>
            </>
          );
        }
        const picks = data.rounds.filter((r) => round === 0 || r.round === round).flatMap((r) => r.picks);
        return (
          <>
            <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
              <h1 className="h3 mb-0 me-auto">
                {data.draft_year} NFL Draft <small className="text-muted">(players of the {data.year} season)</small>
              </h1>
              <Form.Group controlId="draft-year" className="picker">
                <Form.Label className="small mb-0">Season</Form.Label>
                <Form.Select size="sm" value={data.year} onChange={(e) => setParams({ year: e.target.value })}>
                  {data.years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group controlId="draft-round" className="picker">
                <Form.Label className="small mb-0">Round</Form.Label>
                <Form.Select size="sm" value={round} onChange={(e) => setRound(Number(e.target.value))}>
                  <option value={0}>All Rounds</option>
                  {data.rounds.map((r) => (
                    <option key={r.round} value={r.round}>
                      Round {r.round}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </div>
            <Row className="g-3 mb-3">
              <StatTile label="Players Drafted" value={data.summary.picks} />
              <StatTile label="Early Entrants" value={data.summary.early_entrants} />
              <StatTile label="Early Entrants Drafted" value={data.summary.early_drafted} />
              <StatTile label={`${data.team.name} Picks`} value={data.summary.team_picks} />
            </Row>
            <p className="small text-muted">
              Most picks:{' '}
              {data.summary.top_colleges
                .slice(0, 5)
                .map((c) => `${c.college} ${c.picks}`)
                .join(', ')}
            </p>
            <DataTable<DraftedPlayer>
              testId="draft-table"
              rows={picks}
              rowKey={(p) => p.id}
              defaultSort={{ key: 'pick', desc: false }}
              groupBy={round === 0 ? (p) => `Round ${p.round}` : undefined}
              rowClassName={(p) => (p.college === data.team.name ? 'table-primary' : undefined)}
              columns={[
                { key: 'pick', header: 'Pick', value: (p) => p.pick, numeric: true },
                {
                  key: 'round_pick',
                  header: 'No.',
                  title: 'Pick in the round',
                  value: (p) => p.round_pick,
                  numeric: true,
                },
                { key: 'nfl', header: 'NFL Team', value: (p) => p.nfl_team },
                { key: 'name', header: 'Player', value: (p) => p.last, render: (p) => <PlayerName player={p} /> },
                { key: 'pos', header: 'Pos', value: (p) => p.pos },
                {
                  key: 'college',
                  header: 'College',
                  value: (p) => p.college,
                  render: (p) => <TeamLink name={p.college} />,
                },
                {
                  key: 'class',
                  header: 'Class',
                  value: (p) => ['fr', 'so', 'jr', 'sr'].indexOf(p.year),
                  render: (p) => <ClassCell player={p} />,
                },
                { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
              ]}
            />
            {data.undrafted_early.length > 0 && (
              <>
                <h2 className="h5 mt-4">Early Entrants Not Drafted</h2>
                <DataTable<DraftedPlayer>
                  rows={data.undrafted_early}
                  rowKey={(p) => p.id}
                  defaultSort={{ key: 'rating', desc: true }}
                  columns={[
                    { key: 'name', header: 'Player', value: (p) => p.last, render: (p) => <PlayerName player={p} /> },
                    { key: 'pos', header: 'Pos', value: (p) => p.pos },
                    {
                      key: 'college',
                      header: 'College',
                      value: (p) => p.college,
                      render: (p) => <TeamLink name={p.college} />,
                    },
                    {
                      key: 'class',
                      header: 'Class',
                      value: (p) => ['fr', 'so', 'jr', 'sr'].indexOf(p.year),
                      render: (p) => classLabel(p.year),
                    },
                    { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
                  ]}
                />
              </>
            )}
          </>
        );
      }}
    </PageState>
  );
}
