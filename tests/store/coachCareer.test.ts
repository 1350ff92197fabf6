// The player's coaching career through the real actions, CLI and server: every program has a head coach with
// its famous identity; a season's end books the head coaches and turns the carousel; a fired player chooses among
// his offers (the offseason waits for him), accepting one moves the dynasty to the new program; accepting an offer
// that does not exist is refused everywhere and changes nothing.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AcceptOfferResponse,
  CoachResponse,
  DashboardResponse,
  SummaryResponse,
} from '../../src/shared/api-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { isGameError } from '../../src/store/errors.js';
import {
  coachesByTeam,
  coachingChanges,
  coachOffers,
  headCoachOf,
  programCoach,
} from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { runCli } from '../helpers/cli.js';
import { KEYS, openGame } from '../cli/play-helpers.js';
import { Client, startServer, type Running } from '../server/helpers.js';
import { programOf } from '../../src/store/program.js';
import { saveBytes } from '../helpers/saveContents.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coaches-'));
const path = join(dir, 'career.db');
let save: SaveFile;

beforeAll(async () => {
  save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the player's coaching career", () => {
  it('starts with a head coach at every program, famous identities kept', () => {
    const coaches = coachesByTeam(save.db);
    expect(coaches.size).toBe(new PageContext(save.db).league().teams.length);
    for (const team of ['Army', 'Navy', 'Air Force']) expect(coaches.get(team)?.scheme).toBe('option');
    expect(coaches.get('Texas Tech')?.scheme).toBe('air_raid');
    expect(coaches.get('Texas')?.isUser).toBe(true);
    expect(headCoachOf(save.db, 'Texas', 2024)?.isUser).toBe(true);
  });

  it('books the season, turns the carousel and offers a fired player jobs at smaller programs', () => {
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, new PageContext(save.db).lastWeek + 1));
    // Years of losing behind him: no security left, past his grace seasons.
    save.change(() => save.db.run('UPDATE coaches SET security = 0, since = 2019 WHERE is_user = 1'));
    save.change(() => advanceStage(save.db));
    expect(readState(save.db).stage).toBe('summary');
    const user = programCoach(save.db, programOf(save.db))!;
    expect(user.team).toBeNull();
    expect(user.wins + user.losses).toBeGreaterThan(10);
    expect(headCoachOf(save.db, 'Texas', 2024)?.id).toBe(user.id);
    const changes = coachingChanges(save.db, 2024);
    expect(changes).toContain('Texas');
    expect(changes.length).toBeGreaterThan(5);
    const offers = coachOffers(save.db, programOf(save.db), 2024);
    expect(offers.length).toBeGreaterThan(0);
    const prestige = (team: string) =>
      save.db.get<{ p: number }>('SELECT prestige AS p FROM team_seasons WHERE year = 2024 AND team = ?', [team])!.p;
    for (const team of offers) expect(prestige(team)).toBeLessThan(prestige('Texas'));
    // Openings held for the player wait; every other program has its coach for 2025; Texas has hired someone else.
    const coached = coachesByTeam(save.db);
    for (const team of offers) expect(coached.has(team)).toBe(false);
    expect(coached.get('Texas')?.isUser).toBe(false);
    const summary = new PageContext(save.db);
    expect(summary.program.team).toBe('Texas');
  });

  it('waits for the fired player to choose: the offseason does not go on without him', () => {
    let error: unknown;
    try {
      save.change(() => advanceStage(save.db));
    } catch (e) {
      error = e;
    }
    expect(isGameError(error) && error.kind === 'conflict' && /fired/.test(error.message)).toBe(true);
    expect(readState(save.db).stage).toBe('summary');
  });

  it('refuses an offer that does not exist in the CLI (exit 2) and the API (4xx), changing nothing', async () => {
    await save.save();
    const before = saveBytes(path);
    const cli = await runCli(['coach', 'accept', 'Alabama'], { DYNASTY_SAVE: path });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toMatch(/has not offered you its job/);
    const unknown = await runCli(['coach', 'accept', 'Nowhere State'], { DYNASTY_SAVE: path });
    expect(unknown.status).toBe(2);
    expect(saveBytes(path).equals(before)).toBe(true);
    const shown = await runCli(['coach', '--json'], { DYNASTY_SAVE: path });
    const view = JSON.parse(shown.stdout) as CoachResponse;
    expect(view.fired).toBe(true);
    expect(view.can_accept).toBe(true);
    expect(view.offers.map((o) => o.team).sort()).toEqual(
      coachOffers(save.db, programOf(save.db), 2024).slice().sort(),
    );
  });

  it('shows the hot seat and the offers in dynasty play, where enter asks to accept the selected offer', async () => {
    const playPath = join(dir, 'play.db');
    copyFileSync(path, playPath);
    const offers = coachOffers(save.db, programOf(save.db), 2024).slice();
    const game = await openGame(playPath, { columns: 100, rows: 40 });
    try {
      await game.waitFor('Continue: 2024 Texas');
      await game.press('c');
      await game.waitFor('2024 season summary');
      await game.waitFor('You were fired. Job offers:');
      await game.press('j');
      await game.waitFor(/Job security \d+\/100 Fired/);
      const frame = await game.waitFor('You were fired. Job offers:');
      const first = frame
        .split('\n')
        .map((l) => l.trim())
        .find((l) => offers.some((o) => l.startsWith(o)));
      const team = offers.find((o) => first?.startsWith(o))!;
      // Taking a job is asked first: any other key than y keeps him where he is.
      await game.press(KEYS.enter);
      await game.waitFor(`Take the ${team} job?`);
      await game.press('n');
      await game.waitFor('You were fired. Job offers:');
      expect(programOf(game.session.context().db).team).toBe('Texas');
      await game.press(KEYS.enter);
      await game.waitFor(`Take the ${team} job?`);
      await game.press('y');
      await game.waitFor(`You are the new head coach of ${team}.`);
      expect(programOf(game.session.context().db).team).toBe(team);
    } finally {
      game.close();
    }
  });

  it('accepts an offer through the API: the dynasty, its pages and next season follow the new program', async () => {
    const apiDir = mkdtempSync(join(dir, 'api-'));
    const apiPath = join(apiDir, 'dynasty.db');
    copyFileSync(path, apiPath);
    let server: Running | null = null;
    try {
      server = await startServer({ mode: { kind: 'local', savePath: apiPath } });
      const client = new Client(server.base);
      const before = saveBytes(apiPath);
      const refused = await client.post('/api/coach/accept/', { team: 'Alabama' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect((await client.post('/api/coach/accept/', { nope: 1 })).status).toBe(400);
      expect(saveBytes(apiPath).equals(before)).toBe(true);
      const summary = await client.ok<SummaryResponse>('/api/summary/');
      expect(summary.coach_fired).toBe(true);
      expect(summary.coaching_changes?.some((c) => c.team === 'Texas' && c.reason === 'fired')).toBe(true);
      const target = summary.coach_offers![0].team;
      const accepted = await client.post<AcceptOfferResponse>('/api/coach/accept/', { team: target });
      expect(accepted.status).toBe(200);
      expect(accepted.body.to).toBe(target);
      expect(accepted.body.info.team).toBe(target);
      const coach = await client.ok<CoachResponse>('/api/coach/');
      expect(coach.coach.team).toBe(target);
      expect(coach.fired).toBe(false);
      expect(coach.offers).toEqual([]);
      // The offseason goes on at the new program: next season's fixed games and dashboard are its own.
      for (let i = 0; i < 3; i++) expect((await client.post('/api/advance/', {})).status).toBe(200);
      const dashboard = await client.ok<DashboardResponse>('/api/dashboard/');
      expect(dashboard.team.name).toBe(target);
      expect(dashboard.coach?.hot_seat).toBe('secure');
    } finally {
      await server?.close();
    }
    const after = await SaveFile.open(apiPath);
    try {
      // Opening the dashboard from the preseason starts the 2025 season (spec section 4).
      expect(readState(after.db)).toMatchObject({ year: 2025, stage: 'season' });
      expect(programOf(after.db).team).not.toBe('Texas');
      expect(headCoachOf(after.db, programOf(after.db).team, 2025)?.isUser).toBe(true);
      expect(headCoachOf(after.db, 'Texas', 2024)?.isUser).toBe(true);
      expect(coachesByTeam(after.db).size).toBe(new PageContext(after.db).league().teams.length);
    } finally {
      after.close();
    }
  });
});
