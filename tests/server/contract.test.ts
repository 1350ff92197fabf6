// The wire format contract (wire-format.md): a seeded dynasty is walked through every stage (preseason, a
// regular-season week, championship week, each playoff round, after the title game, summary, progression, recruiting
// summary, the next preseason) for the 2-, 4- and 12-team formats in local and hosted mode, and every call's answer
// is checked against its schema in the API contract (src/shared/contract/answers/), with the orders the
// document gives its lists; and the bytes Fastify wrote with that schema are the bytes JSON.stringify writes (the
// serializer neither dropped, reordered nor changed a key). In the 12-team cases the program's calls are made too
// (programCalls.ts): its pages at every stop, and the changes a player makes where each can be made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  GameResponse,
  HomeResponse,
  Info,
  NonconResponse,
  PlayoffResponse,
  RankingsResponse,
  RecruitingSummaryResponse,
  RosterResponse,
  StandingsResponse,
  TeamHistoryResponse,
  TeamScheduleResponse,
  WeekScheduleResponse,
} from '../../src/shared/api-types.js';
import { CHAMPIONSHIP_WEEK, REGULAR_SEASON_WEEKS, lastWeekFor } from '../../src/core/season/calendar.js';
import { pricedGameAnswer, type WIRE_STAGES } from '../../src/shared/contract/answers/wire.js';
import { recordAnswers, schemaProblems, type RecordedAnswer } from './answerRecorder.js';
import { Client, seg, startServer, type Running } from './helpers.js';
import { changeProgram, readProgramPages, type Calls } from './programCalls.js';

const TEAM = 'Texas';
const CONFERENCE = 'SEC';
const YEAR = 2024;
/** Our calendar (14 regular-season weeks, then championships) differs from the original's 12 + 1: see API.md. */
const REGULAR_WEEK = 4;

type Mode = 'local' | 'hosted';
const CASES: [number, Mode][] = [2, 4, 12].flatMap((teams) =>
  (['local', 'hosted'] as const).map((mode): [number, Mode] => [teams, mode]),
);

/** A list in order: `key` never goes the wrong way between neighbours. */
function inOrder<T>(list: T[], key: (item: T) => number | string, direction: 'asc' | 'desc', what: string): void {
  const sign = direction === 'asc' ? 1 : -1;
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [key(list[i - 1]), key(list[i])];
    const compared = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    expect(sign * compared, `${what}: entries ${i - 1} and ${i} out of order`).toBeLessThanOrEqual(0);
  }
}

describe.each(CASES)('the wire format with a %i-team playoff in %s mode', (playoffTeams, mode) => {
  let server: Running;
  let dir: string;
  let client: Client;
  let checked = 0;
  let recorded: RecordedAnswer[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dynasty-contract-'));
    const serverMode =
      mode === 'local'
        ? { kind: 'local' as const, savePath: join(dir, 'dynasty.db') }
        : { kind: 'hosted' as const, usersDir: join(dir, 'users') };
    server = await startServer({ mode: serverMode, seed: 20 + playoffTeams }, (app) => {
      recorded = recordAnswers(app);
    });
    client = new Client(server.base);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The answer just sent: it fits its call's schema, and its bytes are JSON.stringify's. */
  function expectWritten(what: string, text: string): void {
    const last = recorded.at(-1);
    expect(last, `${what}: written with a schema`).toBeDefined();
    expect(last?.problems, what).toEqual([]);
    expect(text, `${what}: the bytes`).toBe(last?.json);
    recorded.length = 0;
    checked++;
  }

  /** A GET that must answer 200 in its schema (and the list orders `orders` names). */
  async function expectShape<T>(path: string, ...orders: ((body: T) => void)[]): Promise<T> {
    const answer = await client.get<T>(path);
    expect(answer.status, `GET ${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    expectWritten(`GET ${path}`, answer.text);
    for (const order of orders) order(answer.body);
    return answer.body;
  }

  /** The program's calls, each a 200 in its schema, to the byte. */
  const calls: Calls = {
    get: (path) => expectShape(path),
    post: async <T>(path: string, body?: unknown) => {
      const answer = await client.post<T>(path, body);
      expect(answer.status, `POST ${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      expectWritten(`POST ${path}`, answer.text);
      return answer.body;
    },
  };
  const programCalls = playoffTeams === 12;

  /** The stage on the wire, and the user id where the document puts one. */
  function checkEnvelope(body: { info: Info; user_id?: string }, stage: (typeof WIRE_STAGES)[number]): void {
    expect(body.info.stage).toBe(stage);
    if (mode === 'hosted') expect(body.user_id).toMatch(/^[0-9a-f]{32}$/);
    else expect(body.user_id).toBeUndefined();
  }

  /** Every page that only reads, as it stands at this stop. */
  async function readPages(stage: (typeof WIRE_STAGES)[number]): Promise<void> {
    const home = await expectShape<HomeResponse>('/api/home/', (h) => inOrder(h.years, Number, 'desc', 'years'));
    expect(home.info?.stage).toBe(stage);
    await expectShape<RankingsResponse>('/api/rankings/', (r) =>
      inOrder(r.rankings, (e) => e.ranking, 'asc', 'rankings'),
    );
    await expectShape<PlayoffResponse>('/api/playoff/', (p) =>
      inOrder(p.playoff_teams, (t) => t.seed, 'asc', 'playoff teams'),
    );
    const standings = await expectShape<StandingsResponse>(`/api/standings/${seg(CONFERENCE)}/`);
    expect(standings.conference).toBe(CONFERENCE);
    const independents = await expectShape<StandingsResponse>('/api/standings/independent/');
    expect(independents.conference).toBeUndefined();
    await expectShape(`/api/team_info/?team_name=${seg(TEAM)}`);
    await expectShape<TeamHistoryResponse>(`/api/${seg(TEAM)}/history/`, (h) =>
      inOrder(h.years, (y) => y.year, 'desc', 'history years'),
    );
    await expectShape('/api/stats/team/');
    await expectShape('/api/stats/individual/');
    await expectShape('/api/stats/ratings/');

    const schedule = await expectShape<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/`, (s) => {
      inOrder(s.games, (g) => g.weekPlayed, 'asc', 'schedule games');
      inOrder(s.years, (y) => y, 'desc', 'schedule years');
      inOrder(s.conferences, (c) => Object.keys(c)[0], 'asc', 'conferences');
    });
    const info = schedule.info;
    // Once the season has started every game is priced; lines stay on played games.
    if (stage !== 'preseason')
      for (const game of schedule.games) expect(schemaProblems(pricedGameAnswer, game), `game ${game.id}`).toEqual([]);
    const week = Math.min(Math.max(1, info.currentWeek), info.lastWeek);
    await expectShape<WeekScheduleResponse>(`/api/week/${week}/`, (w) =>
      inOrder(w.games, (g) => g.watchability_score, 'desc', 'week games'),
    );
    const played = schedule.games.filter((g) => g.result !== null);
    const unplayed = schedule.games.filter((g) => g.result === null);
    if (played.length > 0) {
      const final = await expectShape<GameResponse>(`/api/game/${played[played.length - 1].id}/`);
      expect(final.game.winner).toEqual(expect.any(String));
      expect(Object.keys(final.stats ?? {})).toContain('total yards');
    }
    if (unplayed.length > 0) {
      const preview = await expectShape<GameResponse>(`/api/game/${unplayed[0].id}/`);
      expect(preview.game.winner).toBeNull();
      expect(preview.top_players).toHaveLength(2);
    }

    // Our pages beside the document's: their answers are ours, checked against their schemas all the same.
    for (const path of [
      '/api/frame/',
      '/api/heisman/',
      '/api/awards/',
      '/api/records/',
      `/api/records/?team=${seg(TEAM)}`,
      '/api/league_history/',
      `/api/${seg(TEAM)}/stats/`,
      '/api/league_setup/',
      '/api/god_mode/',
      '/api/noncon/series/',
      '/api/saves/',
    ])
      await expectShape(path);

    const roster = await expectShape<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
    for (const pos of ['QB', 'WR', 'K', 'LB']) {
      const player = roster.roster.find((p) => p.pos === pos && p.starter) ?? roster.roster.find((p) => p.pos === pos);
      if (player) await expectShape(`/api/player/${player.id}/`);
    }
    if (programCalls) {
      await readProgramPages(calls, TEAM, played.at(-1)?.id ?? null);
      await changeProgram(calls, TEAM, stage, info.currentWeek);
    }
  }

  it('answers every call in its schema, to the byte, at every stage', async () => {
    // Preseason: a new game, the noncon page, scheduling.
    const query = `team=${seg(TEAM)}&year=${YEAR}&playoff_teams=${playoffTeams}&playoff_autobids=5&playoff_conf_champ_top_4=true`;
    const weeks = (n: NonconResponse) => {
      expect(n.schedule).toHaveLength(REGULAR_SEASON_WEEKS);
      inOrder(n.schedule, (w) => w.weekPlayed, 'asc', 'schedule weeks');
    };
    const started = await expectShape<NonconResponse>(`/api/noncon/?${query}`, weeks);
    checkEnvelope(started, 'preseason');
    expect(started.info).toMatchObject({ currentWeek: 1, currentYear: YEAR, startYear: YEAR, team: TEAM });
    const open = started.schedule.find((w) => w.opponent === null)!;
    const candidates = await expectShape<string[]>(`/api/fetchteams/?week=${open.weekPlayed}`, (names) =>
      inOrder(names, (n) => n, 'asc', 'open opponents'),
    );
    await expectShape(`/api/noncon/opponents/?week=${open.weekPlayed}`);
    const scheduled = await client.post('/api/schedulenc/', { opponent: candidates[0], week: open.weekPlayed });
    expect(scheduled.status).toBe(200);
    expectWritten('POST /api/schedulenc/', scheduled.text);
    await expectShape('/api/noncon/', weeks);
    await readPages('preseason');
    // Read only, the stage pages ahead of the game ask their question and move nothing.
    await expectShape('/api/dashboard/?read_only=1');

    // The season: opening the dashboard starts it.
    const dashboard = await expectShape<DashboardResponse>('/api/dashboard/', (d) =>
      inOrder(d.top_10, (t) => t.ranking, 'asc', 'top 10'),
    );
    checkEnvelope(dashboard, 'season');
    const lastWeek = dashboard.info.lastWeek;
    expect(lastWeek).toBe(lastWeekFor(playoffTeams));

    const simulate = async (to: number): Promise<void> => {
      const before = (await client.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek;
      const answer = await expectShape<{ weeks_simulated: number }>(`/api/sim/${to}/`);
      expect(answer.weeks_simulated).toBe(Math.max(0, to - before));
    };
    // A regular-season week, championship week, each playoff round, after the title game: always 'season'.
    for (const week of [
      REGULAR_WEEK,
      CHAMPIONSHIP_WEEK,
      ...Array.from({ length: lastWeek - CHAMPIONSHIP_WEEK + 1 }, (_, i) => CHAMPIONSHIP_WEEK + 1 + i),
    ]) {
      await simulate(week);
      const page = await expectShape<DashboardResponse>('/api/dashboard/');
      checkEnvelope(page, 'season');
      expect(page.info.currentWeek).toBe(week);
      await readPages('season');
    }

    // The offseason: each page moves the dynasty on once.
    await expectShape('/api/summary/?read_only=1');
    checkEnvelope(await expectShape('/api/summary/'), 'summary');
    await readPages('summary');
    await expectShape('/api/roster_progression/?read_only=1');
    checkEnvelope(await expectShape('/api/roster_progression/'), 'progression');
    await readPages('progression');
    await expectShape('/api/recruiting_summary/?read_only=1');
    checkEnvelope(
      await expectShape<RecruitingSummaryResponse>('/api/recruiting_summary/', (r) =>
        inOrder(r.team_rankings, (t) => t.weighted_score, 'desc', 'classes'),
      ),
      'recruiting_summary',
    );
    await readPages('recruiting_summary');

    // The next preseason.
    const next = await expectShape<NonconResponse>('/api/noncon/', weeks);
    checkEnvelope(next, 'preseason');
    expect(next.info).toMatchObject({ currentWeek: 1, currentYear: YEAR + 1, startYear: YEAR });
    await readPages('preseason');
    await expectShape(`/api/${seg(TEAM)}/schedule/?year=${YEAR}`);

    expect(server.internalErrors).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 600_000);
});
