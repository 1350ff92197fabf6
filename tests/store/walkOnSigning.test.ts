// Invited walk-ons on signing day (Clemson 2019, the season played, two saves alike): the recruiting board and the
// dashboard name the invited and the drawn walk-ons before signing day; on signing day an invited walk-on replaces a
// drawn one at his position (drawn walk-ons count him), and no other program's freshmen change but where he would
// have signed uninvited (there another takes his place).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { inviteWalkOn } from '../../src/store/actions/roster/walkOns.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { walkOnsView } from '../../src/store/views/walkOns.js';
import { playedSeason2019 } from '../helpers/cli.js';
import { programOf } from '../../src/store/program.js';

const TEAM = 'Clemson';
const dir = mkdtempSync(join(tmpdir(), 'walkon-signing-'));
let invitedSave: SaveFile;
let plainSave: SaveFile;

async function atProgression(file: string): Promise<SaveFile> {
  const path = join(dir, file);
  await playedSeason2019(path);
  const save = await SaveFile.open(path);
  save.change(() => advanceStage(save.db)); // summary
  save.change(() => advanceStage(save.db)); // progression
  return save;
}

beforeAll(async () => {
  invitedSave = await atProgression('invited.db');
  plainSave = await atProgression('plain.db');
}, 480_000);

afterAll(() => {
  invitedSave?.close();
  plainSave?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Freshman {
  id: number;
  team: string;
  pos: string;
  first: string;
  last: string;
  rating: number;
}
const freshmen = (save: SaveFile): Freshman[] =>
  save.db.all<Freshman>(
    "SELECT id, team, pos, first, last, rating FROM players WHERE active = 1 AND class = 'fr' AND redshirted = 0 ORDER BY team, pos, last, first, rating",
  );
const byPosition = (rows: readonly { pos: string }[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.pos] = (out[r.pos] ?? 0) + 1;
  return out;
};

describe('invited walk-ons', () => {
  let invited: { id: number; first: string; last: string; pos: string }[] = [];

  it('are named on the board and the dashboard with the drawn walk-ons before signing day', () => {
    const ctx = new PageContext(invitedSave.db);
    const before = recruitingBoardView(ctx).walk_ons!;
    expect(before.places).toBeGreaterThan(2);
    expect(before.invited).toEqual([]);
    // Two invited at the position drawn walk-ons would take most: they take those places instead.
    const top = [...before.drawn].sort((a, b) => b.count - a.count)[0];
    expect(top.count).toBeGreaterThanOrEqual(2);
    const pool = walkOnsView(ctx, top.pos).pool.slice(0, 2);
    expect(pool).toHaveLength(2);
    for (const p of pool)
      invitedSave.change(() => inviteWalkOn(invitedSave.db, programOf(invitedSave.db), String(p.id)));
    invited = pool;
    const after = recruitingBoardView(new PageContext(invitedSave.db)).walk_ons!;
    expect(after.places).toBe(before.places);
    expect(after.invited.map((p) => p.id)).toEqual(pool.map((p) => p.id));
    // The drawn walk-ons count the invited: two fewer at that position, the others as before.
    expect(byPositionCounts(after.drawn)).toEqual({ ...byPositionCounts(before.drawn), [top.pos]: top.count - 2 });
    for (const p of pool) expect(after.line).toContain(`${p.first} ${p.last} (${p.pos})`);
    expect(after.line).toMatch(/drawn walk-ons/);
    expect(dashboardView(new PageContext(invitedSave.db)).walk_ons).toEqual(after);
  });

  it('take places on signing day where drawn walk-ons would have, and change no other program', () => {
    plainSave.change(() => advanceStage(plainSave.db)); // signing day without invitations
    const plain = freshmen(plainSave);
    // Where the plain save's walk-ons went (its freshmen who were not recruits): two are invited at the busiest position.
    const recruits = new Set(
      plainSave.db
        .all<{ player_id: number }>(
          "SELECT player_id FROM roster_changes WHERE year = 2019 AND kind = 'recruit' AND team = ?",
          [TEAM],
        )
        .map((r) => r.player_id),
    );
    // Drawn in id order, the most open position first: without counting the invited, one fewer drawn walk-on would
    // be the last one, so the one invited is chosen at the first drawn position other than the last one's.
    const drawnInOrder = plain.filter((p) => p.team === TEAM && !recruits.has(p.id)).sort((a, b) => a.id - b.id);
    const last = drawnInOrder.at(-1)?.pos;
    const choice = drawnInOrder.find((p) => p.pos !== last);
    expect(choice, JSON.stringify(drawnInOrder.map((p) => p.pos))).toBeDefined();
    const pos = choice!.pos;
    for (const p of invited)
      invitedSave.change(() => inviteWalkOn(invitedSave.db, programOf(invitedSave.db), String(p.id), false));
    // An invitation holds only a walk-on no program signs as a recruit: the first of the pool who signed nowhere.
    const recruited = new Set(
      plainSave.db
        .all<{ player_id: number }>("SELECT player_id FROM roster_changes WHERE year = 2019 AND kind = 'recruit'")
        .map((r) => r.player_id),
    );
    const recruitedNames = new Set(
      plain.filter((p) => recruited.has(p.id)).map((p) => `${p.first} ${p.last} ${p.pos}`),
    );
    invited = walkOnsView(new PageContext(invitedSave.db), pos)
      .pool.filter((p) => !recruitedNames.has(`${p.first} ${p.last} ${p.pos}`))
      .slice(0, 1);
    expect(invited).toHaveLength(1);
    for (const p of invited)
      invitedSave.change(() => inviteWalkOn(invitedSave.db, programOf(invitedSave.db), String(p.id)));
    invitedSave.change(() => advanceStage(invitedSave.db)); // signing day
    const withInvites = freshmen(invitedSave);
    const ours = withInvites.filter((p) => p.team === TEAM);
    for (const p of invited)
      expect(
        ours.find((f) => f.id === p.id),
        `${p.first} ${p.last}`,
      ).toBeDefined();
    // The same class by position: the invited replaced a drawn walk-on at his own position.
    expect(byPosition(ours)).toEqual(byPosition(plain.filter((p) => p.team === TEAM)));
    // Every other program's freshmen are the same players (ids aside: the ids drawn after Clemson's move on), but
    // for a program that signed an invited player where he was not invited: it signs another in his place.
    const isInvited = (p: Freshman) => invited.some((i) => i.first === p.first && i.last === p.last && i.pos === p.pos);
    const lost = new Set(plain.filter((p) => p.team !== TEAM && isInvited(p)).map((p) => p.team));
    const others = (rows: readonly Freshman[]) =>
      rows.filter((p) => p.team !== TEAM && !lost.has(p.team)).map(({ id: _id, ...rest }) => rest);
    expect(others(withInvites)).toEqual(others(plain));
    const count = (rows: readonly Freshman[], team: string) => rows.filter((p) => p.team === team).length;
    for (const team of lost) {
      expect(withInvites.some((p) => p.team === team && isInvited(p))).toBe(false);
      expect(count(withInvites, team)).toBe(count(plain, team));
    }
  });
});

function byPositionCounts(drawn: readonly { pos: string; count: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of drawn) if (d.count > 0) out[d.pos] = d.count;
  return out;
}
