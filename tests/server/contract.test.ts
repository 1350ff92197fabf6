// The wire format contract (wire-format.md, issue 10): a seeded dynasty is walked through every stage (preseason,
// a regular-season week, championship week, each playoff round, after the title game, summary, progression,
// recruiting summary, the next preseason) for the 2-, 4- and 12-team formats in local and hosted mode, and every
// call's answer is checked against the shapes written once in src/shared/wire/shapes.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  HomeResponse,
  Info,
  NonconResponse,
  RosterResponse,
  TeamScheduleResponse,
} from '../../src/shared/api-types.js';
import { CHAMPIONSHIP_WEEK, REGULAR_SEASON_WEEKS, lastWeekFor } from '../../src/core/season/calendar.js';
import { checkShape, type Schema } from '../../src/shared/wire/schema.js';
import {
  type WIRE_STAGES,
  dashboardShape,
  fetchTeamsShape,
  gameFinalShape,
  gamePreviewShape,
  historyShape,
  homeShape,
  individualStatsShape,
  nonconShape,
  playerShape,
  playoffShape,
  pricedGameShape,
  rankingsShape,
  ratingsShape,
  recruitingSummaryShape,
  rosterProgressionShape,
  rosterShape,
  scheduleNonconShape,
  simShape,
  standingsShape,
  summaryShape,
  teamInfoShape,
  teamScheduleShape,
  teamStatsShape,
  weekShape,
} from '../../src/shared/wire/shapes.js';
import { Client, seg, startServer, type Running } from './helpers.js';

const TEAM = 'Texas';
const CONFERENCE = 'SEC';
const YEAR = 2024;
/** Our calendar (14 regular-season weeks, then championships) differs from the original's 12 + 1: see API.md. */
const REGULAR_WEEK = 4;
const noncon = nonconShape(REGULAR_SEASON_WEEKS);

type Mode = 'local' | 'hosted';
const CASES: [number, Mode][] = [2, 4, 12].flatMap((teams) =>
  (['local', 'hosted'] as const).map((mode): [number, Mode] => [teams, mode]),
);

describe.each(CASES)('the wire format with a %i-team playoff in %s mode', (playoffTeams, mode) => {
  let server: Running;
  let dir: string;
  let client: Client;
  let checked = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dynasty-contract-'));
    const serverMode =
      mode === 'local'
        ? { kind: 'local' as const, savePath: join(dir, 'dynasty.db') }
        : { kind: 'hosted' as const, usersDir: join(dir, 'users') };
    server = await startServer({ mode: serverMode, seed: 20 + playoffTeams });
    client = new Client(server.base);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A GET that must answer 200 with that shape. */
  async function expectShape<T>(path: string, shape: Schema): Promise<T> {
    const answer = await client.get<T>(path);
    expect(answer.status, `GET ${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    expect(checkShape(shape, answer.body), `GET ${path}`).toEqual([]);
    checked++;
    return answer.body;
  }

  /** The stage on the wire, and the user id where the document puts one. */
  function checkEnvelope(body: { info: Info; user_id?: string }, stage: (typeof WIRE_STAGES)[number]): void {
    expect(body.info.stage).toBe(stage);
    if (mode === 'hosted') expect(body.user_id).toMatch(/^[0-9a-f]{32}$/);
    else expect(body.user_id).toBeUndefined();
  }

  /** Every page that only reads, as it stands at this stop. */
  async function readPages(stage: (typeof WIRE_STAGES)[number]): Promise<void> {
    const home = await expectShape<HomeResponse>('/api/home/', homeShape);
    expect(home.info?.stage).toBe(stage);
    await expectShape('/api/rankings/', rankingsShape);
    await expectShape('/api/playoff/', playoffShape);
    await expectShape(`/api/standings/${seg(CONFERENCE)}/`, standingsShape(false));
    await expectShape('/api/standings/independent/', standingsShape(true));
    await expectShape(`/api/team_info/?team_name=${seg(TEAM)}`, teamInfoShape);
    await expectShape(`/api/${seg(TEAM)}/history/`, historyShape);
    await expectShape('/api/stats/team/', teamStatsShape);
    await expectShape('/api/stats/individual/', individualStatsShape);
    await expectShape('/api/stats/ratings/', ratingsShape);

    const schedule = await expectShape<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/`, teamScheduleShape);
    const info = schedule.info;
    // Once the season has started every game is priced; lines stay on played games.
    if (stage !== 'preseason')
      for (const game of schedule.games) expect(checkShape(pricedGameShape, game), `game ${game.id}`).toEqual([]);
    const week = Math.min(Math.max(1, info.currentWeek), info.lastWeek);
    await expectShape(`/api/week/${week}/`, weekShape);
    const played = schedule.games.filter((g) => g.result !== null);
    const unplayed = schedule.games.filter((g) => g.result === null);
    if (played.length > 0) await expectShape(`/api/game/${played[played.length - 1].id}/`, gameFinalShape(true));
    if (unplayed.length > 0) await expectShape(`/api/game/${unplayed[0].id}/`, gamePreviewShape);

    const roster = await expectShape<RosterResponse>(`/api/${seg(TEAM)}/roster/`, rosterShape);
    for (const pos of ['QB', 'WR', 'K', 'LB']) {
      const player = roster.roster.find((p) => p.pos === pos && p.starter) ?? roster.roster.find((p) => p.pos === pos);
      if (player) await expectShape(`/api/player/${player.id}/`, playerShape(pos));
    }
  }

  it('answers every call in the documented shape at every stage', async () => {
    // Preseason: a new game, the noncon page, scheduling.
    const query = `team=${seg(TEAM)}&year=${YEAR}&playoff_teams=${playoffTeams}&playoff_autobids=5&playoff_conf_champ_top_4=true`;
    const started = await expectShape<NonconResponse>(`/api/noncon/?${query}`, noncon);
    checkEnvelope(started, 'preseason');
    expect(started.info).toMatchObject({ currentWeek: 1, currentYear: YEAR, startYear: YEAR, team: TEAM });
    const open = started.schedule.find((w) => w.opponent === null)!;
    const candidates = await expectShape<string[]>(`/api/fetchteams/?week=${open.weekPlayed}`, fetchTeamsShape);
    const scheduled = await client.post('/api/schedulenc/', { opponent: candidates[0], week: open.weekPlayed });
    expect(scheduled.status).toBe(200);
    expect(checkShape(scheduleNonconShape(REGULAR_SEASON_WEEKS), scheduled.body)).toEqual([]);
    await expectShape('/api/noncon/', noncon);
    await readPages('preseason');

    // The season: opening the dashboard starts it.
    const dashboard = await expectShape<DashboardResponse>('/api/dashboard/', dashboardShape);
    checkEnvelope(dashboard, 'season');
    const lastWeek = dashboard.info.lastWeek;
    expect(lastWeek).toBe(lastWeekFor(playoffTeams));

    const simulate = async (to: number): Promise<void> => {
      const before = (await client.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek;
      const answer = await expectShape<{ weeks_simulated: number }>(`/api/sim/${to}/`, simShape);
      expect(answer.weeks_simulated).toBe(Math.max(0, to - before));
    };
    // A regular-season week, championship week, each playoff round, after the title game: always 'season'.
    for (const week of [
      REGULAR_WEEK,
      CHAMPIONSHIP_WEEK,
      ...Array.from({ length: lastWeek - CHAMPIONSHIP_WEEK + 1 }, (_, i) => CHAMPIONSHIP_WEEK + 1 + i),
    ]) {
      await simulate(week);
      const page = await expectShape<DashboardResponse>('/api/dashboard/', dashboardShape);
      checkEnvelope(page, 'season');
      expect(page.info.currentWeek).toBe(week);
      await readPages('season');
    }

    // The offseason: each page moves the dynasty on once.
    checkEnvelope(await expectShape('/api/summary/', summaryShape), 'summary');
    await readPages('summary');
    checkEnvelope(await expectShape('/api/roster_progression/', rosterProgressionShape), 'progression');
    await readPages('progression');
    checkEnvelope(await expectShape('/api/recruiting_summary/', recruitingSummaryShape), 'recruiting_summary');
    await readPages('recruiting_summary');

    // The next preseason.
    const next = await expectShape<NonconResponse>('/api/noncon/', noncon);
    checkEnvelope(next, 'preseason');
    expect(next.info).toMatchObject({ currentWeek: 1, currentYear: YEAR + 1, startYear: YEAR });
    await readPages('preseason');
    await expectShape(`/api/${seg(TEAM)}/schedule/?year=${YEAR}`, teamScheduleShape);

    expect(server.internalErrors).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 600_000);
});
