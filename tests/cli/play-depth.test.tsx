// dynasty play's depth chart (c): a transfer who sits out his first season (the rule before 2021) shows as
// sitting out, and the next quarterback is the starter.
import { describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { teamDepthChart } from '../../src/store/queries/rosterStatus.js';
import { frameFits, prepareSave, screenOfFile } from './play-helpers.js';

let sitter = '';
const game = screenOfFile((path) =>
  prepareSave(path, { year: 2019, team: 'Alabama', playoffTeams: 4 }, (save) =>
    save.change(() => {
      advanceStage(save.db); // the 2019 season
      // Alabama's first quarterback came through the 2018 portal and sits out 2019.
      const qb = teamDepthChart(save.db, 'Alabama').find((p) => p.pos === 'QB' && p.depth === 1)!;
      sitter = `${qb.first} ${qb.last}`;
      save.db.run(
        `INSERT INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
         VALUES (2018, ?, 'Auburn', ?, ?, 'QB', ?, ?, 3, 'playing_time', 'Alabama', 1)`,
        [qb.id, qb.first, qb.last, qb.year, qb.rating],
      );
    }),
  ),
);

describe('dynasty play: the depth chart', () => {
  it('shows a transfer sitting out his first season', async () => {
    await game.waitFor('Continue: 2019 Alabama');
    await game.press('c');
    // The start screen names Alabama too: wait for the dashboard's own title before its key.
    await game.waitFor('Alabama dashboard');
    await game.press('c');
    const frame = await game.waitFor('Alabama depth chart');
    expect(frame).toContain('Position:  QB ');
    const line = frame.split('\n').find((l) => l.includes(sitter));
    expect(line, frame).toContain('Sits out (transfer)');
    expect(frameFits(frame)).toMatchObject({ ok: true });
  });
});
