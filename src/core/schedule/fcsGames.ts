// FCS opponents in the regular season: which FBS teams play one (or two), and which FCS program comes to town.
// An FCS game takes one of the team's non-conference slots (the season stays 12 games), is played at the FBS
// team's stadium early in the season (week costs in fcs/tuning.ts), and the FCS side is picked once the weeks are
// set: a program free that week, preferably from the FBS team's state, playing at most two FBS teams a season.
import { findProgram } from '../data/league.js';
import type { SeasonFcsTeam } from '../data/types.js';
import {
  FCS_BAN,
  FCS_GAME_SHARE,
  FCS_GAME_SHARE_BEFORE_12_GAMES,
  FCS_GAME_SHARE_NINE_CONFERENCE_GAMES,
  MAX_FBS_GAMES_PER_FCS_TEAM,
  NEVER_PLAY_FCS,
  SAME_STATE_WEIGHT,
  SECOND_FCS_GAME_SHARE,
  TWELVE_GAME_SEASONS_FROM,
} from '../fcs/tuning.js';
import type { Rng } from '../random.js';
import type { SeasonIndex } from './seasonIndex.js';
import type { ScheduledGame } from './types.js';

/** Chance that the team plays an FCS opponent this season, by era and conference. */
export function fcsGameShare(index: SeasonIndex, team: number): number {
  const name = index.names[team];
  if (NEVER_PLAY_FCS.includes(name)) return 0;
  const year = index.league.year;
  const conference = index.conference[team];
  if (conference && conference.name === FCS_BAN.conference && year >= FCS_BAN.from && year <= FCS_BAN.to)
    return FCS_BAN.share;
  if (year < TWELVE_GAME_SEASONS_FROM) return FCS_GAME_SHARE_BEFORE_12_GAMES;
  if (conference && conference.confGames >= 9) return FCS_GAME_SHARE_NINE_CONFERENCE_GAMES;
  return FCS_GAME_SHARE;
}

/**
 * FCS games of each team (0, 1 or 2), within the non-conference games it still has to fill (`room`). The total
 * keeps the FBS games left to pair even (each pairs two teams): a last game is added or dropped when it would not.
 */
export function fcsGameCounts(
  index: SeasonIndex,
  room: readonly number[],
  rng: Rng,
  most: readonly number[] = [],
): number[] {
  // `most`: FCS games a team may still get (the player's own FCS games count against two); default two.
  const cap = (t: number): number => Math.min(most[t] ?? 2, room[t]);
  const counts = index.names.map((_, t) => {
    if (cap(t) <= 0 || !rng.chance(fcsGameShare(index, t))) return 0;
    return cap(t) >= 2 && rng.chance(SECOND_FCS_GAME_SHARE) ? 2 : 1;
  });
  const left = room.reduce((sum, r, t) => sum + r - counts[t], 0);
  if (left % 2 !== 0) {
    const canDrop = counts.map((c, t) => (c > 0 ? t : -1)).filter((t) => t >= 0);
    const canAdd = counts
      .map((c, t) => (c === 0 && cap(t) > 0 && fcsGameShare(index, t) > 0 ? t : -1))
      .filter((t) => t >= 0);
    if (canAdd.length > 0 && (canDrop.length === 0 || rng.chance(0.5))) counts[rng.pick(canAdd)]++;
    else if (canDrop.length > 0) counts[rng.pick(canDrop)]--;
  }
  return counts;
}

/**
 * The FCS program of each FCS game, given its FBS host and week (in the games' order). Never an FBS team of the
 * season (`exclude`), never two games of one program in a week, never the same program twice for one host.
 */
export function pickFcsOpponents(
  games: readonly { host: string; week: number }[],
  programs: readonly SeasonFcsTeam[],
  exclude: ReadonlySet<string>,
  rng: Rng,
): string[] {
  const pool = programs.filter((p) => !exclude.has(p.name));
  if (pool.length === 0) throw new Error('no FCS programs to schedule');
  const played = new Map<string, number>();
  const busy = new Set<string>();
  const out: string[] = new Array(games.length);
  // Games in a random order, so that early hosts do not always get the nearby programs.
  const order = rng.shuffle(games.map((_, i) => i));
  for (const i of order) {
    const { host, week } = games[i];
    const state = findProgram(host)?.state;
    const already = new Set(games.map((g, j) => (g.host === host && out[j] !== undefined ? out[j] : '')));
    const free = (p: SeasonFcsTeam, cap: number) =>
      !busy.has(`${p.name}@${week}`) && !already.has(p.name) && (played.get(p.name) ?? 0) < cap;
    let candidates = pool.filter((p) => free(p, MAX_FBS_GAMES_PER_FCS_TEAM));
    if (candidates.length === 0) candidates = pool.filter((p) => free(p, Infinity));
    if (candidates.length === 0) candidates = pool;
    // Programs that have not played yet first, then the host's own state.
    const weights = candidates.map(
      (p) => (p.state === state ? SAME_STATE_WEIGHT : 1) / (1 + 3 * (played.get(p.name) ?? 0)),
    );
    const pick = candidates[rng.weightedIndex(weights)];
    out[i] = pick.name;
    busy.add(`${pick.name}@${week}`);
    played.set(pick.name, (played.get(pick.name) ?? 0) + 1);
  }
  return out;
}

/** An FCS game of the regular season: at the FBS team's stadium. */
export function fcsGame(host: string, opponent: string, week: number): ScheduledGame {
  return {
    week,
    home: host,
    away: opponent,
    neutral: false,
    kind: 'regular',
    conferenceGame: false,
    label: null,
    fcs: true,
  };
}
