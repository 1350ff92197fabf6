// The rules a regular season must keep, as a list of readable violations (empty = valid). Used by the
// tests and as a safety net wherever a schedule is loaded or built.

import { seasonFcsTeams } from '../data/fcs.js';
import type { SeasonLeague } from '../data/types.js';
import { MAX_FBS_GAMES_PER_FCS_TEAM } from '../fcs/tuning.js';
import { GAMES_PER_TEAM, REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import { MAX_HOME_AWAY_GAP } from './homeAway.js';
import { playableRivalries } from './rivalries.js';
import {
  conferenceGameTarget,
  conferenceHasShortTeam,
  conferenceMembers,
  indexSeason,
  sameConference,
} from './seasonIndex.js';
import type { ScheduledGame } from './types.js';
import { isClustered } from './weekAssignment.js';

export function validateSchedule(league: SeasonLeague, games: readonly ScheduledGame[]): string[] {
  const index = indexSeason(league);
  const size = index.names.length;
  const out: string[] = [];
  const weekGame = new Map<string, ScheduledGame>();
  const pairGames = new Map<string, ScheduledGame[]>();
  const count = new Array<number>(size).fill(0);
  const conferenceCount = new Array<number>(size).fill(0);
  const homeGap = new Array<number>(size).fill(0);
  const rivalryByPair = new Map(playableRivalries(index).map((r) => [pairKey(r.a, r.b), r]));
  const fcsPrograms = new Set(seasonFcsTeams(league.year).map((t) => t.name));
  const fcsWeeks = new Set<string>();
  const fcsPairs = new Set<string>();
  const fcsGames = new Map<string, number>();

  for (const game of games) {
    const what = `${game.away} at ${game.home} (week ${game.week})`;
    if (game.fcs) {
      // FBS against FCS: at the FBS team's stadium, outside the conference, an FCS program that is not FBS this season.
      const home = index.indexOf.get(game.home);
      if (home === undefined) out.push(`${what}: ${game.home} is not an FBS team of ${league.year}`);
      if (!fcsPrograms.has(game.away) || index.indexOf.has(game.away))
        out.push(`${what}: ${game.away} is not an FCS program of ${league.year}`);
      if (game.kind !== 'regular' || game.conferenceGame || game.label !== null || game.neutral) {
        out.push(`${what}: an FCS game is a regular-season non-conference game at the FBS team's stadium`);
      }
      if (!Number.isInteger(game.week) || game.week < 1 || game.week > REGULAR_SEASON_WEEKS)
        out.push(`${what}: week outside 1-${REGULAR_SEASON_WEEKS}`);
      const busy = `${game.away}@${game.week}`;
      if (fcsWeeks.has(busy)) out.push(`${game.away} plays twice in week ${game.week}`);
      fcsWeeks.add(busy);
      const pair = `${game.home}|${game.away}`;
      if (fcsPairs.has(pair)) out.push(`${game.home} and ${game.away} meet twice`);
      fcsPairs.add(pair);
      fcsGames.set(game.away, (fcsGames.get(game.away) ?? 0) + 1);
      if (home === undefined) continue;
      const key = `${home}@${game.week}`;
      if (weekGame.has(key)) out.push(`${game.home} plays twice in week ${game.week}`);
      weekGame.set(key, game);
      count[home]++;
      homeGap[home]++;
      continue;
    }
    const home = index.indexOf.get(game.home);
    const away = index.indexOf.get(game.away);
    if (home === undefined) out.push(`${what}: ${game.home} is not an FBS team of ${league.year}`);
    if (away === undefined) out.push(`${what}: ${game.away} is not an FBS team of ${league.year}`);
    if (game.kind !== 'regular') out.push(`${what}: kind is ${game.kind}, expected regular`);
    if (!Number.isInteger(game.week) || game.week < 1 || game.week > REGULAR_SEASON_WEEKS) {
      out.push(`${what}: week outside 1-${REGULAR_SEASON_WEEKS}`);
    }
    if (home === undefined || away === undefined) continue;
    if (home === away) {
      out.push(`${what}: a team cannot play itself`);
      continue;
    }
    const conference = sameConference(index, home, away);
    if (game.conferenceGame !== conference) {
      out.push(
        `${what}: marked ${game.conferenceGame ? 'conference' : 'non-conference'} game but the teams are ${conference ? 'conference' : 'not conference'} opponents`,
      );
    }
    const rivalry = rivalryByPair.get(pairKey(home, away));
    if (rivalry && game.label !== rivalry.name) out.push(`${what}: rivalry game should be labelled "${rivalry.name}"`);
    if (!rivalry && game.label !== null) out.push(`${what}: label "${game.label}" on a game that is not a rivalry`);

    for (const team of [home, away]) {
      const key = `${team}@${game.week}`;
      if (weekGame.has(key)) out.push(`${index.names[team]} plays twice in week ${game.week}`);
      weekGame.set(key, game);
      count[team]++;
      if (conference) conferenceCount[team]++;
      if (!game.neutral) homeGap[team] += team === home ? 1 : -1;
    }
    const pair = pairKey(home, away);
    pairGames.set(pair, [...(pairGames.get(pair) ?? []), game]);
  }

  for (const [program, n] of fcsGames) {
    if (n > MAX_FBS_GAMES_PER_FCS_TEAM)
      out.push(`${program} plays ${n} FBS teams, at most ${MAX_FBS_GAMES_PER_FCS_TEAM}`);
  }
  for (const [pair, list] of pairGames) {
    if (list.length > 1) out.push(`${list[0].home} and ${list[0].away} meet ${list.length} times (${pair})`);
  }

  for (let team = 0; team < size; team++) {
    const name = index.names[team];
    if (count[team] !== GAMES_PER_TEAM) out.push(`${name} plays ${count[team]} games, expected ${GAMES_PER_TEAM}`);
    const homeGames = (count[team] + homeGap[team]) / 2;
    if (Math.abs(homeGap[team]) > MAX_HOME_AWAY_GAP) {
      out.push(
        `${name} has ${homeGames} home and ${count[team] - homeGames} away games (gap over ${MAX_HOME_AWAY_GAP})`,
      );
    }
    const byes: number[] = [];
    for (let w = 1; w <= REGULAR_SEASON_WEEKS; w++) if (!weekGame.has(`${team}@${w}`)) byes.push(w);
    if (count[team] === GAMES_PER_TEAM && isClustered(byes)) {
      out.push(`${name} has clustered byes in weeks ${byes.join(' and ')}`);
    }
  }

  for (const conf of league.conferences) {
    const members = conferenceMembers(index, conf);
    const target = conferenceGameTarget(conf, members.length);
    let short = 0;
    for (const team of members) {
      const n = conferenceCount[team];
      if (n === target) continue;
      if (n === target - 1 && conferenceHasShortTeam(conf, members.length) && short === 0) {
        short++;
        continue;
      }
      out.push(`${index.names[team]} plays ${n} ${conf.name} games, expected ${target}`);
    }
  }
  index.conference.forEach((conf, team) => {
    if (!conf && conferenceCount[team] > 0) out.push(`${index.names[team]} is independent but plays conference games`);
  });

  for (const rivalry of rivalryByPair.values()) {
    const [a, b] = [index.names[rivalry.a], index.names[rivalry.b]];
    const played = pairGames.get(pairKey(rivalry.a, rivalry.b));
    if (!played) {
      out.push(`${rivalry.name} (${a} v ${b}) is not played`);
      continue;
    }
    const w = rivalry.traditionalWeek;
    if (w === null || played[0].week === w) continue;
    // Giving way is allowed only to another game pinned to that week: a rivalry with the same tradition.
    const clash = [rivalry.a, rivalry.b].some((team) => {
      const other = weekGame.get(`${team}@${w}`);
      return other !== undefined && other.label !== null;
    });
    if (!clash) out.push(`${rivalry.name} is played in week ${played[0].week}, not its traditional week ${w}`);
  }
  return out;
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
