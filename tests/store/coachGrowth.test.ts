// Coaches who grow, through the store's use cases on Clemson's 2019 dynasty: every coach starts on an archetype with
// his level's tiers, the season's XP counts toward his level, the computer's coaches buy with their points, the player
// buys his own (bad input changes nothing), and what he buys is played: more recruiting hours on the board, more growth
// for a position group at Roster Progression, a game-day edge from the week after it was bought (the games played
// before are replayed as they were). A save from before levels gets them from the XP it holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyByPolicy, pointsLeft } from '../../src/core/coaches/archetypes.js';
import { levelOf, xpForLevel } from '../../src/core/coaches/levels.js';
import { ABILITY_TIERS } from '../../src/core/coaches/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { buyCoachAbility } from '../../src/store/actions/coaches/growth.js';
import { playByPlay } from '../../src/store/actions/season/replay.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { programOf } from '../../src/store/program.js';
import { coachGrowth, coachGrowths } from '../../src/store/queries/coachGrowth.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { seasonGamePlans } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { addCoachGrowth } from '../../src/store/migrations/coachGrowth.js';
import { coachAbilitiesView } from '../../src/store/views/coachAbilities.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { dropAfterPipelines, PIPELINE_TABLE_NAMES } from '../helpers/laterTables.js';

const TEAM = 'Clemson';
const temp = cliSave('store-coach-growth-');
let save: SaveFile;
let db: Db;

const playerCoachId = () => programCoach(db, programOf(db))!.id;
const setCareerXp = (xp: number) =>
  save.change(() => db.run('UPDATE coach_growth SET career_xp = ? WHERE coach_id = ?', [xp, playerCoachId()]));

beforeAll(async () => {
  await playedSeason2019(temp.path);
  save = await SaveFile.open(temp.path);
  db = save.db;
}, 240_000);

afterAll(() => {
  save?.close();
  temp.cleanup();
});

describe("a dynasty's coaches", () => {
  it('each start on an archetype with the tiers his level buys; the player on his background', () => {
    const growths = coachGrowths(db);
    const employed = db.all<{ id: number; is_user: number }>('SELECT id, is_user FROM coaches WHERE team IS NOT NULL');
    expect(employed.length).toBeGreaterThan(120);
    for (const c of employed) {
      const g = growths.get(c.id)!;
      expect(g, `coach ${c.id}`).toBeDefined();
      expect(g.owned[g.starting]).toBeGreaterThanOrEqual(1);
      expect(pointsLeft(g)).toBeGreaterThanOrEqual(0);
      // A computer coach has bought all his points pay for.
      if (c.is_user === 0) expect(buyByPolicy(g)).toEqual([]);
    }
    // Levels spread with the coaches' records.
    const levels = new Set(employed.map((c) => levelOf(growths.get(c.id)!.careerXp)));
    expect(levels.size).toBeGreaterThan(5);
    // Clemson's player left his background to the game: a blue blood's is the recruiter.
    const mine = coachGrowth(db, playerCoachId())!;
    expect(mine).toMatchObject({ archetype: 'recruiter', starting: 'recruiting-grind', careerXp: 0 });
    expect(mine.owned).toEqual({ 'recruiting-grind': 1 });
  });
});

describe('the player buying an ability', () => {
  it('is refused without points, for an unknown ability or past the top tier, and nothing changes', () => {
    const program = programOf(db);
    const hash = () => tablesHash(db);
    expectGameError(
      () => save.change(() => buyCoachAbility(db, program, 'home-pitch')),
      'conflict',
      /costs 1 point; you have 0 \(level 1, the next at 100 career XP\)/,
      hash,
    );
    expectGameError(
      () => save.change(() => buyCoachAbility(db, program, 'fourth quarter magic')),
      'bad_input',
      /No archetype ability "fourth quarter magic": recruiting-grind, /,
      hash,
    );
    save.change(() =>
      db.run("UPDATE coach_ability_tiers SET tier = 3 WHERE coach_id = ? AND ability = 'recruiting-grind'", [
        playerCoachId(),
      ]),
    );
    expectGameError(
      () => save.change(() => buyCoachAbility(db, program, 'recruiting grind')),
      'conflict',
      /Recruiting grind is at its top tier \(III\)/,
      hash,
    );
    save.change(() =>
      db.run("UPDATE coach_ability_tiers SET tier = 1 WHERE coach_id = ? AND ability = 'recruiting-grind'", [
        playerCoachId(),
      ]),
    );
  });

  it('adds recruiting hours on the board at once, and says what the tier gives', () => {
    const program = programOf(db);
    setCareerXp(xpForLevel(4));
    const before = recruitingBoardView(new PageContext(db, program)).hours.weekly;
    const bought = save.change(() => buyCoachAbility(db, program, 'Recruiting grind'));
    expect(bought).toMatchObject({ ability: 'recruiting-grind', tier: 2, cost: 2, points: 1 });
    expect(bought.message).toBe(
      `Recruiting grind II for 2 points: +${ABILITY_TIERS.hours[1]} recruiting hours every week of the cycle; 1 left.`,
    );
    const after = recruitingBoardView(new PageContext(db, program)).hours.weekly;
    expect(after - before).toBe(ABILITY_TIERS.hours[1] - ABILITY_TIERS.hours[0]);
    const view = coachAbilitiesView(new PageContext(db, program));
    expect(view.level).toMatchObject({ level: 4, points: 3, points_spent: 2, points_left: 1, archetype: 'recruiter' });
    const grind = view.archetypes[0].abilities.find((a) => a.ability === 'recruiting-grind')!;
    expect(grind).toMatchObject({ tier: 2, next_cost: 3, can_buy: false });
    expect(grind.tiers.map((t) => t.value)).toEqual([...ABILITY_TIERS.hours]);
  });

  it("plays a game-day ability from the week after it was bought: the season's games replay as they were played", () => {
    const program = programOf(db);
    const year = readState(db).year;
    // A game of Clemson's own, its stored plays set aside: the replay must play it again as it was played.
    const game = db.get<{ id: number; week: number }>(
      `SELECT g.id, g.week FROM games g JOIN game_detail d ON d.game_id = g.id
       WHERE g.year = ? AND (g.home = ? OR g.away = ?) AND d.plays IS NOT NULL ORDER BY g.week LIMIT 1`,
      [year, TEAM, TEAM],
    )!;
    // A stored play has no drive or drawing (a game played again has them): compared without them.
    const plain = () => JSON.stringify(playByPlay(db, game.id)?.map(({ drive: _d, art: _a, ...line }) => line));
    const played = plain();
    save.change(() => db.run('UPDATE game_detail SET plays = NULL WHERE game_id = ?', [game.id]));
    const before = seasonGamePlans(db, year).get(TEAM)!.situations!.redZone;
    setCareerXp(xpForLevel(6));
    save.change(() => buyCoachAbility(db, program, 'red-zone'));
    // The plans of the weeks to come have it; those of the weeks played do not, and their games replay the same.
    expect(seasonGamePlans(db, year).get(TEAM)!.situations!.redZone).toBeGreaterThan(before + 1.5);
    expect(seasonGamePlans(db, year, game.week).get(TEAM)!.situations!.redZone).toBeCloseTo(before);
    expect(plain()).toBe(played);
  });
});

describe('the offseason', () => {
  let careerAtSeasonEnd = 0;

  it("counts the season's XP toward the player's level as it comes", () => {
    const id = playerCoachId();
    const career = coachGrowth(db, id)!.careerXp;
    save.change(() => advanceStage(db)); // the season summary: its results' XP
    const earned = db.get<{ xp: number }>(
      'SELECT SUM(xp) AS xp FROM coach_xp_earned WHERE coach_id = ? AND year = 2019',
      [id],
    )!.xp;
    expect(earned).toBeGreaterThan(100);
    careerAtSeasonEnd = coachGrowth(db, id)!.careerXp;
    expect(careerAtSeasonEnd - career).toBe(earned);
  });

  it('grows the position groups of a Motivator more at Roster Progression (the same draws otherwise)', async () => {
    // Two copies at the summary: one whose coach has the trench builder's top tier.
    const copy = join(dirname(temp.path), 'trench.db');
    await save.copyTo(copy);
    const other = await SaveFile.open(copy);
    other.change(() =>
      other.db.run(
        "INSERT INTO coach_ability_tiers (coach_id, ability, tier, from_year, from_week) VALUES (?, 'trench-builder', 3, 2020, 0)",
        [playerCoachId()],
      ),
    );
    const progressed = (d: Db) =>
      new Map(
        d
          .all<{ player_id: number; pos: string; change: number }>(
            `SELECT r.player_id, p.pos, r.change FROM roster_changes r JOIN players p ON p.id = r.player_id
             WHERE r.year = 2019 AND r.team = ? AND r.kind = 'progressed'`,
            [TEAM],
          )
          .map((r) => [r.player_id, r]),
      );
    save.change(() => advanceStage(db));
    other.change(() => advanceStage(other.db));
    const plain = progressed(db);
    const built = progressed(other.db);
    other.close();
    const meanGain = (trenches: boolean) => {
      const ids = [...plain.keys()].filter((id) => ['OL', 'DL'].includes(plain.get(id)!.pos) === trenches);
      return ids.reduce((s, id) => s + built.get(id)!.change - plain.get(id)!.change, 0) / ids.length;
    };
    expect(meanGain(true)).toBeGreaterThan(0.7 * ABILITY_TIERS.trench[2]);
    expect(Math.abs(meanGain(false))).toBeLessThan(0.3);
  }, 120_000);

  it("adds every coach's season at the next preseason; the computer's buy with it, coordinators earn their share", () => {
    const before = coachGrowths(db);
    const coordinatorsBefore = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coordinator_growth')!.n;
    save.change(() => advanceStage(db)); // signing day
    save.change(() => advanceStage(db)); // the next preseason
    const after = coachGrowths(db);
    const computer = db.all<{ coach_id: number }>(
      'SELECT s.coach_id FROM coach_seasons s JOIN coaches c ON c.id = s.coach_id WHERE s.year = 2019 AND c.is_user = 0',
    );
    let grew = 0;
    for (const { coach_id } of computer) {
      const g = after.get(coach_id)!;
      if (g.careerXp > before.get(coach_id)!.careerXp) grew++;
      expect(buyByPolicy(g), `coach ${coach_id}`).toEqual([]);
    }
    expect(grew).toBeGreaterThan(computer.length * 0.9);
    // The player's was counted as it came, not again.
    expect(after.get(playerCoachId())!.careerXp).toBe(
      careerAtSeasonEnd
        + db.get<{ xp: number }>(
          "SELECT SUM(xp) AS xp FROM coach_xp_earned WHERE coach_id = ? AND year = 2019 AND source IN ('development', 'recruiting')",
          [playerCoachId()],
        )!.xp,
    );
    const coordinators = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coordinator_growth')!.n;
    expect(coordinatorsBefore).toBe(0);
    expect(coordinators).toBeGreaterThanOrEqual(3 * 120);
  });
});

describe('a save from before levels', () => {
  it('gives every coach his level from the XP it holds, the computer their tiers', async () => {
    const now = join(dirname(temp.path), 'now.db');
    await save.copyTo(now);
    const old = await memoryDb(readFileSync(now));
    // The migrations after the levels' go too (migrating makes them again).
    dropAfterPipelines(old);
    for (const table of PIPELINE_TABLE_NAMES) old.exec(`DROP TABLE ${table}`);
    old.exec('DROP TABLE coach_growth; DROP TABLE coach_ability_tiers; DROP TABLE coordinator_growth;');
    old.exec(`PRAGMA user_version = ${MIGRATIONS.indexOf(addCoachGrowth)}`);
    const path = join(dirname(temp.path), 'before-levels.db');
    writeFileSync(path, old.export());
    old.close();
    const migrated = await SaveFile.open(path);
    const id = programCoach(migrated.db, programOf(migrated.db))!.id;
    const earned = migrated.db.get<{ xp: number }>('SELECT SUM(xp) AS xp FROM coach_xp_earned WHERE coach_id = ?', [
      id,
    ])!.xp;
    expect(earned).toBeGreaterThan(0);
    expect(coachGrowth(migrated.db, id)!.careerXp).toBe(earned);
    const growths = coachGrowths(migrated.db);
    const coaches = migrated.db.all<{ id: number; is_user: number }>('SELECT id, is_user FROM coaches');
    for (const c of coaches) {
      const g = growths.get(c.id)!;
      expect(g, `coach ${c.id}`).toBeDefined();
      if (c.is_user === 0) expect(buyByPolicy(g)).toEqual([]);
    }
    migrated.close();
  });
});
