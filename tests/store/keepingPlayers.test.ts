// Keeping players on a real save (seed 5's Texas 2024, the season played, in Season Summary): the page of who may
// leave and why, a talk and a promise lowering a player's risk within the offseason's meetings, NIL he answers,
// the computer programs keeping theirs by the same rule, and a broken promise raising his and his teammates' risk
// and costing recruiting trust.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETINGS } from '../../src/core/retention/tuning.js';
import { STARTERS } from '../../src/core/players/types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { promiseTo, staffKeeps, talkTo } from '../../src/store/actions/retention/keeping.js';
import { programTrust } from '../../src/store/actions/retention/situation.js';
import { programReads } from '../../src/store/actions/recruiting/programs.js';
import { offerNil } from '../../src/store/actions/staff/budgetActions.js';
import { programOf } from '../../src/store/program.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { retentionView } from '../../src/store/views/retention.js';
import { prospectSearchView } from '../../src/store/views/recruiting/search.js';
import { prospectPageView } from '../../src/store/views/recruiting/prospect.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';

let dir: string;
let save: SaveFile;
const view = () => retentionView(new PageContext(save.db, programOf(save.db, 'Texas')));
const texas = () => programOf(save.db, 'Texas');
const unchanged = () => tablesHash(save.db);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-keeping-'));
  await texasSeason2024(join(dir, 'texas.db'), 1);
  save = await SaveFile.open(join(dir, 'texas.db'));
}, 600_000);

afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('keeping players', () => {
  it('lists the players who may leave, most at risk first, with what each wants and why he may go', () => {
    const v = view();
    expect(v.open).toBe(true);
    expect(v.meetings).toEqual({ total: MEETINGS, used: 0, left: MEETINGS });
    expect(v.trust).toBe(1);
    expect(v.players.length).toBeGreaterThan(40);
    expect(v.players.every((p) => p.year !== 'sr')).toBe(true);
    const risk = (p: (typeof v.players)[number]) => Math.max(p.portal_risk, p.draft_risk ?? 0);
    for (let i = 1; i < v.players.length; i++)
      expect(risk(v.players[i - 1])).toBeGreaterThanOrEqual(risk(v.players[i]));
    for (const p of v.players) {
      expect(p.motives.map((m) => m.weight).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 1);
      expect(p.nil_ask).toBeGreaterThan(0);
    }
    expect(v.players.some((p) => p.concerns.some((c) => c.startsWith('Wants playing time')))).toBe(true);
  });

  it('a talk lowers his risk and takes a meeting; a second talk, a senior and another team are refused', () => {
    const before = view().players.find((p) => !p.starter && p.portal_risk > 0.1)!;
    const result = save.change(() => talkTo(save.db, texas(), String(before.id)));
    expect(result.message).toMatch(/sat down with/);
    const after = view().players.find((p) => p.id === before.id)!;
    expect(after.talked).toBe(true);
    expect(after.portal_risk).toBeLessThan(before.portal_risk);
    expect(view().meetings.left).toBe(MEETINGS - 1);
    expectGameError(() => talkTo(save.db, texas(), String(before.id)), 'conflict', /already talked/, unchanged);
    const senior = save.db.get<{ id: number }>(
      "SELECT id FROM players WHERE team = 'Texas' AND active = 1 AND class = 'sr' LIMIT 1",
    )!;
    expectGameError(() => talkTo(save.db, texas(), String(senior.id)), 'conflict', /senior/, unchanged);
    const other = save.db.get<{ id: number }>("SELECT id FROM players WHERE team = 'Michigan' AND active = 1 LIMIT 1")!;
    expectGameError(() => talkTo(save.db, texas(), String(other.id)), 'conflict', /plays for Michigan/, unchanged);
    expectGameError(
      () => promiseTo(save.db, texas(), String(before.id), 'forever'),
      'bad_input',
      /No promise/,
      unchanged,
    );
  });

  it("a starting role promised takes a backup's risk down to a starter's; a starter is refused one", () => {
    const backup = view().players.find((p) => !p.starter && !p.talked && p.depth <= 2 * STARTERS[p.pos as 'QB'])!;
    save.change(() => promiseTo(save.db, texas(), String(backup.id), 'starter'));
    const after = view().players.find((p) => p.id === backup.id)!;
    expect(after.portal_risk).toBeLessThan(backup.portal_risk / 2);
    expect(after.promised).toEqual([{ kind: 'starter', position: null, amount: null, status: 'pending' }]);
    const starter = view().players.find((p) => p.starter)!;
    expectGameError(
      () => promiseTo(save.db, texas(), String(starter.id), 'starter'),
      'conflict',
      /starts already/,
      unchanged,
    );
  });

  it('NIL he answers: refused below his floor, a counter between, accepted at the counter; three misses end the talk', () => {
    const target = view().players.find((p) => p.starter && !p.talked && (p.nil_ask ?? 0) >= 60)!;
    const ask = target.nil_ask!;
    const low = save.change(() => promiseTo(save.db, texas(), String(target.id), 'nil', '1k'));
    expect(low.negotiation).toEqual({ answer: 'refused', amount: null, asking: ask, rounds_left: 2 });
    const near = Math.ceil(0.86 * ask);
    const counter = save.change(() => promiseTo(save.db, texas(), String(target.id), 'nil', `${near}k`));
    expect(counter.negotiation?.answer).toBe('counter');
    const countered = counter.negotiation!.amount!;
    expect(countered).toBeGreaterThan(near);
    expect(countered).toBeLessThanOrEqual(ask);
    expect(view().players.find((p) => p.id === target.id)!.nil_ask).toBe(countered);
    const used = view().meetings.used;
    const deal = save.change(() => promiseTo(save.db, texas(), String(target.id), 'nil', `${countered}k`));
    expect(deal.negotiation?.answer).toBe('accepted');
    const after = view();
    expect(after.meetings.used).toBe(used + 1);
    expect(after.players.find((p) => p.id === target.id)!.promised).toEqual([
      { kind: 'nil', position: null, amount: countered, status: 'kept' },
    ]);
    expect(after.players.find((p) => p.id === target.id)!.portal_risk).toBeLessThan(target.portal_risk);
    // Another player who hears three offers below his floor stops listening for the season.
    const other = after.players.find((p) => p.starter && !p.talked && p.promised.length === 0 && p.id !== target.id)!;
    for (let i = 0; i < 3; i++) save.change(() => promiseTo(save.db, texas(), String(other.id), 'nil', '1k'));
    expectGameError(
      () => promiseTo(save.db, texas(), String(other.id), 'nil', `${other.nil_ask}k`),
      'conflict',
      /stopped listening/,
      unchanged,
    );
  });

  it('a recruit answers an NIL offer against his ask, shown on his page', () => {
    const ctx = new PageContext(save.db, texas());
    const prospect = prospectSearchView(ctx).prospects.find((p) => p.stars >= 3)!;
    const page = prospectPageView(ctx, prospect.id);
    expect(page.nil).not.toBeNull();
    const asking = page.nil!.asking;
    const refused = save.change(() => offerNil(save.db, texas(), String(prospect.id), '1k'));
    expect(refused.negotiation).toMatchObject({ answer: 'refused', asking, rounds_left: 2 });
    expect(refused.budget.nil.offers.some((o) => o.id === prospect.id)).toBe(false);
    const accepted = save.change(() => offerNil(save.db, texas(), String(prospect.id), `${asking}k`));
    expect(accepted.negotiation?.answer).toBe('accepted');
    expect(accepted.budget.nil.offers).toContainEqual(
      expect.objectContaining({ kind: 'recruit', id: prospect.id, amount: asking }),
    );
    expect(prospectPageView(new PageContext(save.db, texas()), prospect.id).nil?.agreed).toBe(asking);
  });

  it('the staff uses the meetings left by the rule; none are left after', () => {
    const left = view().meetings.left;
    const result = save.change(() => staffKeeps(save.db, texas()));
    expect(result.message).toMatch(/Your staff sat down with/);
    expect(view().meetings.left).toBeLessThan(left);
    if (view().meetings.left === 0)
      expectGameError(
        () => talkTo(save.db, texas(), String(view().players.at(-1)!.id)),
        'conflict',
        /all 8/,
        unchanged,
      );
  });

  it('the computer programs keep their players by the same rule and limits as the window opens', () => {
    const texasBefore = save.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM retention_actions WHERE team = 'Texas'",
    )!.n;
    save.change(() => advanceStage(save.db)); // -> roster progression: the portal opens
    const byTeam = save.db.all<{ team: string; n: number; promises: number }>(
      "SELECT team, COUNT(*) AS n, SUM(kind <> 'talk') AS promises FROM retention_actions WHERE year = 2024 GROUP BY team",
    );
    expect(byTeam.length).toBeGreaterThan(120);
    expect(byTeam.every((t) => t.n <= MEETINGS)).toBe(true);
    expect(byTeam.reduce((s, t) => s + t.promises, 0)).toBeGreaterThan(50);
    expect(byTeam.find((t) => t.team === 'Texas')!.n).toBe(texasBefore);
    // Talks and promises are made after the season only.
    expectGameError(
      () => talkTo(save.db, texas(), String(view().players[0].id)),
      'wrong_stage',
      /Season Summary/,
      unchanged,
    );
  });

  it("a broken promise raises his and his teammates' risk and costs recruiting trust", () => {
    // Texas's starting role went to a backup: as the next season starts, one who is not starting breaks it.
    save.change(() => advanceStage(save.db)); // -> recruiting summary
    save.change(() => advanceStage(save.db)); // -> 2025 preseason
    const promised = save.db.get<{ player_id: number }>(
      "SELECT player_id FROM retention_actions WHERE team = 'Texas' AND kind = 'starter' AND year = 2024 AND status = 'pending'",
    );
    expect(promised).toBeDefined();
    // The coach starts someone else.
    save.change(() => save.db.run('UPDATE players SET starter = 0, depth = 9 WHERE id = ?', [promised!.player_id]));
    save.change(() => advanceStage(save.db)); // -> 2025 season: the promise is judged
    const broken = save.db.all<{ player_id: number }>(
      "SELECT player_id FROM retention_actions WHERE team = 'Texas' AND status = 'broken'",
    );
    expect(broken.length).toBeGreaterThan(0);
    expect(programTrust(save.db, 'Texas', 2025)).toBeLessThan(1);
    expect(programReads(save.db, 2025).trust.get('Texas')).toBeLessThan(1);
    const v = view();
    expect(v.broken_this_season).toBe(broken.length);
    expect(v.trust_effect).toBeLessThan(1);
    // The same roster with the promise kept instead: he and his teammates are less likely to leave.
    const withBroken = new Map(v.players.map((p) => [p.id, p.portal_risk]));
    save.change(() =>
      save.db.run("UPDATE retention_actions SET status = 'kept' WHERE team = 'Texas' AND status = 'broken'"),
    );
    const kept = view();
    expect(kept.trust).toBe(1);
    const him = kept.players.find((p) => broken.some((b) => b.player_id === p.id));
    if (him) expect(withBroken.get(him.id)!).toBeGreaterThan(him.portal_risk);
    const teammate = kept.players.find((p) => !broken.some((b) => b.player_id === p.id) && p.portal_risk > 0.05)!;
    expect(withBroken.get(teammate.id)!).toBeGreaterThan(teammate.portal_risk);
  });
});
