// The regular season of a league: 12 games per team in 14 weeks. Pairings first (games fixed by the player,
// rivalries, conference slates, FCS opponents for most teams, then non-conference games to fill every slate), then
// weeks (an edge colouring with repair), then hosts (balanced along paths), then which FCS program each FCS game
// is against. Same league, seed and fixed games => same schedule.

import { GAMES_PER_TEAM, REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import type { Rng } from '../random.js';
import { seasonFcsTeams } from '../data/fcs.js';
import { FCS_WEEK_COST } from '../fcs/tuning.js';
import { fcsGame, pickFcsOpponents } from './fcsGames.js';
import { programStrength } from './gameSite.js';
import { balanceHosts } from './homeAway.js';
import { indexSeason, nonConferenceRoom, sameConference, type SeasonIndex } from './seasonIndex.js';
import { pairSeason, type Pairings } from './seasonPairings.js';
import {
  CONFERENCE_WEEK_COST,
  NON_CONFERENCE_WEEK_COST,
  RIVALRY_WEEK_DISTANCE_COST,
  SCHEDULE_ATTEMPTS,
} from './tuning.js';
import type { ScheduledGame } from './types.js';
import { assignWeeks, WEEK_SLOTS } from './weekAssignment.js';
import type { SeasonLeague } from '../data/types.js';

/**
 * Every regular-season game of the league. `fixed` holds games already scheduled (the player's
 * non-conference games and fixed rivalries); they are kept exactly and the rest is built around them.
 * Throws only for fixed games that break the rules (see fixedGameProblems) or, in theory, when no
 * schedule was found after SCHEDULE_ATTEMPTS fresh tries.
 */
export function buildRegularSeason(
  league: SeasonLeague,
  rng: Rng,
  fixed: readonly ScheduledGame[] = [],
): ScheduledGame[] {
  const index = indexSeason(league);
  const problems = fixedGameProblems(index, fixed);
  if (problems.length > 0) throw new Error(`Invalid fixed games: ${problems.join('; ')}`);
  for (let attempt = 0; attempt < SCHEDULE_ATTEMPTS; attempt++) {
    const games = attemptSeason(index, fixed, rng.fork(`regular-season-${attempt}`));
    if (games) return games;
  }
  throw new Error(`No regular season found for ${league.year} after ${SCHEDULE_ATTEMPTS} attempts`);
}

/** Rule breaks in games given as fixed (empty when they can be scheduled around). */
export function fixedGameProblems(index: SeasonIndex, fixed: readonly ScheduledGame[]): string[] {
  const problems: string[] = [];
  const weeks = new Set<string>();
  const pairs = new Set<string>();
  const conferenceCount = new Map<number, number>();
  const otherCount = new Map<number, number>();
  for (const game of fixed) {
    const home = index.indexOf.get(game.home);
    const away = index.indexOf.get(game.away);
    const what = `${game.away} at ${game.home} (week ${game.week})`;
    if (game.fcs) {
      // An FCS game: an FBS host of the league, an FCS visitor from outside it.
      if (home === undefined || away !== undefined)
        problems.push(`${what}: an FCS game needs an FBS host and an FCS visitor`);
      else {
        const key = `${home}@${game.week}`;
        if (weeks.has(key)) problems.push(`${what}: ${game.home} already plays that week`);
        weeks.add(key);
        otherCount.set(home, (otherCount.get(home) ?? 0) + 1);
      }
      continue;
    }
    if (home === undefined || away === undefined || home === away) {
      problems.push(`${what}: teams must be two different teams of the league`);
      continue;
    }
    if (!Number.isInteger(game.week) || game.week < 1 || game.week > REGULAR_SEASON_WEEKS) {
      problems.push(`${what}: week must be 1-${REGULAR_SEASON_WEEKS}`);
    }
    if (game.kind !== 'regular') problems.push(`${what}: kind must be regular`);
    const conference = sameConference(index, home, away);
    if (game.conferenceGame !== conference) {
      problems.push(`${what}: conferenceGame must be ${conference} for these teams`);
    }
    for (const team of [home, away]) {
      const key = `${team}@${game.week}`;
      if (weeks.has(key)) problems.push(`${what}: ${index.names[team]} already plays that week`);
      weeks.add(key);
      const counts = conference ? conferenceCount : otherCount;
      counts.set(team, (counts.get(team) ?? 0) + 1);
    }
    const pair = home < away ? `${home}:${away}` : `${away}:${home}`;
    if (pairs.has(pair)) problems.push(`${what}: the teams already play each other`);
    pairs.add(pair);
  }
  for (const [team, count] of otherCount) {
    if (count > nonConferenceRoom(index, team)) {
      problems.push(
        `${index.names[team]}: ${count} fixed non-conference games, limit ${nonConferenceRoom(index, team)}`,
      );
    }
  }
  for (const [team, count] of conferenceCount) {
    if (count > GAMES_PER_TEAM - nonConferenceRoom(index, team)) {
      problems.push(`${index.names[team]}: ${count} fixed conference games is more than its slate`);
    }
  }
  return problems;
}

/** One try at the season: its pairings, their weeks, their hosts; null when this try found none. */
function attemptSeason(index: SeasonIndex, fixed: readonly ScheduledGame[], rng: Rng): ScheduledGame[] | null {
  const pairings = pairSeason(index, fixed, rng);
  if (!pairings) return null;
  const weeks = seasonWeeks(pairings, rng.fork('weeks'));
  if (!weeks) return null;
  return seasonGames(pairings, fixed, weeks, seasonHosts(pairings), rng.fork('fcs-opponents'));
}

/** The week of each matchup: fixed weeks kept, each kind of game drawn to its usual part of the season. */
function seasonWeeks({ matchups, size, fcsHosts }: Pairings, rng: Rng): number[] | null {
  const cost = new Float64Array(matchups.length * WEEK_SLOTS);
  matchups.forEach((m, g) => {
    for (let w = 1; w <= REGULAR_SEASON_WEEKS; w++) {
      cost[g * WEEK_SLOTS + w] =
        m.nearWeek > 0
          ? RIVALRY_WEEK_DISTANCE_COST * Math.abs(w - m.nearWeek)
          : m.b >= size
            ? FCS_WEEK_COST[w]
            : m.conference
              ? CONFERENCE_WEEK_COST[w]
              : NON_CONFERENCE_WEEK_COST[w];
    }
  });
  return assignWeeks(
    {
      teams: size + fcsHosts.length,
      byeTeams: size,
      games: matchups.map((m) => [m.a, m.b] as const),
      fixedWeek: matchups.map((m) => m.fixedWeek),
      cost,
    },
    rng,
  );
}

/** The host of each matchup. FCS games stay at the FBS team's stadium; the FCS side counts as the weakest program. */
function seasonHosts({ index, matchups, size, fcsHosts }: Pairings): number[] {
  const teams = size + fcsHosts.length;
  return balanceHosts({
    teams,
    games: matchups.map((m) => [m.a, m.b] as const),
    neutral: matchups.map((m) => m.neutral),
    locked: matchups.map((m) => m.fixed !== null || m.b >= size),
    conference: matchups.map((m) => m.conference),
    host: matchups.map((m) => m.host),
    strength: Array.from({ length: teams }, (_, t) => (t < size ? programStrength(index, t) : 0)),
  });
}

/** The games, in week order, with each generated FCS game's program picked. */
function seasonGames(
  { index, matchups, size, generatedFcs }: Pairings,
  fixed: readonly ScheduledGame[],
  weeks: number[],
  hosts: number[],
  rng: Rng,
): ScheduledGame[] {
  // The FCS matchups in the order of their sides (size, size + 1, ...), as they were added.
  const fcsSlots: { host: string; week: number }[] = [];
  matchups.forEach((m, g) => {
    if (m.b >= size && m.b - size < generatedFcs) fcsSlots[m.b - size] = { host: index.names[m.a], week: weeks[g] };
  });
  const fcsOpponents = pickFcsOpponents(
    fcsSlots,
    seasonFcsTeams(index.league.year),
    new Set([...index.names, ...fixed.filter((g) => g.fcs).map((g) => g.away)]),
    rng,
  );
  const games = matchups.map((m, g): ScheduledGame => {
    if (m.fixed) return { ...m.fixed };
    if (m.b >= size) return fcsGame(index.names[m.a], fcsOpponents[m.b - size], weeks[g]);
    const home = hosts[g];
    const away = home === m.a ? m.b : m.a;
    return {
      week: weeks[g],
      home: index.names[home],
      away: index.names[away],
      neutral: m.neutral,
      kind: 'regular',
      conferenceGame: m.conference,
      label: m.label,
    };
  });
  return games.sort((x, y) => x.week - y.week || compareText(x.home, y.home) || compareText(x.away, y.away));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
