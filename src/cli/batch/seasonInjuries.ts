// A batch season's injuries, by the dynasty's rules (core/roster): after each game a team's players who took the field
// may be hurt (drawExposedInjuries), a hurt player sits out until his return week (returnWeekFor, isInjured), and the
// depth chart moves the next man up (gameRoster), as src/store/actions/season/rosterStatus.ts does for a save.
import type { Player } from '../../core/players/types.js';
import { gameRoster, isInjured } from '../../core/roster/availability.js';
import { drawExposedInjuries, returnWeekFor, rosterExposure, type RosterExposure } from '../../core/roster/injuries.js';
import type { Injury, PlayerStatus } from '../../core/roster/types.js';
import type { Rng } from '../../core/random.js';

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

interface TeamInjuries {
  /** The team's own stream: its draws do not depend on other teams' games. */
  stream: Rng;
  /** Players hurt and not yet back, by id. */
  hurt: Map<number, PlayerStatus>;
  /**
   * Who was out of the last game roster, and until which week that holds: the first return week among them, or
   * sooner when an injury is drawn (then 0). Most weeks nobody comes back and nobody new is hurt before the game.
   */
  out: Set<number>;
  outUntil: number;
  /** The last game roster and the chart it came from: reused while the same players are out. */
  base: readonly Player[] | null;
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
        stream: this.rng.fork(team), hurt: new Map(), out: new Set(), outUntil: 0, base: null, roster: [], startersOut: 0, quarterbackOut: false,
        exposedRoster: null, exposed: null,
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
    if (t.base !== players || week >= t.outUntil) this.chart(t, players, week);
    this.totals.teamGames++;
    this.totals.startersOut += t.startersOut;
    if (t.quarterbackOut) this.totals.quarterbackGamesOut++;
    return t.roster;
  }

  /** Who is out in `week`, and the roster without them (the last one when the same players are out). */
  private chart(t: TeamInjuries, players: Player[], week: number): void {
    const out = new Set<number>();
    let until = Infinity;
    for (const [id, status] of t.hurt) {
      if (!isInjured(status, week)) t.hurt.delete(id);
      else {
        out.add(id);
        until = Math.min(until, status.returnWeek);
      }
    }
    t.outUntil = until;
    if (t.base === players && sameMembers(t.out, out)) return;
    t.base = players;
    t.out = out;
    t.roster = gameRoster(players, out);
    t.startersOut = 0;
    t.quarterbackOut = false;
    for (const p of players) {
      if (!p.starter || !out.has(p.id)) continue;
      t.startersOut++;
      if (p.pos === 'QB') t.quarterbackOut = true;
    }
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
      t.hurt.set(injury.playerId, { injury: injury.injury, returnWeek: returnWeekFor(week, injury.games), redshirting: false, gamesPlayed: 0 });
    }
    // The next game's roster is made anew.
    t.outUntil = 0;
    this.totals.injuries += injuries.length;
    const hurt = new Set(injuries.map((i) => i.playerId));
    for (const p of roster) if (p.starter && hurt.has(p.id)) this.totals.starterInjuries++;
    return injuries;
  }
}
