// A player's profile: ratings, career statistics and the game logs of one season.
import { SiteOpponent } from '../components/SiteOpponent';
import { Badge, Card, Col, Form, Row } from 'react-bootstrap';
import { AwardList } from '../components/AwardTables';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PlayerGameLog, PlayerProfile, YearlyCumulativeStats } from '../../shared/api-types';
import { api } from '../api';
import { OverallChart } from '../components/charts/lazyCharts';
import { ResultChip } from '../components/Chips';
import { DataTable, type Column } from '../components/DataTable';
import { TeamLogo } from '../components/Logos';
import { Stars } from '../components/Ratings';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { teamHeaderStyle } from '../components/teamColors';
import { classLabel, statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { isEmptyGameLine, statColumnsPresent, statOf } from '../statColumns';
import { wholeNumber } from '../routeParams';

/** A season's totals with its year (the wire format keys them by year). */
type CareerRow = YearlyCumulativeStats & { year: number };

function statColumns<T extends CareerRow | PlayerGameLog>(rows: T[]): Column<T>[] {
  return statColumnsPresent(rows).map((c) => ({
    key: c.key,
    header: c.short,
    title: c.title,
    value: (row: T) => statOf(row, c.key),
    render: (row: T) => statValue(statOf(row, c.key)),
    numeric: true,
  }));
}

/** Attribute names in words ("throwPower" -> "Throw power"). */
function attributeLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function AttributesCard({ profile }: { profile: PlayerProfile }) {
  const entries = Object.entries(profile.attributes);
  if (entries.length === 0) return null;
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        Attributes
      </Card.Header>
      <Card.Body>
        <Row xs={2} sm={3} md={6} className="g-2 player-attributes">
          {entries.map(([name, value]) => (
            <Col key={name}>
              <div className="small text-muted">{attributeLabel(name)}</div>
              <div className="fw-semibold">{value}</div>
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}

export function PlayerPage() {
  const { playerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const year = wholeNumber(search.get('year'));
  const page = usePageData(() => api.player(playerId, year), `${playerId}|${year ?? ''}`);
  const player = page.data?.player;
  useDocumentTitle(page.data && player ? `${player.first} ${player.last} - ${page.data.team.name}` : null);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load player data">
      {(data) => {
        const { player: p, team } = data;
        const logs = data.game_logs
          .filter((log) => !isEmptyGameLine(log))
          .sort((a, b) => a.game.weekPlayed - b.game.weekPlayed);
        const career: CareerRow[] = Object.entries(data.yearly_cumulative_stats).map(([y, totals]) => ({
          ...totals,
          year: Number(y),
        }));
        const shownYear = year ?? data.year;
        const careerColumns: Column<CareerRow>[] = [
          { key: 'year', header: 'Year', value: (r) => r.year, numeric: true },
          { key: 'class', header: 'Class', value: (r) => r.class, render: (r) => classLabel(r.class) },
          { key: 'ovr', header: 'Ovr', title: 'Overall rating', value: (r) => r.rating, numeric: true },
          { key: 'games', header: 'G', title: 'Games played', value: (r) => r.games, numeric: true },
          ...statColumns(career),
        ];
        const logColumns: Column<PlayerGameLog>[] = [
          { key: 'week', header: 'Week', value: (l) => l.game.weekPlayed, numeric: true },
          {
            key: 'opponent',
            header: 'Opponent',
            value: (l) => l.game.opponent.name,
            render: ({ game: g }) => <SiteOpponent site={g.site} opponent={g.opponent} record />,
          },
          { key: 'label', header: 'Label', value: (l) => l.game.label, className: 'text-nowrap' },
          {
            key: 'result',
            header: 'Result',
            value: (l) => l.game.result,
            render: ({ game: g }) =>
              g.result ? <ResultChip result={g.result} score={g.score} gameId={g.id} forced={g.forced} /> : null,
          },
          ...statColumns(logs),
        ];
        return (
          <>
            <Card className="mb-3 overflow-hidden">
              <div
                className="d-flex flex-wrap align-items-center gap-3 p-3"
                style={teamHeaderStyle(team.colorPrimary, team.colorSecondary)}
              >
                <TeamLogo name={team.name} size={64} className="logo-on-color" />
                <div className="flex-grow-1">
                  <h1 className="h3 mb-1">
                    {p.first} {p.last}{' '}
                    {p.starter && (
                      <Badge bg="light" text="dark" className="fs-6 align-middle">
                        Starter
                      </Badge>
                    )}
                  </h1>
                  <div className="d-flex flex-wrap gap-2 align-items-center">
                    <TeamLink name={team.name} className="team-link-inherit fw-semibold" />
                    <span>· {p.pos}</span>
                    <span>· {data.profile ? data.profile.class_label : classLabel(p.year)}</span>
                    <span>· Overall {p.rating}</span>
                    {data.profile && (
                      <span>
                        · {data.profile.height_label}, {data.profile.weight} lb
                      </span>
                    )}
                    {data.profile?.injury && (
                      <Badge bg="danger" className="align-middle">
                        Out: {data.profile.injury} (
                        {data.profile.out_for_season ? 'season' : `back week ${data.profile.return_week}`})
                      </Badge>
                    )}
                    {data.profile?.redshirting && (
                      <Badge bg="secondary" className="align-middle">
                        Redshirting
                      </Badge>
                    )}
                  </div>
                </div>
                <dl className="player-ratings mb-0 bg-white text-dark rounded px-3 py-2">
                  <dt className="small">Stars</dt>
                  <dd className="mb-1">
                    <Stars value={p.stars} label="Stars" />
                  </dd>
                  <dt className="small">Development</dt>
                  <dd className="mb-0">
                    <Stars value={p.development_trait} label="Development trait" />
                  </dd>
                </dl>
              </div>
            </Card>
            {data.profile && <AttributesCard profile={data.profile} />}
            {data.ratings_by_season && data.ratings_by_season.length > 0 && (
              <section aria-label="Overall by season" className="mb-3">
                <h2 className="h5">Overall by Season</h2>
                <div style={{ width: '100%', height: 220 }}>
                  <OverallChart seasons={data.ratings_by_season} />
                </div>
              </section>
            )}
            {data.awards.length > 0 && (
              <section className="mb-3" data-testid="player-awards">
                <h2 className="h5">Awards</h2>
                <AwardList awards={data.awards} showPlayer={false} />
              </section>
            )}
            <h2 className="h5">Career Statistics</h2>
            {career.length === 0 ? (
              <p className="text-muted">No statistics yet.</p>
            ) : (
              <DataTable<CareerRow>
                rows={career}
                rowKey={(r) => r.year}
                defaultSort={{ key: 'year', desc: false }}
                columns={careerColumns}
                className="mb-2"
              />
            )}
            {data.career_totals && career.length > 0 && (
              <p className="mb-4 career-totals">
                <strong>Career:</strong> {data.career_totals.seasons} seasons, {data.career_totals.games} games
                {statColumnsPresent([data.career_totals]).map((c) => (
                  <span key={c.key}>
                    , {statValue(statOf(data.career_totals, c.key))} {c.short}
                  </span>
                ))}
              </p>
            )}
            <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
              <h2 className="h5 mb-0">Game Logs</h2>
              <Form.Select
                size="sm"
                className="w-auto"
                aria-label="Game log year"
                value={shownYear}
                onChange={(e) => navigate(`/players/${encodeURIComponent(playerId)}?year=${e.target.value}`)}
              >
                {(data.years.includes(shownYear) ? data.years : [shownYear, ...data.years]).map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Form.Select>
            </div>
            {logs.length === 0 ? (
              <p className="text-muted">No games played.</p>
            ) : (
              <DataTable<PlayerGameLog> rows={logs} rowKey={(l) => l.game.id} columns={logColumns} />
            )}
          </>
        );
      }}
    </PageState>
  );
}
