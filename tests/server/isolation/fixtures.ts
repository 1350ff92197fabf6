// The saves the isolation test plays on: Texas and Michigan, both coached, at the stages where each program's
// changes can be made (the preseason, a week of the season, the season summary with Texas's coach fired, roster
// progression with the portal open). Michigan has set something of its own in each (its board, orders, plan, depth
// chart, training, a booked series, NIL and portal offers, a talk with a player), which Texas's changes must leave as they are; the facts
// are what Texas's requests name (its players, prospects, candidates, offers).
import { copyFileSync } from 'node:fs';
import {
  bookedGameProblem,
  seriesHosts,
  seriesProblem,
  seriesScheduledGame,
} from '../../../src/core/schedule/series.js';
import { advanceStage } from '../../../src/store/actions/advance.js';
import { newDynasty } from '../../../src/store/actions/newDynasty.js';
import { offerPortalPlayer } from '../../../src/store/actions/portal.js';
import { addCoachedProgram } from '../../../src/store/actions/programs.js';
import { addToBoard, scoutProspect } from '../../../src/store/actions/recruiting/actions.js';
import { changePlan } from '../../../src/store/actions/recruiting/plan.js';
import { setDepthSlot } from '../../../src/store/actions/roster/depthChart.js';
import { opponentChoicesForWeek } from '../../../src/store/actions/scheduleNonConference.js';
import { bookSeries } from '../../../src/store/actions/series.js';
import { setGroupFocus } from '../../../src/store/actions/training.js';
import { talkTo } from '../../../src/store/actions/retention/keeping.js';
import type { Db } from '../../../src/store/database.js';
import { dynastyLeague } from '../../../src/store/league.js';
import { programOf, type Program } from '../../../src/store/program.js';
import { coachOffers } from '../../../src/store/queries/coaches.js';
import { readState } from '../../../src/store/queries/meta.js';
import { teamRoster } from '../../../src/store/queries/players.js';
import { portalEntries } from '../../../src/store/queries/portal.js';
import { loadCycle } from '../../../src/store/queries/recruiting.js';
import { teamOrders } from '../../../src/store/queries/recruitingWeek.js';
import { seriesGamesOfTeam, seriesGamesOfYear } from '../../../src/store/queries/series.js';
import { staffOf } from '../../../src/store/queries/staff.js';
import { SaveFile } from '../../../src/store/saveFile.js';
import { coordinatorJobChoices, staffView } from '../../../src/store/views/staff.js';
import { walkOnsView } from '../../../src/store/views/walkOns.js';
import { PageContext } from '../../../src/store/views/context.js';
import { texasSeason2024 } from '../../helpers/preparedSave.js';

export type FixtureName = 'preseason' | 'season' | 'progression' | 'summaryFired' | 'summaryFiredJoin';

export interface Facts {
  nonconOpponent: string;
  nonconWeek: number;
  /** A series Texas can book, as bookSeries checks it: the fixture books one, the request another. */
  ownSeries: { opponent: string; week: number };
  /** A series Texas can book (checked as the booking checks it), besides the one the fixture booked. */
  seriesBooking: { opponent: string; week: number };
  ownBookedGame: number;
  sharedBookedGame: number;
  ownBackup: { id: number; pos: string };
  otherBackup: { id: number; pos: string };
  ownFreshman: number;
  otherFreshman: number;
  ownPlayer: number;
  otherPlayer: number;
  prospects: number[];
  ownBoardProspect: number;
  ownOrder: number;
  otherOrder: number;
  walkOn: number;
  offer: string;
  coordinatorJob: string;
  candidate: string;
  otherCoordinator: string;
  portalPlayer: number;
  portalPlayer2: number;
  otherPortalOffer: number;
  game: number;
}

const backup = (db: Db, team: string) => {
  const p = teamRoster(db, team).find((x) => x.depth === 2 && x.pos !== 'QB' && x.pos !== 'K' && x.pos !== 'P')!;
  return { id: p.id, pos: p.pos };
};
const freshman = (db: Db, team: string): number => teamRoster(db, team).find((p) => p.year === 'fr')!.id;

/** The first opponent and week a home-and-home from next season can be booked in, as bookSeries checks it. */
function seriesBookable(db: Db, candidates: readonly string[], year: number): { opponent: string; week: number } {
  for (const week of [3, 4, 5, 6, 7, 8]) {
    for (const opponent of candidates) {
      const hosts = seriesHosts(dynastyLeague(db, year), 'Texas', opponent, 'home-and-home', 'Texas');
      const fits = hosts.every((home, i) => {
        const game = { year: year + 1 + i, week, home, away: home === 'Texas' ? opponent : 'Texas' };
        const booked = seriesGamesOfYear(db, game.year).map(seriesScheduledGame);
        return bookedGameProblem(dynastyLeague(db, game.year), game, booked) === null;
      });
      if (fits) return { opponent, week };
    }
  }
  throw new Error('no series can be booked');
}

/** What Michigan sets for itself before Texas acts: its board and orders, plan, depth chart and training. */
function michiganBusiness(save: SaveFile, michigan: Program): void {
  const cycle = loadCycle(save.db);
  if (cycle && cycle.year === readState(save.db).year) {
    const open = cycle.state.prospects.filter((p) => !cycle.state.status[p.id].committedTo).slice(40, 43);
    save.change(() => addToBoard(save.db, michigan, open[0].id));
    save.change(() => scoutProspect(save.db, michigan, open[1].id));
    save.change(() => changePlan(save.db, michigan, { prospects: [open[2].id], kinds: ['contact'], on: true }));
  }
  const other = backup(save.db, 'Michigan');
  save.change(() => setDepthSlot(save.db, michigan, other.pos, String(other.id), 1));
  save.change(() => setGroupFocus(save.db, michigan, 'OL', 'emphasis'));
  // After the season, a talk with one of its players.
  if (readState(save.db).stage === 'summary')
    save.change(() => talkTo(save.db, michigan, String(freshman(save.db, 'Michigan'))));
}

function facts(save: SaveFile): Facts {
  const db = save.db;
  const texas = programOf(db, 'Texas');
  const state = readState(db);
  const out: Partial<Facts> = {};
  out.ownBackup = backup(db, 'Texas');
  out.otherBackup = backup(db, 'Michigan');
  out.ownFreshman = freshman(db, 'Texas');
  out.otherFreshman = freshman(db, 'Michigan');
  out.ownPlayer = out.ownBackup.id;
  out.otherPlayer = out.otherBackup.id;
  const cycle = loadCycle(db);
  if (cycle && cycle.year === state.year) {
    out.prospects = cycle.state.prospects
      .filter(
        (p) =>
          !cycle.state.status[p.id].committedTo
          && !cycle.state.boards.Michigan?.targets.includes(p.id)
          && !cycle.state.boards.Texas?.targets.includes(p.id),
      )
      .slice(0, 6)
      .map((p) => p.id);
    out.ownBoardProspect = cycle.state.boards.Texas.targets[0];
  }
  out.ownOrder = teamOrders(db, 'Texas')[0]?.seq;
  out.otherOrder = teamOrders(db, 'Michigan')[0]?.seq;
  if (state.stage === 'preseason') {
    for (let week = 1; week <= 14 && out.nonconOpponent === undefined; week++) {
      const choice = opponentChoicesForWeek(db, texas, week).find((c) => !c.fcs && c.sites.includes('home'));
      if (choice) [out.nonconOpponent, out.nonconWeek] = [choice.name, week];
    }
    const league = dynastyLeague(db, state.year);
    const candidates = league.teams
      .map((t) => t.name)
      .filter((t) => t !== 'Texas' && t !== 'Michigan' && seriesProblem(league, 'Texas', t, 'home-and-home') === null);
    out.ownSeries = seriesBookable(db, candidates, state.year);
    const own = out.ownSeries.opponent;
    out.seriesBooking = seriesBookable(
      db,
      candidates.filter((t) => t !== own),
      state.year,
    );
    const booked = seriesGamesOfTeam(db, 'Texas', state.year);
    out.sharedBookedGame = booked.find((g) => g.home === 'Michigan' || g.away === 'Michigan')?.id;
    out.ownBookedGame = booked.find((g) => g.home !== 'Michigan' && g.away !== 'Michigan' && g.year > state.year)?.id;
  }
  if (state.stage === 'season') out.walkOn = walkOnsView(new PageContext(db, texas)).pool[0]?.id;
  if (state.stage === 'summary') {
    out.offer = coachOffers(db, texas, state.year)[0];
    out.coordinatorJob = coordinatorJobChoices(db, texas, state)[0];
  }
  if (state.stage === 'progression') {
    const open = portalEntries(db, state.year).filter((e) => e.to_team === null && e.from_team !== 'Texas');
    out.portalPlayer = open[0].player_id;
    out.portalPlayer2 = open[2].player_id;
    out.otherPortalOffer = open[1].player_id;
    // The cheapest: he is hired once Texas's defensive coordinator is let go (his salary then free).
    out.candidate = staffView(db, texas)
      .candidates.filter((c) => c.role === 'DC')
      .sort((a, b) => a.asking - b.asking)[0]?.key;
    out.otherCoordinator = `C${staffOf(db, 'Michigan')[0].id}`;
  }
  out.game =
    db.get<{ id: number }>('SELECT id FROM games WHERE (home = ? OR away = ?) ORDER BY week', ['Texas', 'Texas'])?.id
    ?? 0;
  return out as Facts;
}

/** Builds the fixture at path and returns its facts. */
export async function buildFixture(name: FixtureName, path: string): Promise<Facts> {
  let save: SaveFile;
  if (name === 'preseason' || name === 'season') {
    save = await newDynasty(path, { year: 2024, team: 'Texas', moreTeams: ['Michigan'], seed: 7 });
    const texas = programOf(save.db, 'Texas');
    // An order of its own to cancel, and a series of its own to remove (a computer program's).
    const cycle = loadCycle(save.db)!;
    const [first, second] = cycle.state.prospects.filter((p) => !cycle.state.status[p.id].committedTo);
    save.change(() => scoutProspect(save.db, texas, first.id));
    // A prospect on its board to take off.
    save.change(() => addToBoard(save.db, texas, second.id));
    const f = facts(save);
    save.change(() => bookSeries(save.db, texas, { ...f.ownSeries, kind: 'home-and-home' }));
    if (name === 'season') {
      save.change(() => advanceStage(save.db));
      // The summer spent the preseason's orders: one of the week's to cancel.
      const week = loadCycle(save.db)!;
      const open = week.state.prospects.find((p) => !week.state.status[p.id].committedTo)!;
      save.change(() => scoutProspect(save.db, texas, open.id));
    }
  } else {
    await texasSeason2024(path, name === 'progression' ? 2 : 1, name !== 'progression');
    save = await SaveFile.open(path);
    save.change(() => addCoachedProgram(save.db, 'Michigan'));
  }
  const michigan = programOf(save.db, 'Michigan');
  michiganBusiness(save, michigan);
  if (name === 'progression') {
    const open = portalEntries(save.db, readState(save.db).year).filter(
      (e) => e.to_team === null && e.from_team !== 'Texas',
    );
    save.change(() => offerPortalPlayer(save.db, michigan, open[1].player_id));
  }
  if (name === 'preseason') {
    // Experience to spend on the coach's abilities.
    const coach = save.db.get<{ coach_id: number }>('SELECT coach_id FROM coached_programs WHERE team = ?', ['Texas'])!;
    save.change(() => save.db.run('INSERT OR REPLACE INTO coach_xp (coach_id, xp) VALUES (?, 500)', [coach.coach_id]));
    // And the career XP of a level with ability points to buy with (level 4: 3 points).
    save.change(() => save.db.run('UPDATE coach_growth SET career_xp = 500 WHERE coach_id = ?', [coach.coach_id]));
  }
  const found = facts(save);
  await save.save();
  save.close();
  return found;
}

/** A copy of a built fixture, for one server. */
export function copyFixture(from: string, to: string): void {
  copyFileSync(from, to);
}
