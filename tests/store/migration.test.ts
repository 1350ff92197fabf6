// A save in the format every save had before the packed encoding (schema 1) opens, migrates to the current
// schema, shows the same pages as before, shrinks, and is written back in the new format.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { changeRetention } from '../../src/store/actions/settings.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { readRetention } from '../../src/store/queries/retention.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { individualStatsView } from '../../src/store/views/individualStats.js';
import { playerView } from '../../src/store/views/player.js';
import { teamStatsView } from '../../src/store/views/teamStats.js';
import { writeSchema1Save } from '../fixtures/schema1Save.js';

const TEAM = 'Georgia';
let dir: string;
let oldPath: string;
let pages: Record<string, unknown>;
let gameIds: number[];
let playerId: number;

function pagesOf(save: SaveFile): Record<string, unknown> {
  const ctx = new PageContext(save.db);
  return {
    games: gameIds.map((id) => gameView(ctx, id)),
    // Awards are given from the schema that has them on: a save of schema 1 has none to carry over.
    player: { ...playerView(ctx, playerId), awards: [] },
    teamStats: teamStatsView(ctx),
    individual: individualStatsView(ctx),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-migrate-'));
  const save = await newDynasty(join(dir, 'current.db'), {
    year: 2024,
    team: TEAM,
    seed: 21,
    playoffTeams: 4,
    autobids: 0,
    confChampTop4: false,
  });
  save.change(() => changeRetention(save.db, { keep: 'all' }));
  // Schema 1 had no coach abilities: its games were played without them (a migrated save's coaches buy theirs
  // from the next stage on, so this season's games replay as they were played).
  save.db.run('DELETE FROM coach_ability_tiers');
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
  save.change(() => advanceStage(save.db)); // summary
  // The player's games, and others of the regular season and the postseason.
  gameIds = save.db
    .all<{ id: number }>('SELECT id FROM games WHERE (id % 97 = 0) OR home = ? OR away = ? OR week > 14', [TEAM, TEAM])
    .map((r) => r.id);
  playerId = save.db.get<{ id: number }>("SELECT id FROM players WHERE team = ? AND pos = 'RB' ORDER BY rating DESC", [
    TEAM,
  ])!.id;
  // Schema 1 had no retention setting: the page of an old save is the default's.
  save.db.run("DELETE FROM meta WHERE key = 'detail_seasons'");
  // Nor injuries, redshirts or depth chart edits, nor awards, nor totals (a played game of an old save keeps none).
  save.db.exec(
    'DELETE FROM player_status; DELETE FROM game_absences; DELETE FROM depth_chart_edits; DELETE FROM awards; '
      + 'UPDATE games SET total = NULL',
  );
  pages = pagesOf(save);
  oldPath = join(dir, 'schema1.db');
  await writeSchema1Save(save.db, oldPath);
  save.close();
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a save made before the packed encoding', () => {
  it('opens, migrates, shows the same pages, and is written back smaller in the new format', async () => {
    const oldSize = statSync(oldPath).size;
    const migrated = await SaveFile.open(oldPath);
    expect(schemaVersion(migrated.db)).toBe(SCHEMA_VERSION);
    const tables = migrated.db
      .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining(['game_boxes', 'game_detail', 'player_seasons', 'team_stats', 'polls']),
    );
    expect(tables).not.toContain('game_details');
    expect(tables).not.toContain('game_extras');
    expect(readRetention(migrated.db)).toEqual({ keep: 'seasons', seasons: 3 });
    expect(pagesOf(migrated)).toEqual(pages);

    // The game goes on from the migrated save, and the file written back is the new format.
    migrated.change(() => advanceStage(migrated.db));
    migrated.close();
    expect(statSync(oldPath).size).toBeLessThan(oldSize * 0.75);
    const reopened = await SaveFile.open(oldPath);
    expect(schemaVersion(reopened.db)).toBe(SCHEMA_VERSION);
    expect(readState(reopened.db).stage).toBe('progression');
    const before = (pages as { player: ReturnType<typeof playerView> }).player;
    expect(playerView(new PageContext(reopened.db), playerId).yearly_cumulative_stats).toEqual(
      before.yearly_cumulative_stats,
    );
    reopened.close();
  });
});
