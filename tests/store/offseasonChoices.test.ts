// An offseason played through the store's use cases with the player's choices (Clemson 2019, the portal's era, 85
// scholarships): a training plan set before the players develop, a player released into the portal and a transfer
// signed into the freed place, and the coach's experience points earned as the season ends (its development and
// recruiting parts as they come) and spent on an ability in the offseason. The training page and its confirmations
// name the same season. Bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_RATING } from '../../src/core/coaches/abilities.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { spendCoachXp } from '../../src/store/actions/coaches/abilities.js';
import { offerPortalPlayer, userPortalRoom } from '../../src/store/actions/portal.js';
import { releasePlayer } from '../../src/store/actions/roster/release.js';
import { setGroupFocus, setPlayerFocus } from '../../src/store/actions/training.js';
import type { Db } from '../../src/store/database.js';
import type { GameErrorKind } from '../../src/store/errors.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { coachXp, trainingPlan } from '../../src/store/queries/training.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { coachAbilitiesView } from '../../src/store/views/coachAbilities.js';
import { PageContext } from '../../src/store/views/context.js';
import { trainingView } from '../../src/store/views/training.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { programOf } from '../../src/store/program.js';

const TEAM = 'Clemson';
const temp = cliSave('store-offseason-choices-');
let save: SaveFile;
let db: Db;

function refused(kind: GameErrorKind, message: RegExp, action: () => unknown): void {
  expectGameError(
    () => save.change(action),
    kind,
    message,
    () => tablesHash(db),
  );
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

/** The player's coach's XP earned for 2019, by source. */
function earnedIn2019(): Map<string, number> {
  const coach = programCoach(db, programOf(db))!;
  return new Map(
    db
      .all<{ source: string; xp: number }>(
        'SELECT source, xp FROM coach_xp_earned WHERE coach_id = ? AND year = 2019',
        [coach.id],
      )
      .map((e) => [e.source, e.xp]),
  );
}

const total = (earned: Map<string, number>) => [...earned.values()].reduce((n, xp) => n + xp, 0);

/** The season the training page names, and the one a confirmation names. */
function trainingSeasons(message: string): [number, number] {
  return [
    trainingView(new PageContext(db)).applies_after_season,
    Number(/after the (\d{4}) season/i.exec(message)?.[1]),
  ];
}

describe('an offseason of choices', () => {
  let singled: number[] = [];
  let spentInOffseason = 0;

  it('earns the coach the XP of his season as it ends, to spend in the offseason', () => {
    expect(readState(db).stage).toBe('summary');
    const coach = programCoach(db, programOf(db))!;
    const earned = earnedIn2019();
    expect([...earned.keys()]).toContain('wins');
    expect(earned.has('development')).toBe(false);
    expect(coachXp(db, coach.id)).toBe(total(earned));
    expect(coachAbilitiesView(new PageContext(db)).xp).toBe(total(earned));
    const spent = save.change(() => spendCoachXp(db, programOf(db), 'defense', 1));
    spentInOffseason += spent.cost;
    expect(coachXp(db, coach.id)).toBe(total(earned) - spentInOffseason);
  });

  it('takes a training plan before the players develop, refusing bad input', () => {
    expect(trainingSeasons(save.change(() => setGroupFocus(db, programOf(db), 'ol', 'emphasis')).message)).toEqual([
      2019, 2019,
    ]);
    save.change(() => setGroupFocus(db, programOf(db), 'K/P', 'light'));
    const young = teamRoster(db, TEAM)
      .filter((p) => p.year === 'fr' || p.year === 'so')
      .sort((a, b) => b.potential - a.potential);
    singled = young.slice(0, 3).map((p) => p.id);
    for (const id of singled)
      expect(
        trainingSeasons(save.change(() => setPlayerFocus(db, programOf(db), String(id), 'emphasis')).message),
      ).toEqual([2019, 2019]);
    expect(trainingPlan(db, TEAM)).toEqual({
      groups: { OL: 'emphasis', 'K/P': 'light' },
      players: [...singled].sort((a, b) => a - b),
    });
    refused('conflict', /3 players are singled out already/, () =>
      setPlayerFocus(db, programOf(db), String(young[3].id), 'emphasis'),
    );
    refused('bad_input', /No position group "slot"/, () => setGroupFocus(db, programOf(db), 'slot', 'emphasis'));
    refused('bad_input', /No training focus "max"/, () => setGroupFocus(db, programOf(db), 'QB', 'max'));
    refused('not_found', /No player called "Nobody Here"/, () =>
      setPlayerFocus(db, programOf(db), 'Nobody Here', 'emphasis'),
    );
    const other = db.get<{ id: number }>('SELECT id FROM players WHERE team <> ? AND active = 1 LIMIT 1', [TEAM])!;
    refused('conflict', /you can only manage Clemson/, () =>
      setPlayerFocus(db, programOf(db), String(other.id), 'emphasis'),
    );
  });

  it('develops the players under the plan: the singled-out young players stay in it', () => {
    save.change(() => advanceStage(db)); // Roster Progression
    expect(readState(db).stage).toBe('progression');
    const changes = db.all<{ player_id: number; change: number }>(
      "SELECT player_id, change FROM roster_changes WHERE year = 2019 AND team = ? AND kind = 'progressed'",
      [TEAM],
    );
    expect(changes.length).toBeGreaterThan(40);
    const stayed = singled.filter((id) => teamRoster(db, TEAM).some((p) => p.id === id));
    expect(trainingPlan(db, TEAM).players).toEqual([...stayed].sort((a, b) => a - b));
    // His players developed: that part of his XP is earned now, and the plan waits for the next season's players.
    expect(earnedIn2019().get('development')).toBeGreaterThan(0);
    expect(coachXp(db, programCoach(db, programOf(db))!.id)).toBe(total(earnedIn2019()) - spentInOffseason);
    expect(trainingSeasons(save.change(() => setGroupFocus(db, programOf(db), 'QB', 'normal')).message)).toEqual([
      2020, 2020,
    ]);
    expect(
      trainingSeasons(
        save.change(() => setPlayerFocus(db, programOf(db), String(teamRoster(db, TEAM)[0].id), 'normal')).message,
      ),
    ).toEqual([2020, 2020]);
  });

  it('releases a player and signs a transfer into the freed place', () => {
    const before = userPortalRoom(db, programOf(db), readState(db));
    const weakest = teamRoster(db, TEAM)
      .filter((p) => p.pos !== 'K' && p.pos !== 'P')
      .sort((a, b) => a.rating - b.rating)[0];
    const released = save.change(() => releasePlayer(db, programOf(db), String(weakest.id)));
    expect(released.portal).toBe(true);
    const room = userPortalRoom(db, programOf(db), readState(db));
    expect(room.returning).toBe(before.returning - 1);
    expect(room.left).toBe(Math.min(85, before.left + 1));
    expect(room.left).toBeGreaterThan(0);
    // Offers to portal players of modest rating (likelier to choose Clemson's backup places), one per open place.
    const candidates = db.all<{ player_id: number }>(
      `SELECT player_id FROM portal_entries WHERE year = 2019 AND to_team IS NULL AND from_team <> ? AND rating < 70
       ORDER BY rating DESC, player_id LIMIT ?`,
      [TEAM, room.left],
    );
    for (const c of candidates) save.change(() => offerPortalPlayer(db, programOf(db), c.player_id));
    refused('conflict', /released/, () => offerPortalPlayer(db, programOf(db), weakest.id));
    save.change(() => advanceStage(db)); // signing day
    // The class he signed earns its part on signing day (none here: this player left the trail to nobody).
    const stars = db.get<{ four: number; five: number }>(
      `SELECT COALESCE(SUM(p.stars = 4), 0) AS four, COALESCE(SUM(p.stars = 5), 0) AS five FROM roster_changes r JOIN players p ON p.id = r.player_id
       WHERE r.year = 2019 AND r.kind = 'recruit' AND r.team = ?`,
      [TEAM],
    )!;
    expect(earnedIn2019().get('recruiting') ?? 0).toBe(6 * stars.four + 15 * stars.five);
    expect(coachXp(db, programCoach(db, programOf(db))!.id)).toBe(total(earnedIn2019()) - spentInOffseason);
    const signed = db.all<{ player_id: number }>(
      'SELECT player_id FROM portal_entries WHERE year = 2019 AND to_team = ?',
      [TEAM],
    );
    expect(signed.length).toBeGreaterThan(0);
    const roster = teamRoster(db, TEAM);
    for (const s of signed) expect(roster.some((p) => p.id === s.player_id)).toBe(true);
    expect(roster.length).toBeLessThanOrEqual(85);
    expect(roster.some((p) => p.id === weakest.id)).toBe(false);
  });

  it('keeps the rest of his XP into the next season, which he spends; computer coaches spent theirs', () => {
    save.change(() => advanceStage(db)); // the 2020 preseason
    expect(readState(db)).toMatchObject({ year: 2020, stage: 'preseason' });
    const coach = programCoach(db, programOf(db))!;
    const earned = db.all<{ source: string; xp: number }>(
      'SELECT source, xp FROM coach_xp_earned WHERE coach_id = ? AND year = 2019',
      [coach.id],
    );
    expect(earned.map((e) => e.source)).toContain('wins');
    const xp = coachXp(db, coach.id);
    expect(xp).toBe(earned.reduce((n, e) => n + e.xp, 0) - spentInOffseason);
    // Clemson's 2019 season (a title contender) pays for more than a point.
    expect(xp + spentInOffseason).toBeGreaterThan(200);
    const rating = coach[ABILITY_RATING.recruiting];
    // Clemson's coach is a recruiter (a blue blood's by default): his recruiting is his dearest rating to raise.
    const spent = save.change(() => spendCoachXp(db, programOf(db), 'recruiting', 1));
    expect(programCoach(db, programOf(db))!.recruiting).toBe(rating + 1);
    expect(coachXp(db, coach.id)).toBe(xp - spent.cost);
    refused('conflict', /costs \d+ XP; you have \d+/, () => spendCoachXp(db, programOf(db), 'defense', 30));
    refused('bad_input', /No coach ability "luck"/, () => spendCoachXp(db, programOf(db), 'luck'));
    refused('bad_input', /Points must be a whole number/, () => spendCoachXp(db, programOf(db), 'defense', '0'));
    // The computer coaches kept less than the price of a point, and nobody else's seasons are listed.
    const others = db.all<{ xp: number }>('SELECT xp FROM coach_xp WHERE coach_id <> ?', [coach.id]);
    for (const o of others) expect(o.xp).toBeLessThan(220);
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coach_xp_earned WHERE coach_id <> ?', [coach.id])!.n).toBe(
      0,
    );
  });
});
