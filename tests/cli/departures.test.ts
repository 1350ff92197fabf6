// Leaving the program, from the command line over a real save: after a 2019 season the dynasty moves to Roster
// Progression, where underclassmen have declared for the NFL draft (held at once), players have entered the
// transfer portal, and the player offers portal players; moving on, each portal player signs somewhere or stays
// unsigned, most transfers sit out 2020 (the rule before 2021) and the lineup skips them. Bad input: exit 2,
// nothing changed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepthChartResponse,
  RecruitingSummaryResponse,
  RosterProgressionResponse,
} from '../../src/shared/api-types.js';
import type { DraftResponse, PortalResponse } from '../../src/shared/departures-types.js';
import { loadSeasonTeams } from '../../src/store/actions/season/rosters.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { dynastyLeague } from '../../src/store/league.js';
import { portalEntries } from '../../src/store/queries/portal.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';

const TEAM = 'Clemson';
const temp = cliSave('cli-departures-');
const save = temp.path;
const { cli, json, refused } = temp;

async function openSave(): Promise<Db> {
  return await memoryDb(readFileSync(save));
}

beforeAll(async () => {
  await playedSeason2019(save);
  expect((await cli('advance')).status).toBe(0); // summary
}, 240_000);

afterAll(() => temp.cleanup());

describe('early departures, the draft and the transfer portal', () => {
  it('has no draft and no portal before the offseason, and refuses to guess', async () => {
    expect((await cli('draft')).stdout).toContain('No NFL draft yet');
    expect((await json<PortalResponse>('portal')).year).toBeNull();
    await refused(['portal', 'offer', 'Nobody', 'Here'], /No player named Nobody Here has entered the transfer portal/);
    await refused(['draft', '--year', '2019'], /No NFL draft after the 2019 season/);
  });

  it('holds the 2020 draft of seniors and early entrants at the move to Roster Progression', async () => {
    expect((await cli('advance')).status).toBe(0);
    const draft = await json<DraftResponse>('draft');
    expect(draft).toMatchObject({ year: 2019, draft_year: 2020, years: [2019] });
    expect(draft.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draft.summary.picks).toBe(255);
    expect(draft.rounds[0].picks).toHaveLength(32);
    expect(draft.summary.early_entrants).toBeGreaterThan(60);
    expect(draft.summary.early_entrants).toBeLessThan(160);
    expect(draft.undrafted_early.every((p) => p.early && p.pick === null)).toBe(true);
    expect(draft.rounds.flatMap((r) => r.picks).every((p) => p.college && p.nfl_team)).toBe(true);
    const text = (await cli('draft', '--year', '2019')).stdout;
    expect(text).toContain('2020 NFL draft (players of the 2019 season): 255 picks in 7 rounds');
    expect(text).toContain('Round 7');

    const db = await openSave();
    // Everyone drafted or declared has left his program; early entrants were juniors or redshirt sophomores.
    expect(
      db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM players p JOIN draft_picks d ON d.player_id = p.id WHERE p.active = 1',
      )?.n,
    ).toBe(0);
    const early = db.all<{ class: string }>('SELECT class FROM draft_picks WHERE early = 1');
    expect(early.every((p) => p.class === 'jr' || p.class === 'so')).toBe(true);
    db.close();

    const progression = await json<RosterProgressionResponse>('progression');
    const mineEarly = draft.rounds
      .flatMap((r) => r.picks)
      .concat(draft.undrafted_early)
      .filter((p) => p.college === TEAM && p.early);
    expect(progression.early_entrants?.map((p) => p.id).sort()).toEqual(mineEarly.map((p) => p.id).sort());
    expect(progression.limit).toMatchObject({ kind: 'scholarships', max: 85, season: 2020 });
  });

  it("opens the portal: entrants with their reasons, the player's own among them, search by position and rating", async () => {
    const portal = await json<PortalResponse>('portal');
    expect(portal).toMatchObject({ year: 2019, open: true, sit_out_rule: true, limit: { max: 85 } });
    // The portal's first seasons: about 11 a program (recent seasons 15-25).
    expect(portal.total / 130).toBeGreaterThan(6);
    expect(portal.total / 130).toBeLessThan(16);
    const mine = portal.players.filter((p) => p.from_team === TEAM);
    const progression = await json<RosterProgressionResponse>('progression');
    expect(progression.portal_departures?.map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort());
    expect(portal.players.every((p) => p.reason_label.length > 0 && p.to_team === null && !p.offered)).toBe(true);
    const qbs = await json<PortalResponse>('portal', '--position', 'qb', '--min-rating', '60');
    expect(qbs.players.length).toBeGreaterThan(0);
    expect(qbs.players.every((p) => p.pos === 'QB' && p.rating >= 60)).toBe(true);
    expect(qbs.total).toBe(portal.total);
    await refused(['portal', '--position', 'QBX'], /Unknown position "QBX"/);
    await refused(['portal', '--min-rating', 'high'], /Minimum rating must be a whole number/);
  });

  it('takes offers until the limit, refusing an unknown player, a repeated offer and one beyond the limit', async () => {
    const portal = await json<PortalResponse>('portal');
    const targets = portal.players.filter((p) => p.from_team !== TEAM);
    const first = targets[0];
    const offered = await cli('portal', 'offer', first.first, first.last);
    expect(offered.status).toBe(0);
    expect(offered.stdout).toContain(`Offered ${first.first} ${first.last}`);
    await refused(
      ['portal', 'offer', String(first.id)],
      new RegExp(`${TEAM} has already offered ${first.first} ${first.last}`),
    );
    await refused(['portal', 'offer', 'Zz', 'Unknown'], /No player named Zz Unknown/);
    let room = (await json<PortalResponse>('portal')).room;
    expect(room.offers).toBe(1);
    // Room under 85: the returning players, the recruits committed to the class and the offers out, nothing held back.
    expect(room.left).toBe(85 - room.returning - room.signed - 1);
    expect(room.left).toBeGreaterThan(0);
    for (const p of targets.slice(1, 1 + room.left))
      expect((await cli('portal', 'offer', String(p.id))).status).toBe(0);
    room = (await json<PortalResponse>('portal')).room;
    expect(room.left).toBe(0);
    await refused(['portal', 'offer', String(targets[room.offers + 1].id)], /No room under 85 scholarships for 2020/);
  });

  it('signs every portal player somewhere or leaves him unsigned, within the limit; most sit out 2020', async () => {
    const before = await json<PortalResponse>('portal');
    expect((await cli('advance')).status).toBe(0);
    const after = await json<PortalResponse>('portal');
    expect(after.open).toBe(false);
    expect(after.total).toBe(before.total);
    const signed = after.players.filter((p) => p.to_team !== null);
    // A good part finds a program (29% in this first offseason of seed 5: its rosters already hold a running league's
    // classes, so few places open; 47% the next year, about half from 2021 in dynasty batches).
    expect(signed.length / after.total).toBeGreaterThan(0.2);
    expect(signed.every((p) => p.to_team !== p.from_team)).toBe(true);
    expect(signed.filter((p) => p.sits_out).length / signed.length).toBeGreaterThan(0.6);
    // Offers the player made are marked, and those he landed are on his roster.
    expect(after.players.filter((p) => p.offered)).toHaveLength(before.room.offers);
    // The player's offers fill his open places: some of those he offered signed with him.
    expect(after.players.filter((p) => p.offered && p.to_team === TEAM).length).toBeGreaterThan(0);

    const summary = await json<RecruitingSummaryResponse>('recruiting');
    expect(summary.portal_arrivals?.length).toBe(signed.length);
    const db = await openSave();
    const sizes = db.all<{ team: string; n: number }>(
      'SELECT team, COUNT(*) AS n FROM players WHERE active = 1 GROUP BY team',
    );
    expect(Math.max(...sizes.map((s) => s.n))).toBeLessThanOrEqual(85);
    const onRoster = db.all<{ id: number; team: string }>(
      `SELECT id, team FROM players WHERE active = 1 AND id IN (${signed.map((p) => p.id).join(',')})`,
    );
    expect(onRoster).toHaveLength(signed.length);
    expect(onRoster.every((r) => signed.find((p) => p.id === r.id)!.to_team === r.team)).toBe(true);
    db.close();

    // After the window: a signed player has signed; anyone else waits for the next Roster Progression.
    await refused(['portal', 'offer', String(signed[0].id)], new RegExp(`already signed with ${signed[0].to_team}`));
    const unsigned = after.players.find((p) => p.to_team === null);
    if (unsigned)
      await refused(['portal', 'offer', String(unsigned.id)], /open for offers only in the Roster Progression stage/);
  });

  it('keeps transfers who sit out on the roster but out of the 2020 lineup', async () => {
    expect((await cli('advance')).status).toBe(0); // 2020 preseason
    const db = await openSave();
    // The 2019 offseason's portal is packed once 2020 begins (portal_history): read it as the game does.
    const sitting = portalEntries(db, 2019)
      .filter((e) => e.sits_out === 1)
      .map((e) => ({ player_id: e.player_id, to_team: e.to_team! }));
    expect(sitting.length).toBeGreaterThan(100);
    const teams = loadSeasonTeams(db, dynastyLeague(db, 2020)).gameTeams;
    for (const s of sitting) {
      expect(
        db.get<{ team: string; active: number }>('SELECT team, active FROM players WHERE id = ?', [s.player_id]),
      ).toEqual({ team: s.to_team, active: 1 });
      expect(teams.get(s.to_team)!.players.some((p) => p.id === s.player_id)).toBe(false);
    }
    // Everyone else of those rosters plays.
    const team = sitting[0].to_team;
    const active = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE team = ? AND active = 1', [team])!.n;
    expect(teams.get(team)!.players).toHaveLength(active - sitting.filter((s) => s.to_team === team).length);
    db.close();

    // The depth chart shows them as sitting out (out, not among the starters), as the API and the text do.
    const sitters = new Set(sitting.filter((s) => s.to_team === team).map((s) => s.player_id));
    const chart = await json<DepthChartResponse>('depth', '--team', team);
    const players = chart.positions.flatMap((p) => p.players);
    expect(
      players
        .filter((p) => p.sitting_out)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...sitters].sort());
    for (const p of players.filter((x) => x.sitting_out)) expect(p).toMatchObject({ out: true, starter: false });
    // Every position still has its starters: the next men up, none of them sitting out.
    for (const pos of chart.positions) {
      const starters = pos.players.filter((p) => p.starter);
      expect(starters.length).toBe(Math.min(pos.starters, pos.players.filter((p) => !p.sitting_out).length));
    }
    const sitter = players.find((p) => p.sitting_out)!;
    const text = (await cli('depth', '--team', team)).stdout;
    expect(text.split('\n').find((line) => line.includes(`${sitter.first} ${sitter.last}`))).toContain(
      'Sits out (transfer)',
    );
  });
});
