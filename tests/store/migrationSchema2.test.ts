// A save made before former players were packed in groups (schema 2) opens, migrates to the current schema,
// shows the same pages of players who left and of the games they played in, and goes on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { decodeFormerPlayers } from '../../src/store/encoding/formerPlayers.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { playerView } from '../../src/store/views/player.js';
import { writeSchema2Save } from '../fixtures/schema2Save.js';

let dir: string;
let oldPath: string;
let formerIds: number[];
let gameIds: number[];
let pages: Record<string, unknown>;

function pagesOf(save: SaveFile): Record<string, unknown> {
  const ctx = new PageContext(save.db);
  // Awards are given from the schema that has them on: an older save has none to carry over.
  return {
    players: formerIds.map((id) => ({ ...playerView(ctx, id), awards: [] })),
    games: gameIds.map((id) => gameView(ctx, id)),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-migrate2-'));
  const path = join(dir, 'current.db');
  const save = await newDynasty(path, {
    year: 2024,
    team: 'Oregon',
    seed: 8,
    playoffTeams: 4,
    autobids: 0,
    confChampTop4: false,
  });
  const former = () =>
    save.db
      .all<{ players: Uint8Array }>('SELECT players FROM former_players')
      .flatMap((g) => decodeFormerPlayers(g.players));
  // Players move to former_players when the season after the one they left in begins.
  for (let season = 0; season < 4 && former().length === 0; season++) {
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
    for (let step = 0; step < 4; step++) save.change(() => advanceStage(save.db));
  }
  const left = former();
  expect(left.length).toBeGreaterThan(1000);
  // A few from different groups of ids, and the games of their teams in the year they left.
  formerIds = [left[0], left[Math.floor(left.length / 2)], left[left.length - 1]].map((p) => p.id);
  const sample = left.filter((p) => formerIds.includes(p.id));
  gameIds = sample.flatMap((p) =>
    save.db
      .all<{ id: number }>(
        'SELECT id FROM games WHERE year = ? AND (home = ? OR away = ?) AND home_points IS NOT NULL LIMIT 2',
        [p.left_year, p.team, p.team],
      )
      .map((g) => g.id),
  );
  expect(gameIds.length).toBeGreaterThan(0);
  // Schema 2 kept no injuries, redshirts or depth chart edits (writeSchema2Save drops their tables), nor totals (a
  // played game of an old save keeps none).
  save.change(() =>
    save.db.exec(
      'DELETE FROM player_status; DELETE FROM game_absences; DELETE FROM depth_chart_edits; '
        + 'UPDATE games SET total = NULL',
    ),
  );
  pages = pagesOf(save);
  // A former player keeps no attributes: his page shows none (not a row of zeros); a rostered player's shows his.
  for (const page of pages.players as ReturnType<typeof playerView>[]) expect(page.profile.attributes).toEqual({});
  const rostered = save.db.get<{ id: number }>('SELECT id FROM players WHERE active = 1 LIMIT 1')!;
  const attributes = Object.values(playerView(new PageContext(save.db), rostered.id).profile.attributes);
  expect(attributes.length).toBeGreaterThan(10);
  expect(attributes.every((v) => v > 0)).toBe(true);
  save.close();
  oldPath = join(dir, 'schema2.db');
  await writeSchema2Save(path, oldPath);
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a save made before former players were packed', () => {
  it('opens, migrates, shows the same pages of former players and their games, and goes on', async () => {
    const migrated = await SaveFile.open(oldPath);
    expect(schemaVersion(migrated.db)).toBe(SCHEMA_VERSION);
    const columns = migrated.db.all<{ name: string }>('PRAGMA table_info(former_players)').map((c) => c.name);
    expect(columns).toEqual(['id_group', 'players']);
    expect(migrated.db.get("SELECT name FROM sqlite_master WHERE name = 'former_players_by_id'")).toBeUndefined();
    expect(pagesOf(migrated)).toEqual(pages);
    // Every former player made it across.
    const count = migrated.db
      .all<{ players: Uint8Array }>('SELECT players FROM former_players')
      .flatMap((g) => decodeFormerPlayers(g.players)).length;
    expect(count).toBeGreaterThan(1000);

    migrated.change(() => advanceStage(migrated.db));
    migrated.close();
    const reopened = await SaveFile.open(oldPath);
    expect(schemaVersion(reopened.db)).toBe(SCHEMA_VERSION);
    // The stage moved on (pages show it); the former players' careers did not.
    const careers = (of: Record<string, unknown>) =>
      (of.players as ReturnType<typeof playerView>[]).map((p) => p.yearly_cumulative_stats);
    expect(careers(pagesOf(reopened))).toEqual(careers(pages));
    reopened.close();
  });
});
