// The regular season of a league: 12 games per team in 14 weeks. Pairings first (games fixed by the player,
// rivalries, conference slates, FCS opponents for most teams, then non-conference games to fill every slate), then
// weeks (an edge colouring with repair), then hosts (balanced along paths), then which FCS program each FCS game
// is against. Same league, seed and fixed games => same schedule.

import { GAMES_PER_TEAM, REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import type { Rng } from '../random.js';
import { seasonFcsTeams } from '../data/fcs.js';
import { FCS_WEEK_COST } from '../fcs/tuning.js';
import { buildConferenceSlate } from './conferenceSlate.js';
import { fcsGame, fcsGameCounts, pickFcsOpponents } from './fcsGames.js';
import { programStrength } from './gameSite.js';
import { balanceHosts } from './homeAway.js';
import { buildNonConferenceSlate } from './nonConferenceSlate.js';
import { planRivalryWeeks, playableRivalries, rivalryHost } from './rivalries.js';
import {
  conferenceMembers,
  fcsGamesLimit,
  indexSeason,
  nonConferenceRoom,
  sameConference,
  type SeasonIndex,
} from './seasonIndex.js';
import {
  CONFERENCE_WEEK_COST,
  NON_CONFERENCE_WEEK_COST,
  RIVALRY_WEEK_DISTANCE_COST,
  SCHEDULE_ATTEMPTS,
  STRONGER_HOSTS_BY_GAP,
} from './tuning.js';
import type { ScheduledGame } from './types.js';
import { assignWeeks, WEEK_SLOTS } from './weekAssignment.js';
import type { SeasonLeague } from '../data/types.js';

interface Matchup {
  a: number;
  b: number;
  conference: boolean;
  label: string | null;
  neutral: boolean;
  /** Week it must be played in, or 0. */
  fixedWeek: number;
  /** Traditional week it should be close to (a rivalry that could not keep its week), or 0. */
  nearWeek: number;
  /** Starting host. */
  host: number;
  /** The player's game, kept exactly as given. */
  fixed: ScheduledGame | null;
}

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

function attemptSeason(index: SeasonIndex, fixed: readonly ScheduledGame[], rng: Rng): ScheduledGame[] | null {
  const size = index.names.length;
  const year = index.league.year;
  const paired = new Uint8Array(size * size);
  const matchups: Matchup[] = [];
  const busy = index.names.map(() => new Set<number>());
  const conferenceRoom = index.names.map((_, t) => GAMES_PER_TEAM - nonConferenceRoom(index, t));
  const otherRoom = index.names.map((_, t) => nonConferenceRoom(index, t));
  const add = (m: Matchup): void => {
    matchups.push(m);
    paired[m.a * size + m.b] = paired[m.b * size + m.a] = 1;
    const room = m.conference ? conferenceRoom : otherRoom;
    room[m.a]--;
    room[m.b]--;
  };

  // The player's FCS games get an FCS side of their own once the other FCS games are counted (below).
  const fixedFcs = fixed.filter((g) => g.fcs);
  for (const game of fixedFcs) {
    const a = index.indexOf.get(game.home)!;
    busy[a].add(game.week);
    otherRoom[a]--;
  }
  for (const game of fixed) {
    if (game.fcs) continue;
    const a = index.indexOf.get(game.home)!;
    const b = index.indexOf.get(game.away)!;
    busy[a].add(game.week);
    busy[b].add(game.week);
    add({
      a,
      b,
      conference: game.conferenceGame,
      label: game.label,
      neutral: game.neutral,
      fixedWeek: game.week,
      nearWeek: 0,
      host: a,
      fixed: game,
    });
  }

  // Rivalries the fixed games leave room for (a player's games already include its own rivalries).
  const conferenceLeft = conferenceRoom.slice();
  const otherLeft = otherRoom.slice();
  const rivalries = playableRivalries(index).filter((r) => {
    const room = r.conference ? conferenceLeft : otherLeft;
    if (paired[r.a * size + r.b] === 1 || room[r.a] <= 0 || room[r.b] <= 0) return false;
    room[r.a]--;
    room[r.b]--;
    return true;
  });
  const rivalryWeeks = planRivalryWeeks(rivalries, busy);
  rivalries.forEach((r, i) => {
    const host = index.indexOf.get(rivalryHost(index.names[r.a], index.names[r.b], year))!;
    add({
      a: r.a,
      b: r.b,
      conference: r.conference,
      label: r.name,
      neutral: r.neutral,
      fixedWeek: rivalryWeeks[i] ?? 0,
      nearWeek: rivalryWeeks[i] === null ? (r.traditionalWeek ?? 0) : 0,
      host,
      fixed: null,
    });
  });

  const withFixedGames = new Set(
    fixed.flatMap((g) => [index.indexOf.get(g.home)!, ...(g.fcs ? [] : [index.indexOf.get(g.away)!])]),
  );
  for (const conf of index.league.conferences) {
    const members = conferenceMembers(index, conf);
    if (members.length < 2) continue;
    const locked = matchups
      .filter((m) => m.conference && index.conference[m.a] === conf)
      .map((m) => [m.a, m.b] as const);
    const slate = buildConferenceSlate(index, conf, locked, withFixedGames, rng.fork(`conference-${conf.name}`));
    if (!slate) return null;
    for (const [a, b] of slate.pairs) {
      if (paired[a * size + b] === 1) continue;
      add({
        a,
        b,
        conference: true,
        label: null,
        neutral: false,
        fixedWeek: 0,
        nearWeek: 0,
        host: rng.chance(0.5) ? a : b,
        fixed: null,
      });
    }
  }

  const degree = new Array<number>(size).fill(0);
  for (const m of matchups) {
    degree[m.a]++;
    degree[m.b]++;
  }
  const need = degree.map((d) => GAMES_PER_TEAM - d);
  if (need.some((n) => n < 0)) return null;
  // FCS games take non-conference slots; each is a matchup with an FCS side of its own (a pseudo-team after the
  // league's teams: nothing else constrains its week) until the weeks are set and the programs picked.
  const fixedFcsCount = index.names.map(() => 0);
  for (const game of fixedFcs) {
    const t = index.indexOf.get(game.home)!;
    fixedFcsCount[t]++;
    need[t]--;
  }
  const fcsCounts = fcsGameCounts(
    index,
    need,
    rng.fork('fcs'),
    fixedFcsCount.map((n) => Math.max(0, fcsGamesLimit(index) - n)),
  );
  const fcsHosts: number[] = [];
  fcsCounts.forEach((count, t) => {
    for (let i = 0; i < count; i++) {
      const side = size + fcsHosts.length;
      fcsHosts.push(t);
      matchups.push({
        a: t,
        b: side,
        conference: false,
        label: null,
        neutral: false,
        fixedWeek: 0,
        nearWeek: 0,
        host: t,
        fixed: null,
      });
    }
    need[t] -= count;
  });
  // The player's FCS games come after the generated ones, whose programs are picked below.
  const generatedFcs = fcsHosts.length;
  for (const game of fixedFcs) {
    const t = index.indexOf.get(game.home)!;
    const side = size + fcsHosts.length;
    fcsHosts.push(t);
    matchups.push({
      a: t,
      b: side,
      conference: false,
      label: null,
      neutral: false,
      fixedWeek: game.week,
      nearWeek: 0,
      host: t,
      fixed: game,
    });
  }
  const others = buildNonConferenceSlate(index, need, paired, rng.fork('non-conference'));
  if (!others) return null;
  const hostRng = rng.fork('hosts');
  for (const [a, b] of others) {
    add({
      a,
      b,
      conference: false,
      label: null,
      neutral: false,
      fixedWeek: 0,
      nearWeek: 0,
      host: naturalHost(index, a, b, hostRng),
      fixed: null,
    });
  }

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
  const teams = size + fcsHosts.length;
  const weeks = assignWeeks(
    {
      teams,
      byeTeams: size,
      games: matchups.map((m) => [m.a, m.b] as const),
      fixedWeek: matchups.map((m) => m.fixedWeek),
      cost,
    },
    rng.fork('weeks'),
  );
  if (!weeks) return null;

  // FCS games stay at the FBS team's stadium; the FCS side counts as the weakest program there is.
  const hosts = balanceHosts({
    teams,
    games: matchups.map((m) => [m.a, m.b] as const),
    neutral: matchups.map((m) => m.neutral),
    locked: matchups.map((m) => m.fixed !== null || m.b >= size),
    conference: matchups.map((m) => m.conference),
    host: matchups.map((m) => m.host),
    strength: Array.from({ length: teams }, (_, t) => (t < size ? programStrength(index, t) : 0)),
  });

  // The FCS matchups in the order of their sides (size, size + 1, ...), as they were added.
  const fcsSlots: { host: string; week: number }[] = [];
  matchups.forEach((m, g) => {
    if (m.b >= size && m.b - size < generatedFcs) fcsSlots[m.b - size] = { host: index.names[m.a], week: weeks[g] };
  });
  const fcsOpponents = pickFcsOpponents(
    fcsSlots,
    seasonFcsTeams(year),
    new Set([...index.names, ...fixedFcs.map((g) => g.away)]),
    rng.fork('fcs-opponents'),
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

/** The bigger program usually hosts; equals play home-and-home. */
function naturalHost(index: SeasonIndex, a: number, b: number, rng: Rng): number {
  const strength = (t: number): number => programStrength(index, t);
  const gap = Math.abs(strength(a) - strength(b));
  const stronger = strength(a) >= strength(b) ? a : b;
  const weaker = stronger === a ? b : a;
  const p = STRONGER_HOSTS_BY_GAP[Math.min(gap, STRONGER_HOSTS_BY_GAP.length - 1)];
  return rng.chance(p) ? stronger : weaker;
}
