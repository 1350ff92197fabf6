// Local mode: one player, one save (the one the terminal commands use), no user ids.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, HomeResponse, NonconResponse, PlayoffResponse } from '../../src/shared/api-types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { checkInfo } from './checks.js';
import { Client, startServer, type Running } from './helpers.js';

describe('local mode: one save shared with the terminal commands', () => {
  let local: Running;
  let localDir: string;

  beforeAll(async () => {
    localDir = mkdtempSync(join(tmpdir(), 'dynasty-local-'));
    local = await startServer({ mode: { kind: 'local', savePath: join(localDir, 'dynasty.db') } });
  });
  afterAll(async () => {
    await local?.close();
    rmSync(localDir, { recursive: true, force: true });
  });

  it('plays one save without user ids, and the save is the one the CLI reads', async () => {
    const client = new Client(local.base);
    const home = await client.get<HomeResponse>('/api/home');
    expect(home.status).toBe(200);
    expect(home.body.user_id).toBeUndefined();
    expect(home.body.info).toBeNull();
    const start = await client.get<NonconResponse>(
      `/api/noncon?team=Alabama&year=2012&playoff_teams=2&playoff_autobids=0&playoff_conf_champ_top_4=false`,
    );
    expect(start.status).toBe(200);
    expect(start.body.user_id).toBeUndefined();
    checkInfo(start.body.info, { stage: 'preseason', year: 2012, team: 'Alabama', teams: 2 });
    // Any X-User-ID is ignored: there is one player.
    const other = await client.get<NonconResponse>('/api/noncon/', { 'X-User-ID': '0'.repeat(32) });
    expect(other.body.info.team).toBe('Alabama');
    await client.ok('/api/dashboard/');
    await client.ok('/api/sim/4/');

    // The new game is a new save of the folder, made current for the terminal commands too...
    expect(readFileSync(join(localDir, '.current'), 'utf8').trim()).toBe('alabama-2012.db');
    // ...which see what the browser did...
    const save = await SaveFile.open(join(localDir, 'alabama-2012.db'));
    const state = new PageContext(save.db).state;
    expect(state).toMatchObject({ year: 2012, stage: 'season', currentWeek: 4 });
    expect(new PageContext(save.db).info().team).toBe('Alabama');
    // ...and the browser sees what the terminal does.
    save.change(() => save.db.run("UPDATE meta SET value = '3' WHERE key = 'current_week'"));
    save.close();
    const dashboard = await client.ok<DashboardResponse>('/api/dashboard/');
    expect(dashboard.info.currentWeek).toBe(3);
    const playoff = await client.ok<PlayoffResponse>('/api/playoff/');
    expect(playoff.playoff_teams.length).toBe(2);
    // Two teams: only the title game, between the top two of the projection.
    expect(playoff.bracket?.left_bracket.first_round).toEqual([]);
    expect([playoff.bracket?.championship.team1, playoff.bracket?.championship.team2].sort()).toEqual(
      playoff.playoff_teams.map((t) => t.name).sort(),
    );
    expect(local.internalErrors).toEqual([]);
  });
});
