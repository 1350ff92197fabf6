// The player's preseason: scheduling the team's non-conference games before the season starts. The
// games chosen here are passed as `fixed` to buildRegularSeason, which fills every other slate around them.
//
// `scheduled` is the list of games the player's team already has: it starts as fixedGamesFor(team)
// (rivalries that are played every year count toward the limit) and grows with each game scheduled.

import { withArticle } from '../../shared/article.js';
import { seasonFcsTeams } from '../data/fcs.js';
import type { SeasonLeague } from '../data/types.js';
import { hashString } from '../random.js';
import { REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import { planRivalryWeeks, playableRivalries, rivalryHost, type RivalryGame } from './rivalries.js';
import { fcsGame } from './fcsGames.js';
import { allowedSites, programStrength, siteProblem, type GameSite } from './gameSite.js';
import { fcsGamesLimit, indexSeason, nonConferenceRoom, sameConference, type SeasonIndex } from './seasonIndex.js';
import { NON_CONFERENCE_WEEK_COST } from './tuning.js';
import type { ScheduledGame } from './types.js';
import { isClustered } from './weekAssignment.js';

/** Non-conference games the team plays: 12 minus its conference games, 12 for an independent. */
export function nonConferenceLimit(league: SeasonLeague, team: string): number {
  const index = indexSeason(league);
  const t = index.indexOf.get(team);
  if (t === undefined) throw new Error(`Unknown team: ${team}`);
  return nonConferenceRoom(index, t);
}

/**
 * The team's non-conference rivalry games, which are played every year: in their traditional week when
 * the teams are free then, otherwise in a week picked from the rivalry's name and the season (the same
 * every time), early in the season when possible. Home-and-home by season (see rivalryHost).
 */
export function fixedGamesFor(league: SeasonLeague, team: string): ScheduledGame[] {
  const index = indexSeason(league);
  const t = index.indexOf.get(team);
  if (t === undefined) throw new Error(`Unknown team: ${team}`);
  const rivalries = playableRivalries(index);
  const busy = reservedWeeks(index, rivalries);
  const planned = planRivalryWeeks(
    rivalries,
    index.names.map(() => new Set<number>()),
  );
  const games: ScheduledGame[] = [];
  rivalries.forEach((r, i) => {
    if (r.conference || (r.a !== t && r.b !== t)) return;
    const week = planned[i] ?? pickRivalryWeek(r, league.year, busy);
    if (week === null) return;
    busy[r.a].add(week);
    busy[r.b].add(week);
    const home = rivalryHost(index.names[r.a], index.names[r.b], league.year);
    games.push({
      week,
      home,
      away: home === index.names[r.a] ? index.names[r.b] : index.names[r.a],
      neutral: r.neutral,
      kind: 'regular',
      conferenceGame: false,
      label: r.name,
    });
  });
  return games.sort((x, y) => x.week - y.week);
}

/** Weeks each team is committed to by rivalries kept in their traditional week. */
function reservedWeeks(index: SeasonIndex, rivalries: readonly RivalryGame[]): Set<number>[] {
  const busy = index.names.map(() => new Set<number>());
  planRivalryWeeks(rivalries, busy);
  return busy;
}

/** First week free for both teams, nearest the traditional week if any, else cheapest for a non-conference game. */
function pickRivalryWeek(r: RivalryGame, year: number, busy: Set<number>[]): number | null {
  const spin = hashString(`${r.name}:${year}`) % REGULAR_SEASON_WEEKS;
  const weeks = Array.from({ length: REGULAR_SEASON_WEEKS }, (_, i) => i + 1);
  const rank = (w: number): number =>
    (r.traditionalWeek !== null ? Math.abs(w - r.traditionalWeek) * 100 : NON_CONFERENCE_WEEK_COST[w] * 100)
    + ((w + spin) % REGULAR_SEASON_WEEKS);
  weeks.sort((x, y) => rank(x) - rank(y));
  return weeks.find((w) => !busy[r.a].has(w) && !busy[r.b].has(w)) ?? null;
}

/** An opponent the team could schedule in a week, and where the game could be played (from the team's side). */
export interface OpponentChoice {
  name: string;
  fcs: boolean;
  sites: GameSite[];
}

/** The FCS programs of the season (never a name of the season's FBS teams). */
function fcsProgramNames(index: SeasonIndex): string[] {
  return seasonFcsTeams(index.league.year)
    .map((t) => t.name)
    .filter((name) => !index.indexOf.has(name));
}

/** Teams the team could schedule in that week, FBS then FCS, each sorted by name; empty when it cannot add a game then. */
export function opponentChoices(
  league: SeasonLeague,
  team: string,
  week: number,
  scheduled: readonly ScheduledGame[],
): OpponentChoice[] {
  const index = indexSeason(league);
  const t = index.indexOf.get(team);
  if (t === undefined) return [];
  const context = schedulingContext(index, scheduled);
  const fbs = index.names
    .filter((opponent) => opponent !== team && checkGame(index, context, team, opponent, week) === null)
    .sort()
    .map((name) => ({ name, fcs: false, sites: allowedSites(index, t, index.indexOf.get(name)!) }));
  const fcs = fcsProgramNames(index)
    .filter((name) => checkFcsGame(index, context, team, name, week) === null)
    .sort()
    .map((name) => ({ name, fcs: true, sites: ['home' as const] }));
  return [...fbs, ...fcs];
}

/** Names of the teams the team could schedule in that week (opponentChoices' names). */
export function availableOpponents(
  league: SeasonLeague,
  team: string,
  week: number,
  scheduled: readonly ScheduledGame[],
): string[] {
  return opponentChoices(league, team, week, scheduled).map((c) => c.name);
}

/** Why the team cannot play that opponent in that week, or null when it can. */
export function validateNonConferenceGame(
  league: SeasonLeague,
  team: string,
  opponent: string,
  week: number,
  scheduled: readonly ScheduledGame[],
): string | null {
  const index = indexSeason(league);
  const context = schedulingContext(index, scheduled);
  return index.indexOf.has(opponent) || !fcsProgramNames(index).includes(opponent)
    ? checkGame(index, context, team, opponent, week)
    : checkFcsGame(index, context, team, opponent, week);
}

export type NonConferenceGameResult = { ok: true; game: ScheduledGame } | { ok: false; error: string };

/**
 * The game to add to `scheduled` when the player picks an opponent, at the site the player chose (gameSite.ts
 * says where an opponent agrees to play; an FCS program always comes to the team). Without a choice hosting keeps
 * the team's slate even: it hosts when it has fewer home than away games so far, travels when it has more, and
 * when even the bigger program (prestige, then the player's team) hosts, as guarantee games are played; a site
 * the opponent would refuse is never the default.
 */
export function createNonConferenceGame(
  league: SeasonLeague,
  team: string,
  opponent: string,
  week: number,
  scheduled: readonly ScheduledGame[],
  site?: GameSite,
): NonConferenceGameResult {
  const index = indexSeason(league);
  const context = schedulingContext(index, scheduled);
  if (!index.indexOf.has(opponent) && fcsProgramNames(index).includes(opponent)) {
    const error = checkFcsGame(index, context, team, opponent, week);
    if (error !== null) return { ok: false, error };
    if (site !== undefined && site !== 'home') {
      return { ok: false, error: `${opponent} is an FCS program: FCS opponents always play at ${team} (choose home)` };
    }
    return { ok: true, game: fcsGame(team, opponent, week) };
  }
  const error = checkGame(index, context, team, opponent, week);
  if (error !== null) return { ok: false, error };
  const t = index.indexOf.get(team)!;
  const o = index.indexOf.get(opponent)!;
  if (site !== undefined) {
    const problem = siteProblem(index, t, o, site);
    if (problem !== null) return { ok: false, error: problem };
  }
  const chosen = site ?? defaultSite(index, t, o, scheduled);
  return {
    ok: true,
    game: {
      week,
      home: chosen === 'away' ? opponent : team,
      away: chosen === 'away' ? team : opponent,
      neutral: chosen === 'neutral',
      kind: 'regular',
      conferenceGame: false,
      label: null,
    },
  };
}

/** Home or away, keeping the team's slate even, else the bigger program hosting; never a site the opponent refuses. */
function defaultSite(index: SeasonIndex, t: number, o: number, scheduled: readonly ScheduledGame[]): GameSite {
  const team = index.names[t];
  let gap = 0;
  for (const g of scheduled) {
    if (g.neutral) continue;
    if (g.home === team) gap++;
    else if (g.away === team) gap--;
  }
  const teamHosts = gap !== 0 ? gap < 0 : index.prestige[t] >= index.prestige[o];
  const wanted: GameSite = teamHosts ? 'home' : 'away';
  const allowed = allowedSites(index, t, o);
  if (allowed.includes(wanted)) return wanted;
  return programStrength(index, t) >= programStrength(index, o) ? 'home' : 'away';
}

/** Can two of the weeks still open after this game be byes that validateSchedule accepts? */
function leavesSensibleByes(busy: ReadonlySet<number>, week: number): boolean {
  const open: number[] = [];
  for (let w = 1; w <= REGULAR_SEASON_WEEKS; w++) if (w !== week && !busy.has(w)) open.push(w);
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) if (!isClustered([open[i], open[j]])) return true;
  }
  return false;
}

interface SchedulingContext {
  rivalries: RivalryGame[];
  /** Weeks each team is committed to (traditional-week rivalries and scheduled games). */
  busy: Set<number>[];
  /** Non-conference opponents each team is committed to (rivalries and scheduled games). */
  committed: Set<number>[];
  /** FCS programs each team has scheduled. */
  fcs: Set<string>[];
}

/** Non-conference games a team is committed to, FBS and FCS. */
function committedCount(context: SchedulingContext, t: number): number {
  return context.committed[t].size + context.fcs[t].size;
}

function schedulingContext(index: SeasonIndex, scheduled: readonly ScheduledGame[]): SchedulingContext {
  const rivalries = playableRivalries(index);
  const busy = reservedWeeks(index, rivalries);
  const committed = index.names.map(() => new Set<number>());
  for (const r of rivalries) {
    if (r.conference) continue;
    committed[r.a].add(r.b);
    committed[r.b].add(r.a);
  }
  const fcs = index.names.map(() => new Set<string>());
  for (const g of scheduled) {
    const home = index.indexOf.get(g.home);
    const away = index.indexOf.get(g.away);
    if (g.fcs && home !== undefined) {
      busy[home].add(g.week);
      fcs[home].add(g.away);
      continue;
    }
    if (home === undefined || away === undefined) continue;
    busy[home].add(g.week);
    busy[away].add(g.week);
    if (!g.conferenceGame) {
      committed[home].add(away);
      committed[away].add(home);
    }
  }
  return { rivalries, busy, committed, fcs };
}

/** Why the team cannot add a non-conference game in that week, whoever the opponent (null when it can). */
function checkTeamWeek(index: SeasonIndex, context: SchedulingContext, t: number, week: number): string | null {
  const team = index.names[t];
  if (!Number.isInteger(week) || week < 1 || week > REGULAR_SEASON_WEEKS) {
    return `Week must be between 1 and ${REGULAR_SEASON_WEEKS}`;
  }
  const limit = nonConferenceRoom(index, t);
  if (committedCount(context, t) >= limit) {
    return `${team} has already scheduled ${committedCount(context, t)} of ${limit} non-conference games`;
  }
  if (context.busy[t].has(week)) return `${team} already plays in week ${week}`;
  if (!leavesSensibleByes(context.busy[t], week)) {
    return `A game in week ${week} would leave ${team} no sensible bye weeks (not back to back, not both at the start or end)`;
  }
  return null;
}

function checkFcsGame(
  index: SeasonIndex,
  context: SchedulingContext,
  team: string,
  opponent: string,
  week: number,
): string | null {
  const t = index.indexOf.get(team);
  if (t === undefined) return `${team} is not an FBS team in ${index.league.year}`;
  const problem = checkTeamWeek(index, context, t, week);
  if (problem !== null) return problem;
  if (context.fcs[t].has(opponent)) return `${team} already plays ${opponent} this season`;
  const most = fcsGamesLimit(index);
  if (context.fcs[t].size >= most)
    return `${team} already plays ${most} FCS opponents this season, the most a program schedules`;
  return null;
}

function checkGame(
  index: SeasonIndex,
  context: SchedulingContext,
  team: string,
  opponent: string,
  week: number,
): string | null {
  const year = index.league.year;
  const t = index.indexOf.get(team);
  if (t === undefined) return `${team} is not an FBS team in ${year}`;
  const o = index.indexOf.get(opponent);
  if (o === undefined) return `${opponent} is not an FBS or FCS team in ${year}`;
  if (t === o) return `${team} cannot play itself`;
  if (sameConference(index, t, o)) {
    return `${opponent} is ${withArticle(index.league.teams[t].conference)} opponent: conference games are scheduled by the conference`;
  }
  const problem = checkTeamWeek(index, context, t, week);
  if (problem !== null) return problem;
  if (context.busy[o].has(week)) return `${opponent} already plays in week ${week}`;
  if (context.committed[t].has(o)) return `${team} already plays ${opponent} this season`;
  if (committedCount(context, o) >= nonConferenceRoom(index, o)) {
    return `${opponent} has no room left for another non-conference game`;
  }
  return null;
}
