// A batch season's injuries, by the dynasty's rules (core/roster): after each game a team's players who took the field
// may be hurt (drawExposedInjuries), a hurt player sits out until his return week (returnWeekFor, isInjured), and the
// depth chart moves the next man up (gameRoster), as src/store/actions/season/rosterStatus.ts does for a save.
import type { Player } from '../core/players/types.js';
import { gameRoster, isInjured } from '../core/roster/availability.js';
import { drawExposedInjuries, returnWeekFor, rosterExposure, type RosterExposure } from '../core/roster/injuries.js';
import type { Injury, PlayerStatus } from '../core/roster/types.js';
import type { Rng } from '../core/random.js';

/** What a season's injuries did, summed over its FBS teams' games. */
export interface InjuryTotals {
  /** Games an FBS team played (a game is two team-games, one against an FCS opponent one). */
  teamGames: number;
  injuries: number;
  /** Injuries to a player who started the game. */
  starterInjuries: number;
  /** Starters of the depth chart (STARTERS per position) out of a game, summed over team-games. */
  startersOut: number;
  /** Games a team's first quarterback on the chart missed. */
  quarterbackGamesOut: number;
}

export function emptyInjuryTotals(): InjuryTotals {
  return { teamGames: 0, injuries: 0, starterInjuries: 0, startersOut: 0, quarterbackGamesOut: 0 };
}

/** A player hurt and not yet back: what the team-game counts read of him kept with his status. */
interface Hurt {
  id: number;
  status: PlayerStatus;
  /** A starter of the team's depth chart (not a backup moved up by an earlier injury), and whether at quarterback. */
  chartStarter: boolean;
  quarterback: boolean;
}

interface TeamInjuries {
  /** The team's own stream: its draws do not depend on other teams' games. */
  stream: Rng;
  hurt: Hurt[];
  /** The team's depth chart (the `players` rosterFor was given), and its players by id. */
  chart: readonly Player[] | null;
  chartById: Map<number, Player>;
  /**
   * Who was out of the last game roster, and until which week that holds: the first return week among them, or
   * sooner when an injury is drawn (then 0). Most weeks nobody comes back and nobody new is hurt before the game.
   */
  out: Set<number>;
  outUntil: number;
  /** The last game roster: reused while the same players are out. */
  roster: Player[];
  /** Starters of the chart out of that roster, and whether the first quarterback is one of them. */
  startersOut: number;
  quarterbackOut: boolean;
  /** Who takes the field of the last roster drawn for (a team takes the same roster into most games). */
  exposedRoster: readonly Player[] | null;
  exposed: RosterExposure | null;
}

function sameMembers(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

export class SeasonInjuries {
  private readonly teams = new Map<string, TeamInjuries>();
  readonly totals: InjuryTotals = emptyInjuryTotals();

  /** rng: the season's injury stream; each team draws from its own fork of it. */
  constructor(private readonly rng: Rng) {}

  private teamOf(team: string): TeamInjuries {
    let t = this.teams.get(team);
    if (!t) {
      t = {
        stream: this.rng.fork(team),
        hurt: [],
        chart: null,
        chartById: new Map(),
        out: new Set(),
        outUntil: 0,
        roster: [],
        startersOut: 0,
        quarterbackOut: false,
        exposedRoster: null,
        exposed: null,
      };
      this.teams.set(team, t);
    }
    return t;
  }

  /**
   * The roster a team takes into a game of `week`: its depth chart (`players`, grouped by position in depth order)
   * without the hurt. The same array as the last game's while the same players are out, so the engine's lineup is reused.
   */
  rosterFor(team: string, players: Player[], week: number): Player[] {
    const t = this.teamOf(team);
    const newChart = t.chart !== players;
    if (newChart) {
      t.chart = players;
      t.chartById = new Map(players.map((p) => [p.id, p]));
    }
    if (newChart || week >= t.outUntil) this.whoIsOut(t, players, week, newChart);
    this.totals.teamGames++;
    this.totals.startersOut += t.startersOut;
    if (t.quarterbackOut) this.totals.quarterbackGamesOut++;
    return t.roster;
  }

  /** Who is out in `week` (the healed leave the list), and the roster without them (the last one when the same are out). */
  private whoIsOut(t: TeamInjuries, chart: Player[], week: number, newChart: boolean): void {
    const out = new Set<number>();
    let until = Infinity;
    let startersOut = 0;
    let quarterbackOut = false;
    let kept = 0;
    for (let i = 0; i < t.hurt.length; i++) {
      const h = t.hurt[i];
      if (!isInjured(h.status, week)) continue;
      t.hurt[kept++] = h;
      out.add(h.id);
      until = Math.min(until, h.status.returnWeek);
      if (h.chartStarter) startersOut++;
      if (h.chartStarter && h.quarterback) quarterbackOut = true;
    }
    t.hurt.length = kept;
    t.outUntil = until;
    if (!newChart && sameMembers(t.out, out)) return;
    t.out = out;
    t.roster = gameRoster(chart, out);
    t.startersOut = startersOut;
    t.quarterbackOut = quarterbackOut;
  }

  /** After a team's game of `week` (roster: the one rosterFor gave): its injuries, out from the next week on. */
  afterGame(team: string, roster: readonly Player[], week: number): Injury[] {
    const t = this.teamOf(team);
    if (t.exposedRoster !== roster) {
      t.exposedRoster = roster;
      t.exposed = rosterExposure(roster);
    }
    const injuries = drawExposedInjuries(roster, t.exposed!, t.stream);
    if (injuries.length === 0) return injuries;
    for (const injury of injuries) {
      const charted = t.chartById.get(injury.playerId);
      t.hurt.push({
        id: injury.playerId,
        status: {
          injury: injury.injury,
          returnWeek: returnWeekFor(week, injury.games),
          redshirting: false,
          gamesPlayed: 0,
        },
        chartStarter: charted?.starter === true,
        quarterback: charted?.pos === 'QB',
      });
      if (roster.find((p) => p.id === injury.playerId)?.starter) this.totals.starterInjuries++;
    }
    // The next game's roster is made anew.
    t.outUntil = 0;
    this.totals.injuries += injuries.length;
    return injuries;
  }
}
