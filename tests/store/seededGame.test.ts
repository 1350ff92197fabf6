// The game must not change with speed work: one seed gives exactly the same league, rosters, schedule, results
// and offseason. A hash of every table's rows of a seeded dynasty (new game, a whole season, the offseason to the
// next preseason) is compared with the hash the game gave before any speed change, in process and through the
// real bin/dynasty, as a player runs it. If a change of the game
// itself is meant (a new rule, a tuning), update GOLDEN with the new hash in that commit and say why.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../../src/store/database.js';
import { runBin } from '../helpers/cli.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { PageContext } from '../../src/store/views/context.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-seeded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cell(value: SqlValue): string {
  if (value instanceof Uint8Array) return `x${Buffer.from(value).toString('hex')}`;
  return value === null ? 'null' : `${typeof value}:${String(value)}`;
}

/**
 * Columns that keep what explains the game, not the game: what the odds read when a line was set (each team's
 * strength and the home edge), from the same strengths as the spread these hashes cover.
 */
const EXPLAINING: Record<string, readonly string[]> = { games: ['home_strength', 'away_strength', 'home_edge'] };

/** The columns of a table the hashes cover, quoted, in the table's order. */
function hashedColumns(db: Db, table: string): string {
  const skip = EXPLAINING[table] ?? [];
  return db
    .values(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
    .map((r) => String(r[0]))
    .filter((name) => !skip.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
}

/** Every table's rows, sorted (insertion order is not the game), hashed; one hash per table. */
function tableHashes(db: Db): Record<string, string> {
  const tables = db
    .values("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .map((r) => String(r[0]));
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const rows = db
      .values(`SELECT ${hashedColumns(db, table)} FROM "${table}"`)
      .map((row) => row.map(cell).join('|'))
      .sort();
    hashes[table] = createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16);
  }
  return hashes;
}

function overall(hashes: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify(hashes)).digest('hex').slice(0, 16);
}

/**
 * Hashes of the game (new game; after the season; next preseason), first taken before the speed work of issue 11.
 * Changed by issue 13: the recruiting cycle's tables, a class recruited week by week, signing day's freshmen; and by
 * issue 14: injuries, redshirts and depth chart edits (who plays), the roster status tables; and by issue 15: the tables
 * of awards, records and news, and the coaches and their schemes (how every team plays); by issue 14's departures:
 * early entrants, the draft and the transfer portal; and by issue 15's league movement: the preseason poll's wider
 * misjudgment of rosters (the new game's poll), each staff's season (every result after it) and a poll that follows
 * records, schedules and margins; by issue 14's walk-ons for roster minimums among players who may play. Issue 11's speed and size changed how tables are stored, not the game: the
 * recruiting class packed into one row (recruiting_class for recruiting_prospects), the portal_history and
 * draft_history tables (finished offseasons packed), who sat out the games of a finished season and its players'
 * statuses no longer kept, the awards deflated harder (the same winners). Issues 13 and 14's tier drift and class
 * ranks: programs recruit for their likely early entrants (and a little for likely transfers), signing day keeps a
 * class within the roster's room, the portal's offers stay nearer a program's level and more starters move up, the
 * player's staff aims its portal signings at 85 (recruiting tables after the season; players, roster changes,
 * portal history, news, polls and team seasons at the next preseason). Issue 14's tier drift: a new league's rosters
 * hold a running league's classes and redshirts (the players of the new game, hence every table after it), and
 * issue 13's class ranks: programs recruit for more of their likely transfers (who signs where); and the middle's
 * starters moving up through the portal more, with a smaller staff edge on game day (every result, the offseason).
 * Issue 11's save size: the season_boxes, season_team_stats and season_polls tables (empty until a season is over:
 * every hash), and at the next preseason the finished season's game_boxes, team_stats and polls rows moved into them
 * (every other table's rows the same, through a second season too); and at the next preseason the finished season's
 * game_detail rows kept as written, not deflated (the detail the window drops later; every other table the same).
 * Issue 16's FCS opponents: most teams host an FCS team in the season (the schedule, every result and what follows
 * from them; the new game is the same, its games are scheduled when the season starts). Issue 16's game management
 * and eras: coaches protect leads and coast in routs, the odds' margin per strength point is 0.89 (the new game's
 * lines), and usage follows the depth chart (who gets the carries, tackles and sacks: every result after it).
 * The portal's room: every program may sign transfers into the places its returning players and committed recruits
 * leave open, not less 25 places kept for the class (who signs where: the next preseason). "Let my staff recruit" off
 * for a new dynasty (its setting in the new game; the player's program recruits nobody, so every table after it).
 * The record book opens with the real FBS records of before the start year (the record_book and news tables
 * after the season: fewer records fall, so fewer are written and fewer are news). A fifth of tackles shared by two
 * tacklers and the middle linebacker in on more of them (a draw more on those plays: every result after it). No
 * back carries more than four in five of his team's backs' runs (RB_COMMITTEE.fewest: the results after it).
 * Development choices: the training and coach XP tables (empty until the offseason: every hash), and coaches who buy
 * their ratings with a season's XP instead of rising on their own (coaches and coach_xp at the next preseason). The
 * spring portal window of 2022-2024: 2024's classes recruit for the winter's departures only (every recruiting table
 * after the season), spring entrants leave after signing day and sign at the turn of the year (the next preseason).
 * Walk-on invitations: the walkon_invites table (empty: every hash; without invitations signing day is unchanged).
 * Recruiting's calendar: the class opens with the preseason (the new game's recruiting tables), its spring and summer
 * are played as the season starts, and each prospect commits by his own timetable, with flips and the early signing
 * period (who commits where and when: every recruiting table after it, and the classes signed).
 * Coordinators and money: every program's three coordinators and its facilities (the new game's tables), the
 * offensive coordinator's scheme and the coordinators' play calling in every game (every result after it); the
 * coordinators' offseason: promotions, firings, hires and facilities projects (the next preseason); NIL collectives
 * in recruiting and the portal from 2021, facilities in recruiting hours and development (after the season on).
 * Program movement: the best programs' facilities and a coach's development add more to growth, and prestige moves at
 * 0.6 of a tier of results (the next preseason; 2024's generated programs have no lean to one side of the ball).
 * Voters count losses first: each loss fewer than three lifts a team in the polls whatever its schedule (the polls
 * from the first week on, and all that follows from them at the next preseason).
 * No spring entrant leaves whom the roster minimum needs (the 2024 spring window: the next preseason). A collective's
 * general NIL pull with diminishing returns (who signs where from 2021: after the season on).
 * The lead back keeps more of the backs' carries (RB_COMMITTEE.even) and more again in an era of fewer runs a game
 * than 2016's (2024: who carries, every result after the new game).
 * Fuller classes (a prospect recruited to the full by several programs decides by fit and effort; classes sized for
 * every likely departure before 2021), computer programs' NIL offers after the summer (after the season on); the
 * winter portal keeping a computer program's planned class, late offers on signing day, coordinators' contracts
 * ending at the carousel, spring entrants only among those enrolled (the next preseason).
 * Uneven hires, more weight on a coach's development and on results in prestige, a wider offseason spread and the
 * NIL era's facilities edge; a winning small program's starters less drawn to the portal's way up (the next
 * preseason). A small program's winning season reaching above its level in the portal (the next preseason).
 * The computer programs' NIL offers of a finished season dropped when the next begins (the next preseason).
 * Penalties told with the play they came on: the player's games' play-by-play text in game_detail (after the season
 * on; every other table the same, every result the same).
 * Coaches who grow: every head coach's archetype, level and ability tiers and every coordinator's career XP (the new
 * game's tables), the staffs' recruiting hours, pitches and visits (the recruiting tables), their game-day edges on
 * the red zone and money downs (every result), their development abilities (the next preseason).
 * Kickers and punters ranked below every four-star (each class's ranks and stars: the new game's recruiting tables,
 * and who signs where after it), and a transfer who entered to move up but signed no higher giving his other reason
 * (the portal's reasons at the next preseason).
 * Heisman voters reading a quarterback's runs as total offence and a back's season a little less (the awards
 * table at the next preseason: another winner; every result the same).
 * The first preseason poll the year's real AP Top 25 and the model's voters remembering last season
 * (the new game on: polls, then the ranks the season's games and the offseason read).
 * The player's coach made at the new game: a background for the program's tier and points by rule instead of 60 in
 * everything (the coaches table, and every result after the new game).
 * The kicking game: coaches going on 4th and short in field-goal range and kicking from farther, kickers' legs by
 * era, longer punts (every game's result after the new game).
 * Scheduling series: the real series of the start season booked and placed first (Texas at Michigan in week 2),
 * computer programs booking theirs when the season starts (the series tables, and every result after the new game).
 * The portal as a market: its two tables, empty unless the player uses them (every other table the same).
 * Backs' runs into a box, longer scrambles, fewer designed quarterback runs and throws harder past 400 passing yards
 * in a game (every game's result after the new game).
 * The recruiting plan: its table, empty unless the player sets a plan (every other table the same).
 * Late signings: the late weeks of January after the bowls (three in 2024), played by every program on signing day
 * when the player plays none (who signs where: the next preseason; the season itself the same).
 * Who wins over a dynasty: recruits and budgets reading a program's long-run standing (the new game's recruiting
 * tables on), a staff's season spreading by tier (every result), and the offseason's pull toward a program's level,
 * its wider yearly draw and the bottom programs' hires (the next preseason).
 * Fewer option coaches outside the famous option programs, New Mexico's option from 2012 to 2019, and an option
 * quarterback keeping the ball less often (the coaches table, and every result after the new game).
 * A program's all-time tradition in its long-run standing (the new game's recruiting tables on: who recruits whom).
 * The quarterbacks' own awards reading their runs as total offence, as the Heisman does (the awards table at the
 * next preseason; every result the same).
 * Pass-first coaches leaning no further from 2023 than before it (every result after the new game of a 2024 start).
 * A mobile quarterback's designed runs stopping sooner, a feature back sharing a little more of the carries,
 * Army's option throwing less than the others' and fewer option coaches outside the option programs (the coaches
 * table, and every result after the new game).
 * A defense adjusting sooner to a passing game past 400 yards (every result after the new game).
 * A coordinator who was a head coach naming his coach row (the coordinators table of the new game on), and
 * facilities projects sized to the facilities budget (the money spent in the season: after the season on).
 * The portal's offers best programs first, the computer programs' NIL offers made as a window opens and the player's
 * offered transfers deciding by the market's shares (who signs where: the next preseason).
 * No player named "Grant Grant": a last name drawn equal to the first gives way to the next one (the players table,
 * and the record book's holders; no draw added, every result the same).
 * Each game's total (over/under) beside its spread, and the spreads refitted to the results (the games table:
 * its new column from the new game, its lines after the season on).
 * The Heisman weighing a season against its position's usual best (the awards table at the next preseason; every
 * result the same).
 * "an 11.5-point underdog" in an upset's headline (the stored headlines after the season; every result the same).
 * Many coached programs in one save: their table (coached_programs), "let my staff recruit" out of meta into it
 * (every other table the same, at the new game, after the season and at the next preseason).
 * The Heisman weighing the team's final place more than its record, and a back's season a little less (the awards
 * table at the next preseason; every result the same).
 * The staff's season spreading widest at prestige 3-5 (every result after the new game).
 * The offer limit holding for every staff: offers beyond three per scholarship still open pulled once the week's
 * commitments are made (who commits where: the recruiting tables after the season, and what follows them).
 * Position changes: a new table (empty until the offseason: without it the new game's and the season's hashes are
 * as before, 3622e689e851c9ee and 4772c312d84cf96e), and the computer programs' moves by need at the turn of the
 * year (the next preseason's rosters and all that reads them).
 * Keeping players and NIL as a negotiation: the retention_actions and nil_talks tables (empty at the new game), the
 * portal's entry chances and the early entrants' target retuned around the staffs' talks (the classes programs plan
 * for their likely departures: the new game's recruiting tables on), the computer programs' NIL deals by the players'
 * answers (a counter paid: the NIL offers and who commits where after the season), and every player's risk of
 * leaving with the staffs' talks and promises (the departures, the draft, the portal: the next preseason).
 * The recruiting abilities made to show: more hours for the grind, the home-region pitch on contacts too, the closer on
 * offers too (who commits where after the season, and what follows it; the new game the same).
 *
 * Lines of the right size: the players' line, defensive and passing attributes count on game day on a curve (less
 * of each point past 69, more under 62: sim/talentCurve.ts), a team's day is now and then far from its usual
 * (FORM_DAY, FORM_SD 1.8), the prevent defense is narrower and softer, the staff's season spreads prestige 3-4 less
 * and the odds' margin scale follows (the lines and every game from the first week: after the season and on).
 */
const GOLDEN = {
  created: '8d8d88651cc1f2ca',
  afterSeason: '12b374c2f8ab177e',
  nextPreseason: 'a4d53ab7e86dbcea',
};

describe('a seeded dynasty is the same game', () => {
  it('gives the same tables after a new game, a season and an offseason', async () => {
    const save = await newDynasty(join(dir, 'seeded.db'), { year: 2024, team: 'Texas', seed: 42 });
    const created = tableHashes(save.db);
    save.change(() => advanceStage(save.db));
    const lastWeek = new PageContext(save.db).lastWeek;
    save.change(() => simulateTo(save.db, lastWeek + 1));
    const afterSeason = tableHashes(save.db);
    while (save.change(() => advanceStage(save.db)).stage !== 'preseason');
    const nextPreseason = tableHashes(save.db);
    save.close();
    const figures = {
      created: overall(created),
      afterSeason: overall(afterSeason),
      nextPreseason: overall(nextPreseason),
    };
    if (JSON.stringify(figures) !== JSON.stringify(GOLDEN))
      console.log(JSON.stringify({ figures, created, afterSeason, nextPreseason }, null, 1));
    expect(figures).toEqual(GOLDEN);
  }, 600_000);

  it('gives the same tables when played through bin/dynasty', async () => {
    const env = { DYNASTY_SAVE: join(dir, 'cli.db') };
    const play = (args: string[]): string => {
      const result = runBin(args, env);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return result.stdout;
    };
    const hashOfSave = async (): Promise<string> => {
      const db = await memoryDb(readFileSync(env.DYNASTY_SAVE));
      try {
        return overall(tableHashes(db));
      } finally {
        db.close();
      }
    };
    play(['new', '--year', '2024', '--team', 'Texas', '--seed', '42']);
    expect(await hashOfSave()).toBe(GOLDEN.created);
    play(['advance']);
    play(['sim', '--end']);
    expect(await hashOfSave()).toBe(GOLDEN.afterSeason);
    const stage = (): string => (JSON.parse(play(['status', '--json'])) as { stage: string }).stage;
    for (let step = 0; step < 10; step++) {
      play(['advance']);
      if (stage() === 'preseason') break;
    }
    expect(await hashOfSave()).toBe(GOLDEN.nextPreseason);
  }, 600_000);
});
