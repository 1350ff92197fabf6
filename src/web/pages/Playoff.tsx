// Playoff projection (or the field, during the playoff stage) for 2, 4, 8, 12, 16 or 24 teams.
import { playoffTitle as sharedPlayoffTitle } from '../../shared/playoffTitle';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type {
  Bracket,
  BracketSide,
  BubbleTeam,
  ConferenceChampion,
  Info,
  Matchup,
  PlayoffResponse,
  PlayoffTeam,
} from '../../shared/api-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { TeamLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { rankText } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const DEFAULT_PLAYOFF_TEAMS = 4;
const NEXT_BEST_SHOWN = 5;
const CONFERENCE_CHAMPIONS_SHOWN = 6;

export function playoffTitle(info: Info): string {
  const teams = info.playoffFormat.teams || DEFAULT_PLAYOFF_TEAMS;
  return sharedPlayoffTitle(teams, info.phase);
}

/** A slot not decided yet ("Winner of X vs Y") shows as TBD. */
export function isTbd(team: string | null | undefined): boolean {
  return !team || /^winner of/i.test(team.trim()) || team === 'TBD';
}

export function Playoff() {
  useDocumentTitle(null);
  const page = usePageData(api.playoff, 'playoff');
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load playoff data"
      isEmpty={(d) => d.playoff_teams.length === 0}
    >
      {(data) => {
        const teams = data.info.playoffFormat.teams || DEFAULT_PLAYOFF_TEAMS;
        return (
          <>
            <h1 className="h3 mb-3">{playoffTitle(data.info)}</h1>
            {teams === 2 ? (
              <TwoTeamView data={data} />
            ) : teams === 4 ? (
              <FourTeamView data={data} />
            ) : (
              <BracketView data={data} teams={teams} />
            )}
          </>
        );
      }}
    </PageState>
  );
}

function bySeed(teams: PlayoffTeam[]): PlayoffTeam[] {
  return [...teams].sort((a, b) => a.seed - b.seed);
}

function AutobidChip({ team }: { team: PlayoffTeam }) {
  return team.is_autobid ? (
    <Badge bg="info" pill className="ms-1 autobid-chip">
      Automatic Bid
    </Badge>
  ) : null;
}

function TwoTeamView({ data }: { data: PlayoffResponse }) {
  const seeds = bySeed(data.playoff_teams);
  const [first, second] = seeds;
  // Servers may send the title game as bracket.championship once it is set: then its score and link show.
  const game = data.bracket?.championship;
  const scoreOf = (team: string) =>
    game ? (game.team1 === team ? game.score1 : game.team2 === team ? game.score2 : null) : null;
  return (
    <Row className="g-3">
      <Col lg={7}>
        <Card className="championship-card">
          <Card.Header className="text-center fw-bold">National Championship</Card.Header>
          <Card.Body className="d-grid gap-3">
            {[first, second].filter(Boolean).map((team) => (
              <div key={team.name} className="d-flex align-items-center gap-3">
                <span className="fs-4 fw-bold text-muted">{team.seed}</span>
                <TeamLogo name={team.name} size={48} />
                <div>
                  <TeamLink name={team.name} className="fs-5 fw-semibold" />
                  <AutobidChip team={team} />
                  <div className="text-muted small">
                    {team.ranking > 0 ? `#${team.ranking} · ` : ''}
                    {team.record}
                  </div>
                </div>
                {scoreOf(team.name) !== null && scoreOf(team.name) !== undefined && (
                  <span className={`ms-auto fs-3 ${game?.winner === team.name ? 'fw-bold' : 'text-muted'}`}>
                    {scoreOf(team.name)}
                  </span>
                )}
              </div>
            ))}
          </Card.Body>
          {game?.id ? (
            <Card.Footer className="text-center">
              <Link to={`/game/${game.id}`}>{game.winner ? 'Summary' : 'Preview'}</Link>
            </Card.Footer>
          ) : null}
        </Card>
      </Col>
      <Col lg={5} className="d-grid gap-3 align-content-start">
        <SeedList title="Championship Teams" teams={seeds.slice(0, 2)} />
        <BubbleList title="Next Best Teams" teams={data.bubble_teams.slice(0, NEXT_BEST_SHOWN)} />
        <ChampionList champions={data.conference_champions.slice(0, CONFERENCE_CHAMPIONS_SHOWN)} />
      </Col>
    </Row>
  );
}

function FourTeamView({ data }: { data: PlayoffResponse }) {
  const seeds = bySeed(data.playoff_teams);
  const seed = (n: number) => seeds.find((t) => t.seed === n);
  const semi = (a: number, b: number): Matchup => ({
    team1: seed(a)?.name ?? 'TBD',
    team2: seed(b)?.name ?? 'TBD',
    seed1: a,
    seed2: b,
  });
  // The server's bracket carries the results once the semifinals are set or played; before that, 1v4 and 2v3.
  const semifinals = data.bracket
    ? [data.bracket.left_bracket.semifinal, data.bracket.right_bracket.semifinal]
    : [semi(1, 4), semi(2, 3)];
  const championship = data.bracket?.championship ?? { team1: 'TBD', team2: 'TBD', seed1: null, seed2: null };
  return (
    <Row className="g-3">
      <Col lg={7}>
        <div className="table-responsive">
          <div className="four-bracket d-grid gap-3" style={{ gridTemplateColumns: '1fr 1fr', minWidth: 480 }}>
            <div className="bracket-round">
              <h6>Semifinals</h6>
              <div className="bracket-games">
                {semifinals.map((matchup, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bracket's slots are fixed: the place is the game
                  <MatchupCard key={i} matchup={matchup} />
                ))}
              </div>
            </div>
            <div className="bracket-round">
              <h6>Championship</h6>
              <div className="bracket-games">
                <MatchupCard matchup={championship} championship />
              </div>
            </div>
          </div>
        </div>
      </Col>
      <Col lg={5} className="d-grid gap-3 align-content-start">
        <SeedList title="Playoff Teams" teams={seeds.slice(0, 4)} />
        <BubbleList title="Bubble Teams" teams={data.bubble_teams} />
        <ChampionList champions={data.conference_champions} />
      </Col>
    </Row>
  );
}

/** The 12-team bracket by seeds, for servers that send no bracket. */
export function bracketFromSeeds(teams: PlayoffTeam[]): Bracket {
  const name = (seed: number) => teams.find((t) => t.seed === seed)?.name ?? 'TBD';
  const game = (a: number, b: number): Matchup => ({ team1: name(a), team2: name(b), seed1: a, seed2: b });
  const winner = (a: number, b: number) => `Winner of ${name(a)} vs ${name(b)}`;
  const side = (top: [number, number, number], bottom: [number, number, number]): BracketSide => ({
    first_round: [game(top[1], top[2]), game(bottom[1], bottom[2])],
    quarterfinals: [
      { team1: name(top[0]), team2: winner(top[1], top[2]), seed1: top[0], seed2: null },
      { team1: name(bottom[0]), team2: winner(bottom[1], bottom[2]), seed1: bottom[0], seed2: null },
    ],
    semifinal: { team1: 'TBD', team2: 'TBD', seed1: null, seed2: null },
  });
  return {
    left_bracket: side([1, 8, 9], [4, 5, 12]),
    right_bracket: side([2, 7, 10], [3, 6, 11]),
    championship: { team1: 'TBD', team2: 'TBD', seed1: null, seed2: null },
  };
}

/** Seeds with a bye: the next power of two less the field (4 of 12, 8 of 24). */
function byeSeeds(teams: number): number {
  let slots = 2;
  while (slots < teams) slots *= 2;
  return slots === teams ? 0 : slots - teams;
}

/** The bracket of 8, 12, 16 or 24 teams: each side's rounds from the first played to the semifinal. */
function BracketView({ data, teams }: { data: PlayoffResponse; teams: number }) {
  const seeds = bySeed(data.playoff_teams);
  const bracket = data.bracket ?? bracketFromSeeds(seeds);
  const round = (title: string, matchups: Matchup[], championship = false) => (
    <div className="bracket-round">
      <h6>{title}</h6>
      <div className="bracket-games">
        {matchups.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a bracket's slots are fixed: the place is the game
          <MatchupCard key={i} matchup={m} championship={championship} />
        ))}
      </div>
    </div>
  );
  const { left_bracket: left, right_bracket: right } = bracket;
  return (
    <>
      <div className="table-responsive mb-3 pb-2" data-testid="bracket">
        {left.second_round ? (
          // Nine columns from one side to the other do not fit a laptop: the 24-team field reads one way, each round's
          // column holding both halves (the top half above), to the championship at the right.
          <div className="bracket">
            {round('First Round', [...left.first_round, ...right.first_round])}
            {round('Second Round', [...left.second_round, ...(right.second_round ?? [])])}
            {round('Quarterfinals', [...left.quarterfinals, ...right.quarterfinals])}
            {round('Semifinals', [left.semifinal, right.semifinal])}
            {round('Championship', [bracket.championship], true)}
          </div>
        ) : (
          <div className="bracket">
            {left.first_round.length > 0 && round('First Round', left.first_round)}
            {round('Quarterfinals', left.quarterfinals)}
            {round('Semifinal', [left.semifinal])}
            {round('Championship', [bracket.championship], true)}
            {round('Semifinal', [right.semifinal])}
            {round('Quarterfinals', right.quarterfinals)}
            {right.first_round.length > 0 && round('First Round', right.first_round)}
          </div>
        )}
      </div>
      {/* Three lists side by side leave the champions' Seed column off screen at 1280 px: two columns instead. */}
      <Row className="g-3">
        <Col lg={6}>
          <SeedList title="Playoff Teams" teams={seeds.slice(0, teams)} highlightTop={byeSeeds(teams)} />
        </Col>
        <Col lg={6} className="d-grid gap-3 align-content-start">
          <BubbleList title="Bubble Teams" teams={data.bubble_teams} />
          <ChampionList champions={data.conference_champions} />
        </Col>
      </Row>
    </>
  );
}

function MatchupCard({ matchup, championship = false }: { matchup: Matchup; championship?: boolean }) {
  const slot = (team: string, seed: number | null | undefined, score: number | null | undefined) => {
    const tbd = isTbd(team);
    const won = !!matchup.winner && matchup.winner === team;
    return (
      <div className={`slot${won ? ' winner' : ''}`}>
        <span className="seed">{!tbd && seed ? seed : ''}</span>
        {tbd ? (
          <span className="text-muted">TBD</span>
        ) : (
          <>
            <TeamLogo name={team} size={20} />
            <TeamLink name={team} />
          </>
        )}
        {score !== null && score !== undefined && <span className="slot-score fw-semibold">{score}</span>}
      </div>
    );
  };
  return (
    <div className={`matchup${championship ? ' championship' : ''}`}>
      {slot(matchup.team1, matchup.seed1, matchup.score1)}
      {slot(matchup.team2, matchup.seed2, matchup.score2)}
      {matchup.id ? (
        <Link to={`/game/${matchup.id}`} className="d-block text-center small border-top py-1">
          {matchup.winner ? 'Summary' : 'Preview'}
        </Link>
      ) : null}
    </div>
  );
}

function SeedList({ title, teams, highlightTop = 0 }: { title: string; teams: PlayoffTeam[]; highlightTop?: number }) {
  return (
    <section>
      <h2 className="h6">{title}</h2>
      <DataTable<PlayoffTeam>
        rows={teams}
        rowKey={(t) => t.name}
        rowClassName={(t) => (t.seed <= highlightTop ? 'table-warning' : undefined)}
        columns={[
          { key: 'seed', header: 'Seed', value: (t) => t.seed, numeric: true },
          {
            key: 'team',
            header: 'Team',
            value: (t) => t.name,
            render: (t) => (
              <span className="text-nowrap">
                <TeamLink name={t.name} logo />
                <AutobidChip team={t} />
              </span>
            ),
          },
          { key: 'record', header: 'Record', value: (t) => t.record, numeric: true },
          { key: 'rank', header: 'Rank', value: (t) => t.ranking, render: (t) => rankText(t.ranking), numeric: true },
        ]}
      />
    </section>
  );
}

function BubbleList({ title, teams }: { title: string; teams: BubbleTeam[] }) {
  return (
    <section>
      <h2 className="h6">{title}</h2>
      <DataTable<BubbleTeam>
        rows={teams}
        rowKey={(t) => t.name}
        columns={[
          { key: 'rank', header: 'Rank', value: (t) => t.ranking, render: (t) => rankText(t.ranking), numeric: true },
          { key: 'team', header: 'Team', value: (t) => t.name, render: (t) => <TeamLink name={t.name} logo /> },
          { key: 'record', header: 'Record', value: (t) => t.record, numeric: true },
          { key: 'conference', header: 'Conference', value: (t) => t.conference },
        ]}
      />
    </section>
  );
}

function ChampionList({ champions }: { champions: ConferenceChampion[] }) {
  return (
    <section>
      <h2 className="h6">Conference Champions</h2>
      <DataTable<ConferenceChampion>
        rows={champions}
        rowKey={(t) => t.name}
        columns={[
          { key: 'rank', header: 'Rank', value: (t) => t.ranking, render: (t) => rankText(t.ranking), numeric: true },
          { key: 'team', header: 'Team', value: (t) => t.name, render: (t) => <TeamLink name={t.name} logo /> },
          { key: 'record', header: 'Record', value: (t) => t.record, numeric: true },
          { key: 'seed', header: 'Seed', value: (t) => t.seed, numeric: true, render: (t) => t.seed ?? '-' },
        ]}
      />
    </section>
  );
}
