// The season's awards as the summary, awards and history pages show them.
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { AwardEntry, SeasonAwards } from '../../shared/awards-types';
import { DataTable } from './DataTable';
import { TeamLink } from './TeamInfo';

export function PlayerName({ entry }: { entry: AwardEntry }) {
  return entry.player_id === null ? entry.name : <Link to={`/players/${entry.player_id}`}>{entry.name}</Link>;
}

/** The Heisman ceremony: the winner, then the finalists. */
export function HeismanCeremony({ heisman }: { heisman: AwardEntry[] }) {
  const [winner, ...finalists] = heisman;
  if (!winner) return null;
  return (
    <Card className="mb-3" border="warning" data-testid="heisman-ceremony">
      <Card.Body>
        <div className="text-uppercase small text-warning-emphasis fw-bold">{winner.year} Heisman Trophy</div>
        <div className="fs-4 fw-bold">
          <PlayerName entry={winner} />
        </div>
        <div>
          {winner.pos}, <TeamLink name={winner.team} />: {winner.line}
        </div>
        {finalists.length > 0 && (
          <div className="mt-2 small text-muted">
            Finalists:{' '}
            {finalists.map((f, i) => (
              <span key={f.slot}>
                {i > 0 && '; '}
                <PlayerName entry={f} /> ({f.pos}, {f.team})
              </span>
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

export function IndividualAwards({ awards }: { awards: AwardEntry[] }) {
  return (
    <DataTable<AwardEntry>
      testId="individual-awards"
      rows={awards}
      rowKey={(a) => a.award}
      columns={[
        { key: 'award', header: 'Award', value: (a) => a.award_name, sortable: false },
        {
          key: 'name',
          header: 'Winner',
          value: (a) => a.name,
          render: (a) => <PlayerName entry={a} />,
          sortable: false,
        },
        { key: 'pos', header: 'Pos', value: (a) => a.pos, sortable: false },
        {
          key: 'team',
          header: 'Team',
          value: (a) => a.team,
          render: (a) => <TeamLink name={a.team} logo />,
          sortable: false,
        },
        { key: 'line', header: 'Season', value: (a) => a.line, sortable: false },
      ]}
      className="mb-3"
    />
  );
}

export function AwardTeam({ title, entries }: { title: string; entries: AwardEntry[] }) {
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      <DataTable<AwardEntry>
        rows={entries}
        rowKey={(a) => `${a.award}-${a.slot}`}
        columns={[
          { key: 'pos', header: 'Pos', value: (a) => a.pos, sortable: false },
          {
            key: 'name',
            header: 'Player',
            value: (a) => a.name,
            render: (a) => <PlayerName entry={a} />,
            sortable: false,
          },
          {
            key: 'team',
            header: 'Team',
            value: (a) => a.team,
            render: (a) => <TeamLink name={a.team} />,
            sortable: false,
          },
          { key: 'line', header: 'Season', value: (a) => a.line, sortable: false },
        ]}
      />
    </>
  );
}

/** Everything of a season: ceremony, individual awards, then (full) the All-America and all-conference teams. */
export function SeasonAwardsView({ awards, full }: { awards: SeasonAwards; full: boolean }) {
  return (
    <>
      <HeismanCeremony heisman={awards.heisman} />
      <IndividualAwards awards={awards.individual} />
      {full && (
        <>
          <Row>
            <Col lg={6}>
              <AwardTeam title="All-America First Team" entries={awards.all_america.first} />
            </Col>
            <Col lg={6}>
              <AwardTeam title="All-America Second Team" entries={awards.all_america.second} />
            </Col>
            <Col lg={6}>
              <AwardTeam title="All-America Third Team" entries={awards.all_america.third} />
            </Col>
            <Col lg={6}>
              <AwardTeam title="Freshman All-America" entries={awards.freshman_all_america} />
            </Col>
          </Row>
          <h2 className="h5 mt-4">All-Conference Teams</h2>
          {Object.entries(awards.all_conference).map(([conference, teams]) => (
            <Row key={conference}>
              <Col lg={6}>
                <AwardTeam title={`All-${conference} First Team`} entries={teams.first} />
              </Col>
              <Col lg={6}>
                <AwardTeam title={`All-${conference} Second Team`} entries={teams.second} />
              </Col>
            </Row>
          ))}
        </>
      )}
    </>
  );
}

/** A player's or a program's awards, newest first. */
export function AwardList({ awards, showPlayer }: { awards: AwardEntry[]; showPlayer: boolean }) {
  return (
    <DataTable<AwardEntry>
      testId="award-list"
      rows={awards}
      rowKey={(a) => `${a.year}-${a.award}-${a.conference}-${a.slot}`}
      defaultSort={{ key: 'year', desc: true }}
      columns={[
        { key: 'year', header: 'Year', value: (a) => a.year, numeric: true },
        {
          key: 'award',
          header: 'Award',
          value: (a) => a.award_name,
          render: (a) =>
            a.award === 'heisman' && a.slot > 1
              ? 'Heisman Trophy finalist'
              : a.conference
                ? `${a.award_name} (${a.conference})`
                : a.award_name,
        },
        ...(showPlayer
          ? [
              {
                key: 'name',
                header: 'Player',
                value: (a: AwardEntry) => a.name,
                render: (a: AwardEntry) => <PlayerName entry={a} />,
              },
            ]
          : []),
        { key: 'pos', header: 'Pos', value: (a) => a.pos },
        { key: 'line', header: 'Season', value: (a) => a.line, sortable: false },
      ]}
    />
  );
}
