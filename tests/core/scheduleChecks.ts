// An independent re-statement of the regular-season rules, so the schedule tests do not rest on
// validateSchedule alone (which has its own tests).

import { expect } from 'vitest';
import { INDEPENDENT, type SeasonLeague } from '../../src/core/data/types.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';

/** Every broken rule, in words (collected rather than asserted one by one: thousands of games per season). */
export function seasonRuleBreaks(league: SeasonLeague, games: readonly ScheduledGame[]): string[] {
  const out: string[] = [];
  const check = (ok: boolean, what: string): void => {
    if (!ok) out.push(what);
  };
  const teams = new Map(league.teams.map((t) => [t.name, t]));
  const gamesOf = new Map<string, ScheduledGame[]>(league.teams.map((t) => [t.name, []]));
  const pairs = new Set<string>();
  for (const g of games) {
    const what = `${g.away} at ${g.home} week ${g.week}`;
    if (g.fcs) {
      // An FCS opponent: at the FBS team's stadium, a non-conference game of the regular season.
      check(teams.has(g.home) && !teams.has(g.away), `${what}: FCS game between ${g.home} and ${g.away}`);
      check(!g.neutral && !g.conferenceGame && g.kind === 'regular' && g.label === null, `${what}: FCS game flags`);
      gamesOf.get(g.home)?.push(g);
      continue;
    }
    const home = teams.get(g.home);
    const away = teams.get(g.away);
    if (!home || !away) {
      out.push(`${what}: unknown team`);
      continue;
    }
    check(g.home !== g.away, `${what}: plays itself`);
    check(g.kind === 'regular', `${what}: kind ${g.kind}`);
    check(Number.isInteger(g.week) && g.week >= 1 && g.week <= 14, `${what}: week`);
    const sameConference = home.conference !== INDEPENDENT && home.conference === away.conference;
    check(g.conferenceGame === sameConference, `${what}: conferenceGame flag`);
    const pair = [g.home, g.away].sort().join('|');
    check(!pairs.has(pair), `${what}: pair meets twice`);
    pairs.add(pair);
    gamesOf.get(g.home)!.push(g);
    gamesOf.get(g.away)!.push(g);
  }

  for (const [name, list] of gamesOf) {
    check(list.length === 12, `${name}: ${list.length} games`);
    const weeks = list.map((g) => g.week);
    check(new Set(weeks).size === weeks.length, `${name}: two games in a week`);
    const counted = list.filter((g) => !g.neutral);
    const homeGames = counted.filter((g) => g.home === name).length;
    check(Math.abs(2 * homeGames - counted.length) <= 2, `${name}: ${homeGames} home of ${counted.length}`);
    const byes = [...Array(14).keys()].map((i) => i + 1).filter((w) => !weeks.includes(w));
    if (byes.length === 2) {
      check(byes[1] - byes[0] > 1, `${name}: byes ${byes} back to back`);
      check(byes[1] > 3 && byes[0] < 12, `${name}: byes ${byes} both at the start or end`);
    }
  }

  for (const conf of league.conferences) {
    const members = conf.teams.filter((t) => teams.get(t)?.conference === conf.name);
    const target = Math.min(conf.confGames, members.length - 1);
    const counts = members.map((t) => gamesOf.get(t)!.filter((g) => g.conferenceGame).length);
    const odd = (members.length * target) % 2 === 1;
    const exact = counts.filter((c) => c === target).length;
    const short = counts.filter((c) => c === target - 1).length;
    if (odd)
      check(exact === members.length - 1 && short === 1, `${conf.name}: counts ${counts}, one team short expected`);
    else check(exact === members.length, `${conf.name}: counts ${counts}, ${target} expected`);
  }
  return out;
}

export function expectSeasonRules(league: SeasonLeague, games: readonly ScheduledGame[]): void {
  expect(seasonRuleBreaks(league, games)).toEqual([]);
}

/**
 * Rivalries that must be played (both teams in the league, and, in league order, room left in both teams'
 * conference or non-conference slates), and which of them are played, or played off their week.
 */
export function rivalryWeeks(
  league: SeasonLeague,
  games: readonly ScheduledGame[],
): { played: number; missing: string[]; offWeek: string[] } {
  const byPair = new Map(games.map((g) => [[g.home, g.away].sort().join('|'), g]));
  const teams = new Map(league.teams.map((t) => [t.name, t]));
  const conferenceRoom = new Map<string, number>();
  const otherRoom = new Map<string, number>();
  for (const t of league.teams) {
    const conf = league.conferences.find((c) => c.name === t.conference);
    const games = conf ? Math.min(conf.confGames, conf.teams.length - 1) : 0;
    conferenceRoom.set(t.name, games);
    otherRoom.set(t.name, 12 - games);
  }
  let played = 0;
  const missing: string[] = [];
  const offWeek: string[] = [];
  for (const r of league.rivalries) {
    const [a, b] = r.teams.map((n) => teams.get(n));
    if (!a || !b) continue;
    const room = a.conference !== INDEPENDENT && a.conference === b.conference ? conferenceRoom : otherRoom;
    if (room.get(a.name)! <= 0 || room.get(b.name)! <= 0) continue;
    room.set(a.name, room.get(a.name)! - 1);
    room.set(b.name, room.get(b.name)! - 1);
    const g = byPair.get([...r.teams].sort().join('|'));
    if (!g || g.label !== r.name) {
      missing.push(r.name);
      continue;
    }
    played++;
    if (r.week !== null && g.week !== r.week) offWeek.push(r.name);
  }
  return { played, missing, offWeek };
}

/** Rivalries not played, or moved off their traditional week without another rivalry of one of their teams in it. */
export function rivalryBreaks(league: SeasonLeague, games: readonly ScheduledGame[]): string[] {
  const { missing, offWeek } = rivalryWeeks(league, games);
  const out = missing.map((name) => `${name} not played`);
  for (const name of offWeek) {
    const r = league.rivalries.find((x) => x.name === name)!;
    const clash = games.some(
      (g) =>
        g.week === r.week && g.label !== null && g.label !== name && r.teams.some((t) => t === g.home || t === g.away),
    );
    if (!clash) out.push(`${name} left week ${r.week}`);
  }
  return out;
}
