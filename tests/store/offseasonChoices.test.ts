// An offseason played through the store's use cases with the player's choices (Clemson 2019, the portal's era, 85
// scholarships): a training plan set before the players develop, a player released into the portal and a transfer
// signed into the freed place, and the coach's experience points earned at the season's turn and spent on an
// ability. Bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_RATING } from '../../src/core/coaches/abilities.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { spendCoachXp } from '../../src/store/actions/coaches/abilities.js';
import { offerPortalPlayer, userPortalRoom } from '../../src/store/actions/portal.js';
import { releasePlayer } from '../../src/store/actions/roster/release.js';
import { setGroupFocus, setPlayerFocus } from '../../src/store/actions/training.js';
import type { Db } from '../../src/store/database.js';
import type { GameErrorKind } from '../../src/store/errors.js';
import { userCoach } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { coachXp, trainingPlan } from '../../src/store/queries/training.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';

const TEAM = 'Clemson';
const temp = cliSave('store-offseason-choices-');
let save: SaveFile;
let db: Db;

function refused(kind: GameErrorKind, message: RegExp, action: () => unknown): void {
  expectGameError(() => save.change(action), kind, message, () => tablesHash(db));
}

beforeAll(async () => {
  await playedSeason2019(temp.path);
  save = await SaveFile.open(temp.path);
  db = save.db;
  save.change(() => advanceStage(db)); // the season summary
}, 240_000);

afterAll(() => {
  save?.close();
  temp.cleanup();
});

describe('an offseason of choices', () => {
  let singled: number[] = [];

  it('takes a training plan before the players develop, refusing bad input', () => {
    save.change(() => setGroupFocus(db, 'ol', 'emphasis'));
    save.change(() => setGroupFocus(db, 'K/P', 'light'));
    const young = teamRoster(db, TEAM).filter((p) => p.year === 'fr' || p.year === 'so').sort((a, b) => b.potential - a.potential);
    singled = young.slice(0, 3).map((p) => p.id);
    for (const id of singled) save.change(() => setPlayerFocus(db, String(id), 'emphasis'));
    expect(trainingPlan(db, TEAM)).toEqual({ groups: { OL: 'emphasis', 'K/P': 'light' }, players: [...singled].sort((a, b) => a - b) });
    refused('conflict', /3 players are singled out already/, () => setPlayerFocus(db, String(young[3].id), 'emphasis'));
    refused('bad_input', /No position group "slot"/, () => setGroupFocus(db, 'slot', 'emphasis'));
    refused('bad_input', /No training focus "max"/, () => setGroupFocus(db, 'QB', 'max'));
    refused('not_found', /No player called "Nobody Here"/, () => setPlayerFocus(db, 'Nobody Here', 'emphasis'));
    const other = db.get<{ id: number }>("SELECT id FROM players WHERE team <> ? AND active = 1 LIMIT 1", [TEAM])!;
    refused('conflict', /you can only manage Clemson/, () => setPlayerFocus(db, String(other.id), 'emphasis'));
  });

  it('develops the players under the plan: the singled-out young players stay in it', () => {
    save.change(() => advanceStage(db)); // Roster Progression
    expect(readState(db).stage).toBe('progression');
    const changes = db.all<{ player_id: number; change: number }>(
      "SELECT player_id, change FROM roster_changes WHERE year = 2019 AND team = ? AND kind = 'progressed'", [TEAM],
    );
    expect(changes.length).toBeGreaterThan(40);
    const stayed = singled.filter((id) => teamRoster(db, TEAM).some((p) => p.id === id));
    expect(trainingPlan(db, TEAM).players).toEqual([...stayed].sort((a, b) => a - b));
  });

  it('releases a player and signs a transfer into the freed place', () => {
    const before = userPortalRoom(db, readState(db));
    const weakest = teamRoster(db, TEAM).filter((p) => p.pos !== 'K' && p.pos !== 'P').sort((a, b) => a.rating - b.rating)[0];
    const released = save.change(() => releasePlayer(db, String(weakest.id)));
    expect(released.portal).toBe(true);
    const room = userPortalRoom(db, readState(db));
    expect(room.returning).toBe(before.returning - 1);
    expect(room.left).toBe(Math.min(85, before.left + 1));
    expect(room.left).toBeGreaterThan(0);
    // Offers to portal players of modest rating (likelier to choose Clemson's backup places), one per open place.
    const candidates = db.all<{ player_id: number }>(
      `SELECT player_id FROM portal_entries WHERE year = 2019 AND to_team IS NULL AND from_team <> ? AND rating < 70
       ORDER BY rating DESC, player_id LIMIT ?`, [TEAM, room.left],
    );
    for (const c of candidates) save.change(() => offerPortalPlayer(db, c.player_id));
    refused('conflict', /released/, () => offerPortalPlayer(db, weakest.id));
    save.change(() => advanceStage(db)); // signing day
    const signed = db.all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = 2019 AND to_team = ?', [TEAM]);
    expect(signed.length).toBeGreaterThan(0);
    const roster = teamRoster(db, TEAM);
    for (const s of signed) expect(roster.some((p) => p.id === s.player_id)).toBe(true);
    expect(roster.length).toBeLessThanOrEqual(85);
    expect(roster.some((p) => p.id === weakest.id)).toBe(false);
  });

  it('earns the coach XP at the turn of the season, which he spends; computer coaches spent theirs', () => {
    save.change(() => advanceStage(db)); // the 2020 preseason
    expect(readState(db)).toMatchObject({ year: 2020, stage: 'preseason' });
    const coach = userCoach(db)!;
    const earned = db.all<{ source: string; xp: number }>('SELECT source, xp FROM coach_xp_earned WHERE coach_id = ? AND year = 2019', [coach.id]);
    expect(earned.map((e) => e.source)).toContain('wins');
    const xp = coachXp(db, coach.id);
    expect(xp).toBe(earned.reduce((n, e) => n + e.xp, 0));
    // Clemson's 2019 season (a title contender) pays for more than a point.
    expect(xp).toBeGreaterThan(200);
    const rating = coach[ABILITY_RATING.recruiting];
    const spent = save.change(() => spendCoachXp(db, 'recruiting', 2));
    expect(userCoach(db)!.recruiting).toBe(rating + 2);
    expect(coachXp(db, coach.id)).toBe(xp - spent.cost);
    refused('conflict', /costs \d+ XP; you have \d+/, () => spendCoachXp(db, 'defense', 30));
    refused('bad_input', /No coach ability "luck"/, () => spendCoachXp(db, 'luck'));
    refused('bad_input', /Points must be a whole number/, () => spendCoachXp(db, 'defense', '0'));
    // The computer coaches kept less than the price of a point, and nobody else's seasons are listed.
    const others = db.all<{ xp: number }>('SELECT xp FROM coach_xp WHERE coach_id <> ?', [coach.id]);
    for (const o of others) expect(o.xp).toBeLessThan(220);
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coach_xp_earned WHERE coach_id <> ?', [coach.id])!.n).toBe(0);
  });
});
