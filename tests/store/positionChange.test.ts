// Position changes in a real save: only in the offseason's stages, converted by closeness, moved again from where the
// offseason found him and back as he was, never for a player who is leaving or below the roster minimum, recorded
// for the chart, the player's page and the news; the computer programs' moves at the turn of the year; and the moved
// player developing at his new position in the next offseason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overallFor } from '../../src/core/players/attributes.js';
import type { Position } from '../../src/core/players/types.js';
import { convertToPosition } from '../../src/core/roster/positionChange.js';
import { COMPUTER_POSITION_CHANGES } from '../../src/core/roster/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { changePosition } from '../../src/store/actions/roster/positionChange.js';
import { releasePlayer } from '../../src/store/actions/roster/release.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { GameErrorKind } from '../../src/store/errors.js';
import { coachedTeams, programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { findPlayer, teamRoster } from '../../src/store/queries/players.js';
import { positionChangesOfYear } from '../../src/store/queries/positionChanges.js';
import { teamDepthChart } from '../../src/store/queries/rosterStatus.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { depthChartView } from '../../src/store/views/depthChart.js';
import { newsFeedView } from '../../src/store/views/newsFeed.js';
import { playerView } from '../../src/store/views/player.js';
import { positionOptionsView } from '../../src/store/views/positionOptions.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';

const TEAM = 'Texas';
const dir = mkdtempSync(join(tmpdir(), 'dynasty-positions-'));
let save: SaveFile;

beforeAll(async () => {
  await texasSeason2024(join(dir, 'texas.db'), 0);
  save = await SaveFile.open(join(dir, 'texas.db'));
}, 600_000);
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

function refused(kind: GameErrorKind, message: RegExp, change: () => unknown): void {
  expectGameError(
    () => save.change(change),
    kind,
    message,
    () => tablesHash(save.db),
  );
}

/** The program's player at `pos` who is last on its chart. */
const lastAt = (pos: Position) =>
  teamDepthChart(save.db, TEAM)
    .filter((p) => p.pos === pos)
    .at(-1)!;

describe('position changes in a 2024 dynasty', () => {
  it('refuses them before the offseason, from the position page and the depth chart alike', () => {
    const db = save.db;
    expect(readState(db).stage).toBe('playoff'); // every game played, the season not yet summed up
    const safety = lastAt('S');
    const window =
      /Players change positions in the offseason, in the Roster Progression and Recruiting Summary stages \(now: Season\)/;
    refused('conflict', window, () => changePosition(db, programOf(db), String(safety.id), 'CB'));
    refused('conflict', window, () => setDepthSlot(db, programOf(db), 'CB', String(safety.id), 1));
    const view = depthChartView(new PageContext(db), TEAM);
    expect(view.position_change).toEqual({ open: false, reason: expect.stringMatching(window) });
    // Looking at his options is allowed in any stage, and changes nothing.
    const options = positionOptionsView(new PageContext(db), String(safety.id));
    expect(options.open).toBe(false);
    expect(options.options.map((o) => o.pos)).toContain('CB');
    save.change(() => advanceStage(db)); // the season summary
    refused('conflict', /\(now: Season Summary\)/, () => changePosition(db, programOf(db), String(safety.id), 'CB'));
    save.change(() => advanceStage(db)); // roster progression
  });

  it('moves a player in the offseason with his ratings converted, records it and shows it', () => {
    const db = save.db;
    const safety = lastAt('S');
    const expected = convertToPosition(safety, 'CB');
    const options = positionOptionsView(new PageContext(db), String(safety.id));
    expect(options.open).toBe(true);
    const cb = options.options.find((o) => o.pos === 'CB')!;
    expect(cb).toMatchObject({ closeness: 'close', rating: expected.rating, potential: expected.potential });
    // The closest first.
    expect(options.options[0].pos).toBe('CB');
    const move = save.change(() => changePosition(db, programOf(db), String(safety.id), 'cb'));
    expect(move).toMatchObject({ from: 'S', to: 'CB', back: false, ratingBefore: safety.rating });
    expect(move.message).toMatch(/moves from S to CB \(a close position\): overall \d+ there/);
    const now = findPlayer(db, safety.id)!;
    expect(now).toMatchObject({ pos: 'CB', rating: expected.rating, potential: expected.potential });
    expect(now.attributes).toEqual(expected.attributes);
    expect(now.rating).toBe(overallFor('CB', now.attributes));
    const chart = depthChartView(new PageContext(db), TEAM);
    expect(chart.position_change.open).toBe(true);
    const entry = chart.positions.find((p) => p.pos === 'CB')!.players.find((p) => p.id === safety.id)!;
    expect(entry.moved_from).toBe('S');
    expect(chart.positions.find((p) => p.pos === 'S')!.players.map((p) => p.id)).not.toContain(safety.id);
    expect(playerView(new PageContext(db), safety.id).position_changes).toEqual([
      {
        year: 2024,
        team: TEAM,
        from: 'S',
        to: 'CB',
        rating_before: safety.rating,
        rating_after: expected.rating,
        made_by: 'coach',
      },
    ]);
    const story = newsFeedView(new PageContext(db)).stories.find((s) => s.kind === 'position');
    expect(story?.headline).toBe(`${TEAM} moves ${safety.first} ${safety.last} from S to CB`);
  });

  it('moves him again from where the offseason found him, and back as he was', () => {
    const db = save.db;
    const safety = teamRoster(db, TEAM).find((p) => positionChangesOfYear(db, 2024).some((m) => m.player_id === p.id))!;
    const original = positionOptionsView(new PageContext(db), String(safety.id));
    expect(original.origin).toBe('S');
    expect(original.options[0]).toMatchObject({ pos: 'S', back: true, closeness: 'same' });
    const before = findPlayer(db, safety.id)!;
    save.change(() => changePosition(db, programOf(db), String(safety.id), 'LB'));
    const atLb = findPlayer(db, safety.id)!;
    // From the safety he was, not from the cornerback he became.
    const lb = original.options.find((o) => o.pos === 'LB')!;
    expect(atLb).toMatchObject({ pos: 'LB', rating: lb.rating, potential: lb.potential });
    expect(positionChangesOfYear(db, 2024).filter((m) => m.player_id === safety.id)).toMatchObject([
      { from_pos: 'S', to_pos: 'LB' },
    ]);
    const back = save.change(() => changePosition(db, programOf(db), String(safety.id), 'S'));
    expect(back.back).toBe(true);
    expect(back.message).toMatch(/moves back to S: overall \d+, as the offseason found him/);
    const restored = findPlayer(db, safety.id)!;
    expect(restored.pos).toBe('S');
    expect(restored.attributes).not.toEqual(before.attributes);
    expect(positionChangesOfYear(db, 2024).some((m) => m.player_id === safety.id)).toBe(false);
    expect(playerView(new PageContext(db), safety.id).position_changes).toEqual([]);
    expect(restored.rating).toBe(overallFor('S', restored.attributes));
  });

  it('refuses his own position, an unknown one, a player who is leaving and the roster minimum', () => {
    const db = save.db;
    const safety = lastAt('S');
    refused('bad_input', /already plays S/, () => changePosition(db, programOf(db), String(safety.id), 'S'));
    refused('bad_input', /Unknown position "XB"/, () => changePosition(db, programOf(db), String(safety.id), 'XB'));
    const other = teamRoster(db, 'Oklahoma')[0];
    refused('conflict', /plays for Oklahoma/, () => changePosition(db, programOf(db), String(other.id), 'CB'));
    const leaving = lastAt('WR');
    save.change(() => releasePlayer(db, programOf(db), String(leaving.id)));
    refused('conflict', /is leaving Texas \(he entered the transfer portal\): only the players who stay/, () =>
      changePosition(db, programOf(db), String(leaving.id), 'CB'),
    );
    const kickers = teamRoster(db, TEAM).filter((p) => p.pos === 'K');
    expect(kickers).toHaveLength(1);
    refused('conflict', /must keep at least 1 at K/, () =>
      changePosition(db, programOf(db), String(kickers[0].id), 'P'),
    );
  });

  it('lets the computer programs move players by need at the turn of the year, and the moved develop there', () => {
    const db = save.db;
    // A freshman safety who plays next season (not one who graduates, turns pro or leaves for playing time).
    const safety = teamRoster(db, TEAM)
      .filter((p) => p.pos === 'S' && p.year === 'fr')
      .sort((a, b) => b.rating - a.rating)[0];
    save.change(() => changePosition(db, programOf(db), String(safety.id), 'CB'));
    save.change(() => advanceStage(db)); // signing day: the recruiting summary
    save.change(() => advanceStage(db)); // the 2025 preseason
    const moves = positionChangesOfYear(db, 2024);
    const byStaff = moves.filter((m) => m.made_by === 'staff');
    const coached = coachedTeams(db);
    expect(byStaff.length).toBeGreaterThan(50);
    expect(byStaff.some((m) => coached.has(m.team))).toBe(false);
    const perTeam = new Map<string, number>();
    for (const m of byStaff) perTeam.set(m.team, (perTeam.get(m.team) ?? 0) + 1);
    expect(Math.max(...perTeam.values())).toBeLessThanOrEqual(COMPUTER_POSITION_CHANGES.perProgram);
    for (const m of byStaff.slice(0, 20)) {
      const p = findPlayer(db, m.player_id)!;
      expect(p.pos).toBe(m.to_pos);
      expect(p.rating).toBe(overallFor(m.to_pos as Position, p.attributes));
    }
    // The coach's move stands: it can no longer be taken back.
    expect(moves.find((m) => m.player_id === safety.id)).toMatchObject({ made_by: 'coach', undo: null });
    // The next offseason he develops as a cornerback.
    const before = findPlayer(db, safety.id)!;
    save.change(() => advanceStage(db)); // the 2025 season
    save.change(() => simulateTo(db, new PageContext(db).lastWeek + 1));
    save.change(() => advanceStage(db)); // summary
    save.change(() => advanceStage(db)); // progression
    const after = findPlayer(db, safety.id)!;
    expect(after).toMatchObject({ active: true, team: TEAM, pos: 'CB' });
    expect(after.rating).toBe(overallFor('CB', after.attributes));
    const change = db.get<{ rating_before: number; rating_after: number }>(
      "SELECT rating_before, rating_after FROM roster_changes WHERE year = 2025 AND player_id = ? AND kind = 'progressed'",
      [safety.id],
    );
    expect(change).toEqual({ rating_before: before.rating, rating_after: after.rating });
  }, 600_000);
});
