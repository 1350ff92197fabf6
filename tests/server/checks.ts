// Field checks shared by the server suites: types and meaning of the spec's entities (section 3).
import { expect } from 'vitest';
import type { Conference, Info, LastGameRef, NextGameRef, Team } from '../../src/shared/api-types.js';

export const STAGES = ['preseason', 'season', 'playoff', 'summary', 'progression', 'recruiting_summary'];
export const SPREAD = /^([+-]\d+(\.5)?|Even)$/;
export const MONEYLINE = /^[+-]\d+$/;
/** Overall, then conference record (wire format 1.4). */
export const RECORD = /^\d+-\d+ \(\d+-\d+\)$/;

/** The overall part of a record: "10-2 (7-1)" -> "10-2". */
export function overall(record: string): string {
  return record.split(' ')[0];
}
export const SCORE = /^\d+-\d+$/;
export const COLOR = /^#[0-9a-fA-F]{6}$/;

export function isInt(value: unknown, min = -Infinity, max = Infinity): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function expectInt(value: unknown, min = -Infinity, max = Infinity): void {
  expect(isInt(value, min, max), `${String(value)} should be a whole number in [${min}, ${max}]`).toBe(true);
}

export function checkInfo(
  info: Info,
  expected: Partial<{ stage: string; year: number; team: string; week: number; teams: number }> = {},
): void {
  expect(STAGES).toContain(info.stage);
  expectInt(info.currentYear, 2000, 2100);
  expectInt(info.lastWeek, 15, 20);
  expectInt(info.currentWeek, 1, info.lastWeek + 1);
  expect(typeof info.team).toBe('string');
  expect([2, 4, 12]).toContain(info.playoffFormat.teams);
  if (expected.stage) expect(info.stage).toBe(expected.stage);
  if (expected.year) expect(info.currentYear).toBe(expected.year);
  if (expected.team) expect(info.team).toBe(expected.team);
  if (expected.week) expect(info.currentWeek).toBe(expected.week);
  if (expected.teams) expect(info.playoffFormat.teams).toBe(expected.teams);
}

export function checkConferences(conferences: Conference[]): void {
  expect(conferences.length).toBeGreaterThanOrEqual(8);
  for (const c of conferences) expect(typeof c.confName).toBe('string');
  expect(new Set(conferences.map((c) => c.confName)).size).toBe(conferences.length);
}

/** Every game page: info + conferences. */
export function checkPage(
  body: { info: Info; conferences: Conference[] },
  expected: Parameters<typeof checkInfo>[1] = {},
): void {
  checkInfo(body.info, expected);
  checkConferences(body.conferences);
}

export function checkTeam(team: Team): void {
  for (const key of ['name', 'abbreviation', 'mascot', 'conference', 'record'] as const)
    expect(typeof team[key]).toBe('string');
  expectInt(team.ranking, 0, 200);
  expectInt(team.rating, 0, 99);
  expectInt(team.prestige, 1, 7);
  expectInt(team.offense, 0, 99);
  expectInt(team.defense, 0, 99);
  expect(team.record).toBe(`${team.totalWins}-${team.totalLosses} (${team.confWins}-${team.confLosses})`);
  expect(team.confWins).toBeLessThanOrEqual(team.totalWins);
  expect(team.confLosses).toBeLessThanOrEqual(team.totalLosses);
  expect(team.colorPrimary).toMatch(COLOR);
  expect(team.colorSecondary).toMatch(COLOR);
  expectInt(team.nonConfGames, 0, 12);
  expectInt(team.nonConfLimit, 0, 12);
  expect(team.nonConfGames).toBeLessThanOrEqual(Math.max(team.nonConfLimit, team.nonConfGames));
}

/** A score "own-other" agrees with the result. */
export function checkResult(result: 'W' | 'L' | null, score: string | null): void {
  if (result === null) {
    expect(score).toBeNull();
    return;
  }
  expect(score).toMatch(SCORE);
  const [own, other] = score!.split('-').map(Number);
  expect(result).toBe(own > other ? 'W' : 'L');
}

export function checkLastGame(ref: LastGameRef | null, teams: Set<string>): void {
  if (!ref) return;
  expectInt(ref.id, 1);
  expect(ref.result).not.toBeNull();
  checkResult(ref.result, ref.score);
  // An FCS opponent is no team of the season (flagged, never a team page).
  expect(teams.has(ref.opponent.name)).toBe(ref.opponent.fcs !== true);
  expectInt(ref.opponent.ranking, 0, 200);
}

export function checkNextGame(ref: NextGameRef | null, teams: Set<string>): void {
  if (!ref) return;
  expectInt(ref.id, 1);
  if (ref.spread !== null) expect(ref.spread).toMatch(SPREAD);
  expect(teams.has(ref.opponent.name)).toBe(ref.opponent.fcs !== true);
}

/** Spreads of the two sides of a game are opposite. */
export function checkOppositeSpreads(a: string | null, b: string | null): void {
  if (a === null || b === null) {
    expect(a).toBe(b);
    return;
  }
  expect(a).toMatch(SPREAD);
  expect(b).toMatch(SPREAD);
  const value = (s: string): number => (s === 'Even' ? 0 : Number(s));
  expect(value(a) + value(b)).toBe(0);
}
