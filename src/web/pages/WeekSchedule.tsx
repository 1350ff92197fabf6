// Every game of one week; /schedule alone opens the week the season stands at.
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { WeekGame, WeekGameTeam } from '../../shared/api-types';
import { recordInParentheses } from '../../shared/recordText';
import { api } from '../api';
import { ForcedMark, LabelChip } from '../components/Chips';
import { TeamLogo } from '../components/Logos';
import { ErrorAlert, Loading, PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { top25Prefix } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useShell } from '../hooks/shell';
import { parseWeek } from '../routeParams';

export function WeekSchedule() {
  useDocumentTitle(null);
  const { week: raw } = useParams();
  if (raw === undefined) return <CurrentWeek />;
  const parsed = parseWeek(raw);
  if ('error' in parsed) return <ErrorAlert>{parsed.error}</ErrorAlert>;
  return <WeekGames week={parsed.week} />;
}

/** The week the season stands at, from the shell's info or (a page opened first) the dashboard's, read only. */
function CurrentWeek() {
  const { info } = useShell();
  if (info) return <Navigate to={`/schedule/${info.currentWeek}`} replace />;
  return <DashboardWeek />;
}

function DashboardWeek() {
  const page = usePageData(() => api.dashboard(), 'dashboard');
  if (page.data) return <Navigate to={`/schedule/${page.data.info.currentWeek}`} replace />;
  if (page.error) return <ErrorAlert>Failed to load the current week</ErrorAlert>;
  return <Loading />;
}

function WeekGames({ week }: { week: number }) {
  const page = usePageData(() => api.week(week), String(week));
  return (
    <>
      <h1 className="h3 mb-3">Week {week} Schedule</h1>
      <PageState
        data={page.data}
        loading={page.loading}
        error={page.error}
        errorText="Failed to load week schedule data"
        isEmpty={(d) => d.games.length === 0}
      >
        {(data) => (
          <Row xs={1} md={2} xl={3} className="g-3">
            {data.games.map((game) => (
              <Col key={game.id}>
                <GameCard game={game} />
              </Col>
            ))}
          </Row>
        )}
      </PageState>
    </>
  );
}

function TeamLine({
  team,
  score,
  spread,
  won,
}: {
  team: WeekGameTeam;
  score: number | null;
  spread: string | null;
  won: boolean;
}) {
  return (
    <div className={`team-line${won ? ' fw-bold' : ''}`}>
      <span className="text-muted small" style={{ minWidth: '2rem' }}>
        {top25Prefix(team.ranking).trim()}
      </span>
      <TeamLogo name={team.name} size={28} fcs={team.fcs} />
      <TeamLink name={team.name} fcs={team.fcs} />
      <span className="text-muted small">{recordInParentheses(team.record)}</span>
      <span className="ms-auto">{score !== null ? score : (spread ?? '')}</span>
    </div>
  );
}

function GameCard({ game }: { game: WeekGame }) {
  const played = !!game.winner;
  return (
    <Card className="week-card h-100" border={game.game_of_week ? 'warning' : undefined}>
      <Card.Header className="d-flex justify-content-between align-items-center gap-2 py-1">
        <span className="small">
          {game.label ? <LabelChip label={game.label} /> : <span className="text-muted">&nbsp;</span>}
        </span>
        {game.game_of_week && (
          <Badge bg="warning" text="dark" pill>
            Game of the week
          </Badge>
        )}
        {game.forced && <ForcedMark note={game.forced_note} />}
      </Card.Header>
      <Card.Body className="d-grid gap-2 py-2">
        <TeamLine
          team={game.teamB}
          score={played ? game.scoreB : null}
          spread={game.spreadB}
          won={game.winner === game.teamB.name}
        />
        <div className="small text-muted site-divider" data-testid="game-site">
          {game.siteA === 'neutral' ? 'vs · neutral site' : 'at'}
        </div>
        <TeamLine
          team={game.teamA}
          score={played ? game.scoreA : null}
          spread={game.spreadA}
          won={game.winner === game.teamA.name}
        />
        {!played && game.total && (
          <div className="small text-muted text-end" data-testid="game-total">
            O/U {game.total}
          </div>
        )}
      </Card.Body>
      <Card.Footer className="py-1 text-end">
        <Link to={`/game/${game.id}`} className="btn btn-sm btn-outline-primary">
          {played ? 'Summary' : 'Preview'}
        </Link>
      </Card.Footer>
    </Card>
  );
}
