// One whole dynasty played through the real actions (newDynasty, advanceStage, simulateTo): every season with its
// offseason, read back from the save after each one. The save lives in the OS temp dir and is deleted after,
// unless a path to keep it is given.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seasonLeague } from '../core/data/league.js';
import { lastWeekFor } from '../core/season/calendar.js';
import { advanceStage } from '../store/actions/advance.js';
import { spendCoachXpByProfile } from '../store/actions/coaches/abilities.js';
import { buyPlayerAbilitiesByPolicy } from '../store/actions/coaches/growth.js';
import { takeFirstOfferIfFired } from '../store/actions/coaches/offers.js';
import { coachingChanges } from '../store/queries/coaches.js';
import { newDynasty } from '../store/actions/newDynasty.js';
import { simulateTo, type BeforeWeek } from '../store/actions/season/simulate.js';
import type { Db } from '../store/database.js';
import { checkYear, resolveTeam } from '../store/league.js';
import { gamesOfYear } from '../store/queries/games.js';
import { readState } from '../store/queries/meta.js';
import { writeRetention } from '../store/queries/retention.js';
import { championOf } from '../store/queries/postseason.js';
import { teamSeasons } from '../store/queries/teamSeasons.js';
import type { BatchGame, TeamSeasonLine } from './csv.js';
import { offseasonFigures, type OffseasonFigures } from './departuresReport.js';
import { retentionFigures, type RetentionSeasonFigures } from './retentionReport.js';
import { staffFigures, type StaffSeasonFigures } from './staffReport.js';
import type { PlayoffGameLine } from './playoffFavourites.js';
import { seasonHeisman, type SeasonHeisman } from './heismanReport.js';
import { rankedOpeners, type RankedOpener } from './rankedOpeners.js';
import { scriptedWeek, seasonRecruiting, type Recruiter, type SeasonRecruiting } from './recruitingRun.js';
import { setStaffRecruiting } from '../store/actions/recruiting/actions.js';
import { cycleScholarships, seasonPacing, type SeasonPacing } from './pacingReport.js';
import { programOf } from '../store/program.js';
import {
  classFigures,
  coachUse,
  dealGroups,
  grantGroups,
  groupSeasons,
  type AbilityGroups,
  type AbilitySeasonFigures,
} from './abilityReport.js';
import { staffKeeps } from '../store/actions/retention/keeping.js';
import {
  classEveFigures,
  offseasonBuildingFigures,
  type ClassEveFigures,
  type OffseasonBuildingFigures,
} from './buildingFigures.js';

export interface DynastyTask {
  kind: 'dynasty';
  year: number;
  seed: number;
  seasons: number;
  /** The player's program (default: the season's most prestigious). */
  team: string | null;
  /** Keep the save here; null: a temporary save, deleted afterwards. */
  savePath: string | null;
  /** Read every game back for an export (costs memory and, across processes, transfer). */
  collectGames: boolean;
  /** Who recruits for the player's program (default: its staff). */
  recruiter?: Recruiter;
  /** --coach-abilities: the programs dealt into a group an ability, given it or not (abilityReport.ts). */
  abilityGroups?: AbilityGroups;
}

export interface DynastySeason {
  year: number;
  champion: { team: string; wins: number; losses: number; runnerUp: string } | null;
  teams: TeamSeasonLine[];
  games: BatchGame[];
  /** Preseason AP ranks (1-40 only) and the playoff field: what the league-movement report reads. */
  preseasonRanks: Record<string, number>;
  playoffTeams: string[];
  /** The playoff's games with their lines: how often favourites win each round (playoffFavourites.ts). */
  playoffGames: PlayoffGameLine[];
  /** Preseason Top 25 teams' openers against unranked FBS teams, with their lines (rankedOpeners.ts). */
  rankedOpeners?: RankedOpener[];
  /** Programs that changed head coaches after this season. */
  coachingChanges: number;
  /** Early entrants, the portal and the rosters that came out of the offseason after this season. */
  offseason?: OffseasonFigures;
  /** Portal losses by each program's season, and what the programs did to keep their players (retentionReport.ts). */
  retention?: RetentionSeasonFigures;
  /** The classes signed at the end of the season (null when signing day was not reached). */
  recruiting?: SeasonRecruiting | null;
  /** When the signed classes committed, decommitments and flips (null when signing day was not reached). */
  pacing?: SeasonPacing | null;
  /** The Heisman winner and the season's best rusher (heismanReport.ts). */
  heisman?: SeasonHeisman | null;
  /** Coordinator moves, NIL-backed signings and the richest programs' five-stars of the offseason after this season. */
  staff?: StaffSeasonFigures;
  /** How the coaches use their archetypes, and the ability groups' figures (abilityReport.ts). */
  abilities?: AbilitySeasonFigures;
  /** The class on signing day's eve (its dealbreakers, its signees' homes) and the offseason's position changes and pipelines (buildingFigures.ts). */
  eve?: ClassEveFigures | null;
  building?: OffseasonBuildingFigures;
}

export interface DynastyRun {
  seed: number;
  startYear: number;
  userTeam: string;
  seasons: DynastySeason[];
}

export interface DynastyProgress {
  /** Seasons finished (offseason included). */
  seasonsDone: number;
  label: string;
}

/** Each program's losses in the season's regular-season and conference title games. */
function lossesBeforePostseason(db: Db, year: number): Map<string, number> {
  const rows = db.all<{ team: string; losses: number }>(
    `SELECT team, SUM(lost) AS losses FROM (
       SELECT home AS team, home_points < away_points AS lost FROM games
        WHERE year = ? AND kind IN ('regular', 'championship') AND home_points IS NOT NULL
       UNION ALL
       SELECT away AS team, away_points < home_points AS lost FROM games
        WHERE year = ? AND kind IN ('regular', 'championship') AND home_points IS NOT NULL
     ) GROUP BY team`,
    [year, year],
  );
  return new Map(rows.map((r) => [r.team, r.losses]));
}

function teamLines(db: Db, year: number): TeamSeasonLine[] {
  const before = lossesBeforePostseason(db, year);
  return teamSeasons(db, year).map((r) => ({
    season: year,
    team: r.team,
    conference: r.conference,
    wins: r.wins,
    losses: r.losses,
    confWins: r.conf_wins,
    confLosses: r.conf_losses,
    lossesBeforePostseason: before.get(r.team) ?? 0,
    finalRank: r.final_rank,
    prestige: r.prestige,
    nextPrestige: null,
    rating: r.rating,
    pointsFor: r.points_for,
    pointsAgainst: r.points_against,
  }));
}

function playoffGamesOf(db: Db, year: number): PlayoffGameLine[] {
  return db
    .all<{ week: number; spread: number | null; home_points: number; away_points: number }>(
      "SELECT week, spread, home_points, away_points FROM games WHERE year = ? AND kind = 'playoff' AND home_points IS NOT NULL",
      [year],
    )
    .map((g) => ({ week: g.week, homeSpread: g.spread ?? 0, homeWon: g.home_points > g.away_points }));
}

function gamesOf(db: Db, year: number): BatchGame[] {
  return gamesOfYear(db, year).map((g) => ({
    season: year,
    week: g.week,
    home: g.home,
    away: g.away,
    neutral: g.neutral === 1,
    homePoints: g.home_points ?? 0,
    awayPoints: g.away_points ?? 0,
    homeSpread: g.spread,
    total: g.total,
    overtimes: g.overtimes ?? 0,
    kind: g.kind,
    fcs: g.fcs === 1,
  }));
}

/** Plays the season of the dynasty's current year to the end and reads it back once its summary is written. */
function playSeason(db: Db, task: DynastyTask, onWeek: (label: string) => void): DynastySeason {
  const start = readState(db);
  const year = start.year;
  // The scripted recruiter's orders for the spring and summer, given in the preseason as a player gives them.
  if (task.recruiter === 'scripted') scriptedWeek(db);
  advanceStage(db); // preseason -> season: the schedule is built, the spring and summer are played
  const preseasonRanks = Object.fromEntries(
    db
      .all<{ team: string; rank: number }>('SELECT team, rank FROM polls WHERE year = ? AND week = 0 AND rank <= 40', [
        year,
      ])
      .map((r) => [r.team, r.rank]),
  );
  const openers = rankedOpeners(db, year);
  const end = lastWeekFor(start.playoff.teams) + 1;
  // The scripted recruiter gives its orders before each week is played, in the one simulation of the season (the
  // cycle as it holds it in memory): the scripted dynasty costs what the staff's does.
  const beforeWeek: BeforeWeek | undefined =
    task.recruiter !== 'scripted'
      ? undefined
      : (_week, recruiting) => {
          recruiting?.ordersBetweenWeeks();
          scriptedWeek(db, recruiting);
        };
  simulateTo(db, end, ({ week }) => onWeek(`${year} week ${week}`), beforeWeek);
  advanceStage(db); // -> summary: records and final ranks are written
  const teams = teamLines(db, year);
  const champion = championOf(db, year);
  const record = teams.find((t) => t.team === champion?.team);
  return {
    year,
    champion:
      champion && record
        ? { team: champion.team, wins: record.wins, losses: record.losses, runnerUp: champion.runner_up }
        : null,
    teams,
    games: task.collectGames ? gamesOf(db, year) : [],
    preseasonRanks,
    playoffTeams: db.all<{ team: string }>('SELECT team FROM playoff_field WHERE year = ?', [year]).map((r) => r.team),
    playoffGames: playoffGamesOf(db, year),
    rankedOpeners: openers,
    coachingChanges: coachingChanges(db, year).length,
    heisman: seasonHeisman(db, year),
    recruiting: null,
  };
}

export async function playDynasty(
  task: DynastyTask,
  onProgress?: (progress: DynastyProgress) => void,
): Promise<DynastyRun> {
  const league = seasonLeague(checkYear(task.year));
  const userTeam = task.team === null ? league.teams[0].name : resolveTeam(league, task.team);
  const folder = task.savePath === null ? mkdtempSync(join(tmpdir(), 'dynasty-batch-')) : null;
  const path = task.savePath ?? join(folder!, 'dynasty.db');
  try {
    // The actions run on the open database; the file is written only when it is kept (once per season).
    const save = await newDynasty(path, { year: league.year, team: userTeam, seed: task.seed, inMemory: true });
    try {
      setStaffRecruiting(save.db, programOf(save.db), task.recruiter !== 'scripted');
      const groups = task.abilityGroups
        ? dealGroups(
            league.teams.map((t) => t.name),
            task.abilityGroups.abilities,
          )
        : null;
      if (groups) grantGroups(save.db, groups, task.abilityGroups!.grant);
      // A kept save is kept to be studied again (scripts/heismanReplay.ts): it keeps every game's players' lines.
      if (task.savePath !== null) writeRetention(save.db, { keep: 'all' });
      const seasons: DynastySeason[] = [];
      for (let i = 0; i < task.seasons; i++) {
        const season = playSeason(save.db, task, (label) => onProgress?.({ seasonsDone: i, label }));
        onProgress?.({ seasonsDone: i, label: `${season.year} offseason` });
        const scholarships = cycleScholarships(save.db);
        takeFirstOfferIfFired(save.db, season.year);
        // The player hands his offseason's meetings to his staff, which keeps his players as every staff does.
        staffKeeps(save.db, programOf(save.db));
        advanceStage(save.db); // -> progression
        const classes = groups ? classFigures(save.db) : null;
        season.eve = classEveFigures(save.db, season.year);
        advanceStage(save.db); // -> recruiting summary: signing day
        season.recruiting = seasonRecruiting(save.db, season.year, userTeam);
        season.pacing = seasonPacing(save.db, season.year, scholarships);
        season.staff = staffFigures(save.db, season.year);
        season.abilities = {
          use: coachUse(save.db),
          ...(groups
            ? { groups: groupSeasons(save.db, season.year, groups, classes!), granted: task.abilityGroups!.grant }
            : {}),
        };
        advanceStage(save.db); // -> next preseason: prestige moved by results
        // The player spends his coach's season of XP and his level's points, as every computer coach spends his.
        spendCoachXpByProfile(save.db);
        buyPlayerAbilitiesByPolicy(save.db);
        const next = new Map(teamSeasons(save.db, season.year + 1).map((r) => [r.team, r.prestige]));
        for (const line of season.teams) line.nextPrestige = next.get(line.team) ?? null;
        season.offseason = offseasonFigures(save.db, season.year, userTeam);
        season.retention = retentionFigures(save.db, season.year);
        season.building = offseasonBuildingFigures(save.db, season.year);
        seasons.push(season);
        if (task.savePath !== null) await save.copyTo(path);
        onProgress?.({ seasonsDone: i + 1, label: `${season.year} done` });
      }
      return { seed: task.seed, startYear: league.year, userTeam, seasons };
    } finally {
      save.close();
    }
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
