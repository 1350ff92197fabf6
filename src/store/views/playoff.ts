// The playoff page: the selected field once championship week is over, before that a projection from the
// current poll and the conference leaders; bubble teams, conference champions and the bracket with results.
import { INDEPENDENT } from '../../core/data/types.js';
import { bracket as buildBracket } from '../../core/playoff/bracket.js';
import { bubbleTeams, selectPlayoff } from '../../core/playoff/selection.js';
import type { Matchup as CoreMatchup, PlayoffField } from '../../core/playoff/types.js';
import { CHAMPIONSHIP_WEEK } from '../../core/season/calendar.js';
import { conferenceChampions } from '../../core/season/standingsChampions.js';
import type { PlayedGame } from '../../core/season/results.js';
import type { Bracket, BracketSide, ConferenceChampion, Matchup, PlayoffResponse } from '../../shared/api-types.js';
import { latestPoll } from '../queries/polls.js';
import { conferenceChampionsOf, playoffField } from '../queries/postseason.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';
import { rankingOrder, seasonPlayedGames, teamRatings } from './seasonData.js';
import { PLAYOFF_ROW_ID } from './wireStage.js';

/** Teams listed just outside the field (spec: "next best teams (up to 5)" for 2 teams; bubble lists otherwise). */
const BUBBLE_SHOWN = 5;

function champions(ctx: PageContext, ranking: readonly string[]): { conference: string; team: string }[] {
  const saved = conferenceChampionsOf(ctx.db, ctx.year);
  if (saved.length > 0) return saved;
  return conferenceChampions(ctx.league(), seasonPlayedGames(ctx), ranking, teamRatings(ctx));
}

function matchup(m: CoreMatchup, games: ReadonlyMap<number, PlayedGame>): Matchup {
  const game = m.gameId === null ? undefined : games.get(m.gameId);
  const points = (team: string): number | null => {
    if (!game) return null;
    if (game.home === team) return game.homePoints;
    if (game.away === team) return game.awayPoints;
    return null;
  };
  // A side not known yet has no seed key (document: bracket matchups).
  return {
    team1: m.team1,
    team2: m.team2,
    ...(m.seed1 === null ? {} : { seed1: m.seed1 }),
    ...(m.seed2 === null ? {} : { seed2: m.seed2 }),
    id: m.gameId,
    winner: m.winner,
    score1: points(m.team1),
    score2: points(m.team2),
  };
}

const TBD = 'TBD';
const tbdMatchup = (): Matchup => ({ team1: TBD, team2: TBD });

/** A bracket of unknown teams (the field is not complete yet): the document asks for an object, never null. */
function tbdBracket(size: number): Bracket {
  const tbd = (n: number): Matchup[] => Array.from({ length: n }, tbdMatchup);
  const side = (): BracketSide =>
    size > 16
      ? { first_round: tbd(4), second_round: tbd(4), quarterfinals: tbd(2), semifinal: tbdMatchup() }
      : size >= 12
        ? { first_round: tbd(size === 16 ? 4 : 2), quarterfinals: tbd(2), semifinal: tbdMatchup() }
        : { first_round: [], quarterfinals: tbd(size >= 8 ? 2 : 0), semifinal: tbdMatchup() };
  const bracket: Bracket = { left_bracket: side(), right_bracket: side(), championship: tbdMatchup() };
  return size === 4
    ? { ...bracket, semifinals: [bracket.left_bracket.semifinal, bracket.right_bracket.semifinal] }
    : bracket;
}

function bracketOf(field: PlayoffField, played: readonly PlayedGame[]): Bracket {
  if (field.entries.length < field.size) return tbdBracket(field.size);
  const core = buildBracket(field, played);
  const games = new Map(played.map((g) => [g.id, g]));
  // Two teams play one game: no sides, only the title game (with its score and link once played).
  if (field.size < 4) {
    const empty = (): BracketSide => ({ first_round: [], quarterfinals: [], semifinal: tbdMatchup() });
    return { left_bracket: empty(), right_bracket: empty(), championship: matchup(core.championship, games) };
  }
  const side = (s: (typeof core)['left_bracket']): BracketSide | null =>
    s.semifinal === null
      ? null
      : {
          first_round: s.first_round.map((m) => matchup(m, games)),
          ...(s.second_round ? { second_round: s.second_round.map((m) => matchup(m, games)) } : {}),
          quarterfinals: s.quarterfinals.map((m) => matchup(m, games)),
          semifinal: matchup(s.semifinal, games),
        };
  const left = side(core.left_bracket);
  const right = side(core.right_bracket);
  if (!left || !right) return tbdBracket(field.size);
  const bracket: Bracket = {
    left_bracket: left,
    right_bracket: right,
    championship: matchup(core.championship, games),
  };
  // The original's 4-team shape names the two semifinals; our UI reads the sides.
  return field.size === 4 ? { ...bracket, semifinals: [left.semifinal, right.semifinal] } : bracket;
}

export function playoffView(ctx: PageContext): PlayoffResponse {
  const settings = ctx.state.playoff;
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    playoff: {
      id: PLAYOFF_ROW_ID,
      teams: settings.teams,
      autobids: settings.autobids,
      conf_champ_top_4: settings.confChampTop4,
    },
    ...ctx.memo('playoff', () => playoffPicture(ctx)),
  };
}

function playoffPicture(ctx: PageContext): Omit<PlayoffResponse, 'info' | 'team' | 'conferences' | 'playoff'> {
  const settings = ctx.state.playoff;
  const saved = playoffField(ctx.db, ctx.year, settings);
  // A selected field is shown with the poll it was selected from (after championship week), a projection with
  // the latest poll (before the first poll the ratings order the teams and no one has a ranking yet).
  const selectionPoll = saved ? latestPoll(ctx.db, ctx.year, CHAMPIONSHIP_WEEK) : [];
  const ranking = selectionPoll.length > 0 ? selectionPoll.map((r) => r.team) : rankingOrder(ctx);
  const ranks = selectionPoll.length > 0 ? new Map(selectionPoll.map((r) => [r.team, r.rank])) : ctx.ranks();
  const rankOf = (team: string): number => ranks.get(team) ?? 0;
  const record = (team: string): string => {
    return recordText(ctx.record(team));
  };
  const conferenceOf = new Map(ctx.league().teams.map((t) => [t.name, t.conference]));
  const champs = champions(ctx, ranking);
  const field = saved ?? selectPlayoff(settings, ranking, champs);
  const seedOf = new Map(field.entries.map((e) => [e.team, e.seed]));

  const conferenceChampionsList: ConferenceChampion[] = champs
    .map((c) => ({
      ranking: rankOf(c.team),
      name: c.team,
      record: record(c.team),
      seed: seedOf.get(c.team) ?? null,
      conference: c.conference,
    }))
    .sort((a, b) => (a.ranking || Infinity) - (b.ranking || Infinity) || a.name.localeCompare(b.name));

  return {
    playoff_teams: field.entries.map((e) => ({
      seed: e.seed,
      name: e.team,
      record: record(e.team),
      ranking: rankOf(e.team),
      is_autobid: e.isAutobid,
      conference: conferenceOf.get(e.team) ?? INDEPENDENT,
    })),
    bubble_teams: bubbleTeams(field, ranking, BUBBLE_SHOWN).map((b) => ({
      ranking: rankOf(b.team),
      name: b.team,
      record: record(b.team),
      conference: conferenceOf.get(b.team) ?? INDEPENDENT,
    })),
    conference_champions: conferenceChampionsList,
    bracket: bracketOf(field, seasonPlayedGames(ctx)),
  };
}
