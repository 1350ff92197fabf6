// The season's injuries, redshirts and games played, kept in memory while weeks are played and written once.
import { gameRoster, isAvailable, playedIds } from '../../../core/roster/availability.js';
import { redshirtGamesIn } from '../../leagueRules.js';
import {
  type RosterExposure,
  drawExposedInjuries,
  returnWeekFor,
  rosterExposure,
} from '../../../core/roster/injuries.js';
import { HEALTHY, type PlayerStatus } from '../../../core/roster/types.js';
import type { Player } from '../../../core/players/types.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { saveStatusesOf, seasonStatuses } from '../../queries/rosterStatus.js';
import { ByPlayerId } from '../../byPlayerId.js';

function sameMembers(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

export class SeasonRosterStatus {
  /** Players whose status changed since the last save, each once (`isChanged` marks them: no Set to hash into per player). */
  private readonly changed: number[] = [];
  private isChanged = new ByPlayerId<true>();
  /**
   * playedIds without a Set per side: a player is seen in a game when his stamp is the game's (ids index a typed
   * array; a season's 1,700 sides made a set and its table each).
   */
  private seenStamp: Int32Array = new Int32Array(16_384);
  private stamp = 0;
  private week = -1;
  private outByTeam = new Map<string, Set<number>>();
  /**
   * Players who may be out (hurt or redshirting): the others are available. One found available in a week stays so
   * in every later week until his status changes (an injury, or a redshirt's game played), when he is watched again;
   * so he leaves the set, and the weeks' scans are of the few who can be out rather than every redshirt.
   */
  private readonly watched = new Set<number>();
  /** The latest week scanned: a scan of an earlier week (none in a simulation) keeps everyone watched. */
  private scanned = -1;
  /** Who takes the field of each game roster (rosters are reused game after game: rosterFor). */
  private readonly exposure = new WeakMap<readonly Player[], RosterExposure>();
  /** Each team's last game roster and who was out of it: reused while the same players are out. */
  private readonly lastRoster = new Map<string, { out: ReadonlySet<number>; base: Player[]; roster: Player[] }>();

  private constructor(
    private readonly year: number,
    private readonly seed: number,
    private readonly statuses: ByPlayerId<PlayerStatus>,
    private readonly teamOf: Map<number, string>,
    /** Games a redshirt may play this season (the league's rule). */
    private readonly redshirtGames: number,
  ) {}

  static load(db: Db, year: number, seed: number, rosters: Iterable<readonly Player[]>): SeasonRosterStatus {
    const teamOf = new Map<number, string>();
    for (const roster of rosters) for (const p of roster) teamOf.set(p.id, p.team);
    const loaded = seasonStatuses(db, year);
    const statuses = new ByPlayerId<PlayerStatus>();
    for (const [id, s] of loaded) statuses.set(id, s);
    const status = new SeasonRosterStatus(year, seed, statuses, teamOf, redshirtGamesIn(db, year));
    for (const [id, s] of loaded) if (s.injury !== null || s.redshirting) status.watched.add(id);
    return status;
  }

  /** Who cannot play in `week` (hurt, or held out to keep a redshirt year), by team. */
  private outIn(week: number): Map<string, Set<number>> {
    if (week === this.week) return this.outByTeam;
    const out = new Map<string, Set<number>>();
    const forward = week >= this.scanned;
    if (forward) this.scanned = week;
    for (const id of this.watched) {
      if (isAvailable(this.statuses.get(id), this.year, week, this.redshirtGames)) {
        // Available now and in every later week while his status holds (an injury's return week has passed).
        if (forward) this.watched.delete(id);
        continue;
      }
      const team = this.teamOf.get(id);
      if (team === undefined) continue;
      let set = out.get(team);
      if (!set) {
        set = new Set();
        out.set(team, set);
      }
      set.add(id);
    }
    this.week = week;
    this.outByTeam = out;
    return out;
  }

  /** The roster a team takes into a game of `week`: its depth chart with the unavailable skipped. */
  rosterFor(team: string, players: Player[], week: number): Player[] {
    const out = this.outIn(week).get(team);
    if (!out) return players;
    // The same players out as last time: the same roster array, so the engine's lineup is reused.
    const last = this.lastRoster.get(team);
    if (last && last.base === players && sameMembers(last.out, out)) return last.roster;
    const roster = gameRoster(players, out);
    this.lastRoster.set(team, { out, base: players, roster });
    return roster;
  }

  /**
   * After a game: who played counts a game, and injuries are drawn from the game's own seeded stream (the
   * game itself is untouched by them). Returns who sat out (ids), for a replay of the game. credited: each side's
   * box-score lines (the players they credit).
   */
  afterGame(
    gameId: number,
    week: number,
    sides: {
      team: string;
      full: readonly Player[];
      roster: readonly Player[];
      credited: readonly { readonly playerId: number }[];
    }[],
  ): number[] {
    const rng = createRng(`${this.seed}:injuries:${gameId}`);
    const absent: number[] = [];
    for (let s = 0; s < sides.length; s++) {
      const side = sides[s];
      if (side.roster !== side.full) {
        // The roster rosterFor made from the full one: who sat out is who was out (gameRoster skipped just them).
        const last = this.lastRoster.get(side.team);
        const full = side.full;
        if (last && last.roster === side.roster && last.base === full) {
          const out = last.out;
          for (let i = 0; i < full.length; i++) if (out.has(full[i].id)) absent.push(full[i].id);
        } else {
          const inGame = new Set(side.roster.map((p) => p.id));
          for (let i = 0; i < full.length; i++) if (!inGame.has(full[i].id)) absent.push(full[i].id);
        }
      }
      let exposed = this.exposure.get(side.roster);
      if (!exposed) {
        exposed = rosterExposure(side.roster);
        this.exposure.set(side.roster, exposed);
      }
      const played = this.playedIds(side.roster, exposed, side.credited);
      for (let i = 0; i < played.length; i++) {
        const status = this.mutable(played[i]);
        status.gamesPlayed++;
        // A redshirt's games count toward the limit that holds him out.
        if (status.redshirting) this.watched.add(played[i]);
      }
      const injuries = drawExposedInjuries(side.roster, exposed, rng.fork(side.team));
      for (let i = 0; i < injuries.length; i++) {
        const injury = injuries[i];
        const status = this.mutable(injury.playerId);
        status.injury = injury.injury;
        status.returnWeek = returnWeekFor(week, injury.games);
        this.watched.add(injury.playerId);
      }
    }
    // Injuries and games played change who is out from next week on, never in this week's other games.
    return absent;
  }

  /** playedIds (core/roster/availability.ts): the same ids in the same order. exposed: the roster's rosterExposure. */
  private playedIds(
    roster: readonly Player[],
    exposed: RosterExposure,
    credited: readonly { readonly playerId: number }[],
  ): number[] {
    const stamp = ++this.stamp;
    let seen = this.seenStamp;
    const ids: number[] = [];
    for (let i = 0; i < credited.length; i++) {
      const id = credited[i].playerId;
      if (!(id >= 0 && id < seen.length)) {
        if (!(Number.isInteger(id) && id >= 0 && id < 1 << 24)) return playedIds(roster, credited);
        seen = this.grownStamps(id);
      }
      if (seen[id] !== stamp) {
        seen[id] = stamp;
        ids.push(id);
      }
    }
    // Those who took the field (snapShare above 0, as rosterExposure found them), in roster order.
    const exposedIndex = exposed.index;
    for (let k = 0; k < exposedIndex.length; k++) {
      const id = roster[exposedIndex[k]].id;
      if (!(id >= 0 && id < seen.length)) {
        if (!(Number.isInteger(id) && id >= 0 && id < 1 << 24)) return playedIds(roster, credited);
        seen = this.grownStamps(id);
      }
      if (seen[id] !== stamp) {
        seen[id] = stamp;
        ids.push(id);
      }
    }
    return ids;
  }

  private grownStamps(id: number): Int32Array {
    let length = this.seenStamp.length * 2;
    while (length <= id) length *= 2;
    const grown = new Int32Array(length);
    grown.set(this.seenStamp);
    this.seenStamp = grown;
    return grown;
  }

  private mutable(id: number): PlayerStatus {
    let status = this.statuses.get(id);
    // HEALTHY's fields in a literal: one shape with the loaded statuses, and no object spread per player.
    if (!status) {
      status = {
        injury: HEALTHY.injury,
        returnWeek: HEALTHY.returnWeek,
        redshirting: HEALTHY.redshirting,
        gamesPlayed: HEALTHY.gamesPlayed,
      };
      this.statuses.set(id, status);
    }
    if (this.isChanged.get(id) === undefined) {
      this.isChanged.set(id, true);
      this.changed.push(id);
    }
    return status;
  }

  save(db: Db): void {
    saveStatusesOf(db, this.year, this.changed, this.statuses);
    // Every change is saved: a new mark set rather than 7,500 deletes from the old one (a loop compiled for one pass).
    this.isChanged = new ByPlayerId<true>();
    this.changed.length = 0;
  }
}
