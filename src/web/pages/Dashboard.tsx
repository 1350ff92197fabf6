// Dashboard: the user's team, its last and next game, its conference and the AP top 10.
import { ForcedMark } from '../components/Chips';
import { SiteOpponent } from '../components/SiteOpponent';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DashboardGame, TeamSummary } from '../../shared/api-types';
import { api, playedLeague } from '../api';
import { DataTable } from '../components/DataTable';
import { ConferenceLogo, TeamLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { teamHeaderStyle } from '../components/teamColors';
import { isTop25, winLoss } from '../display';
import { LINE_HINT, RATING_HINT } from '../../shared/lineWhy';
import { RecruitingNews } from '../components/RecruitingNews';
import { confRecordColumn, overallRecordColumn } from '../components/recordColumns';
import { usePageData } from '../hooks/usePageData';
import { useLeagueTeams } from '../hooks/useLeagueTeams';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { HotSeatBadge } from '../components/CoachingChanges';
import { SeasonGlance } from '../components/dashboard/SeasonGlance';
import { TopStories } from '../components/dashboard/TopStories';

export function Dashboard() {
  useDocumentTitle(null);
  const page = usePageData(api.dashboard, 'dashboard');
  // In an online league the other coaches' programs (the page's info does not list them there).
  const leagueTeams = useLeagueTeams();
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load dashboard data">
      {(answer) => {
        const data = answer;
        const { team } = data;
        // The last game played, whatever its week: the bowl once the season is over (as the terminal shows it).
        const last = data.prev_game ?? data.last_played ?? null;
        const independent = team.conference === 'Independent';
        return (
          <>
            <h1 className="h3 mb-3">{team.name} Dashboard</h1>
            {data.season_start && (
              <Alert variant="info" className="py-2 d-flex flex-wrap align-items-center gap-2" data-testid="preseason">
                <span>
                  The {data.season_start.year} season has not started: your non-conference schedule can still change.
                </span>
                <Link to="/start_season" className="btn btn-sm btn-primary" data-testid="dashboard-start-season">
                  Start the {data.season_start.year} season...
                </Link>
              </Alert>
            )}
            {data.recruiting_warning && (
              <p className="alert alert-warning py-2" data-testid="dashboard-recruiting-warning">
                <Link to="/recruiting">Recruiting</Link>: {data.recruiting_warning}
              </p>
            )}
            {data.walk_ons?.line && (data.walk_ons.invited.length > 0 || data.recruiting_warning) && (
              <p className="mb-2 small" data-testid="dashboard-walk-ons">
                <Link to={`/${encodeURIComponent(team.name)}/roster`}>Walk-ons</Link>: {data.walk_ons.line}
              </p>
            )}
            {data.coach && (
              <p className="mb-2" data-testid="dashboard-coach">
                Coach <Link to="/coach">{data.coach.name}</Link>: job security {data.coach.security}/100:{' '}
                <HotSeatBadge level={data.coach.hot_seat} label={data.coach.hot_seat_label} />
                {data.coach.security_review && (
                  <span className="text-muted small"> ({data.coach.security_review})</span>
                )}
              </p>
            )}
            <Card className="mb-3 overflow-hidden" data-testid="dashboard-header">
              <div
                className="d-flex flex-wrap align-items-center gap-3 p-3"
                style={teamHeaderStyle(team.colorPrimary, team.colorSecondary)}
              >
                <TeamLogo name={team.name} size={64} className="logo-on-color" />
                <div className="flex-grow-1">
                  <div className="h4 mb-0">
                    {isTop25(team.ranking) && <span className="me-2">#{team.ranking}</span>}
                    {team.name} <small className="fs-6 fw-normal">{team.mascot}</small>
                  </div>
                  <div>
                    {winLoss(team.totalWins, team.totalLosses)}
                    {!independent && ` (${winLoss(team.confWins, team.confLosses)} Conf)`} ·{' '}
                    <abbr title={RATING_HINT} data-testid="dashboard-rating">
                      Rating {team.rating}
                    </abbr>
                  </div>
                </div>
                {!independent && <ConferenceLogo name={team.conference} size={48} className="logo-on-color" />}
              </div>
            </Card>
            <Row className="g-3">
              <Col lg={4}>
                <h2 className="h5">Games</h2>
                {!last && !data.curr_game ? (
                  <p className="text-muted">No recent or upcoming games available</p>
                ) : (
                  <div className="d-grid gap-3">
                    {last && <PreviousGameCard game={last} />}
                    {data.curr_game ? (
                      <CurrentGameCard
                        game={data.curr_game}
                        coaching={data.info.coaching?.week === data.curr_game.weekPlayed}
                        headToHead={[...(data.info.programs?.map((p) => p.team) ?? []), ...leagueTeams].includes(
                          data.curr_game.opponent.name,
                        )}
                      />
                    ) : (
                      data.info.currentWeek <= data.info.lastWeek
                      // The wire format's curr_game is this exact week's game: none on a bye.
                      && (
                        <p className="text-muted mb-0" data-testid="bye-week">
                          No game in week {data.info.currentWeek}.
                        </p>
                      )
                    )}
                  </div>
                )}
                <div className="mt-3">
                  <RecruitingNews />
                </div>
              </Col>
              <Col lg={4}>
                <h2 className="h5 d-flex align-items-center gap-2">
                  {independent ? (
                    'Independent Teams'
                  ) : (
                    <>
                      <ConferenceLogo name={team.conference} size={24} /> {team.conference} Standings
                    </>
                  )}
                </h2>
                <DataTable<TeamSummary>
                  rows={data.confTeams}
                  rowKey={(t) => t.name}
                  rowClassName={(t) => (t.name === team.name ? 'table-primary' : undefined)}
                  columns={[
                    {
                      key: 'team',
                      header: 'Team',
                      value: (t) => t.name,
                      render: (t) => <TeamLink name={t.name} logo />,
                    },
                    { key: 'rating', header: 'Rating', value: (t) => t.rating, numeric: true },
                    confRecordColumn<TeamSummary>(),
                    overallRecordColumn<TeamSummary>(),
                  ]}
                />
              </Col>
              <Col lg={4}>
                <h2 className="h5">AP Top 10</h2>
                <DataTable<TeamSummary>
                  rows={data.top_10}
                  rowKey={(t) => t.name}
                  rowClassName={(t) => (t.name === team.name ? 'table-primary' : undefined)}
                  columns={[
                    { key: 'rank', header: 'Rank', value: (t) => t.ranking, numeric: true },
                    {
                      key: 'team',
                      header: 'Team',
                      value: (t) => t.name,
                      render: (t) => <TeamLink name={t.name} logo />,
                    },
                    { key: 'record', header: 'Record', value: (t) => t.record, numeric: true },
                  ]}
                />
                <Link to="/rankings" className="btn btn-link btn-sm px-0">
                  Full rankings
                </Link>
                <div className="mt-3">
                  <TopStories />
                </div>
              </Col>
            </Row>
            <SeasonGlance />
          </>
        );
      }}
    </PageState>
  );
}

function OpponentLine({ game }: { game: DashboardGame }) {
  return (
    <div className="d-flex align-items-center gap-1 flex-wrap" data-testid="opponent-line">
      <SiteOpponent site={game.site} opponent={game.opponent} record />
    </div>
  );
}

function PreviousGameCard({ game }: { game: DashboardGame }) {
  const won = game.result === 'W';
  return (
    <Card className={won ? 'game-card-win' : 'game-card-loss'} data-testid="prev-game">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <span className="small text-muted">
            Last Game · Week {game.weekPlayed}
            {game.label ? ` · ${game.label}` : ''}
          </span>
          {game.result && (
            <Badge bg={won ? 'success' : 'danger'} pill>
              {game.result}
            </Badge>
          )}
        </div>
        <OpponentLine game={game} />
        <div className="fs-4 fw-bold my-1">
          {game.score}
          {game.forced && <ForcedMark note={game.forced_note} />}
        </div>
        <Link to={`/game/${game.id}`} className="btn btn-outline-secondary btn-sm">
          Game Summary
        </Link>
      </Card.Body>
    </Card>
  );
}

/**
 * coaching: the player is coaching this game and left it in progress (the link resumes it). headToHead: the opponent
 * is another coached program of the save, or another coach's in an online league (the game can be played head to
 * head; in a league never coached alone).
 */
function CurrentGameCard({
  game,
  coaching,
  headToHead,
}: {
  game: DashboardGame;
  coaching: boolean;
  headToHead: boolean;
}) {
  return (
    <Card data-testid="curr-game">
      <Card.Body>
        <div className="small text-muted mb-2">
          Next Game · Week {game.weekPlayed}
          {game.label ? ` · ${game.label}` : ''}
        </div>
        <OpponentLine game={game} />
        <div className="d-flex gap-3 my-2">
          <abbr title={LINE_HINT} data-testid="curr-game-spread">
            <span className="text-muted small">Spread</span> <strong>{game.spread ?? 'N/A'}</strong>
          </abbr>
          <span>
            <span className="text-muted small">O/U</span> <strong>{game.total ?? 'N/A'}</strong>
          </span>
          <span>
            <span className="text-muted small">Moneyline</span> <strong>{game.moneyline ?? 'N/A'}</strong>
          </span>
        </div>
        {game.forced && (
          <div className="small mb-2" data-testid="forced-game">
            <ForcedMark note={game.forced_note} /> {game.forced_note}
          </div>
        )}
        <Link to={`/game/${game.id}`} className="btn btn-primary btn-sm">
          Game Preview
        </Link>
        {/* A forced game is simulated to its forced result: nobody coaches it. */}
        {game.forced || (headToHead && playedLeague()) ? null : coaching ? (
          <Link to="/game/coach" className="btn btn-warning btn-sm ms-2" data-testid="resume-coaching">
            Resume
          </Link>
        ) : (
          <Link to="/game/coach?start=1" className="btn btn-outline-primary btn-sm ms-2" data-testid="coach-this-game">
            Coach this game
          </Link>
        )}
        {headToHead && (
          <Link to="/game/h2h" className="btn btn-outline-success btn-sm ms-2" data-testid="play-head-to-head">
            Head to head
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
