// The record book: the best single game, season and career in each statistic, league-wide and for each program.
// Pure: the store feeds it every game's lines and running totals and keeps what it returns.

export const PLAYER_RECORD_STATS = [
  'pass_yds',
  'pass_td',
  'rush_yds',
  'rush_td',
  'rec_yds',
  'rec_td',
  'tackles',
  'sacks',
  'ints',
] as const;
export const TEAM_RECORD_STATS = ['points', 'margin'] as const;
export type PlayerRecordStat = (typeof PLAYER_RECORD_STATS)[number];
export type TeamRecordStat = (typeof TEAM_RECORD_STATS)[number];
export type RecordStat = PlayerRecordStat | TeamRecordStat;
export type RecordSpan = 'game' | 'season' | 'career';

export const RECORD_STAT_NAMES: Record<RecordStat, string> = {
  pass_yds: 'Passing yards',
  pass_td: 'Passing touchdowns',
  rush_yds: 'Rushing yards',
  rush_td: 'Rushing touchdowns',
  rec_yds: 'Receiving yards',
  rec_td: 'Receiving touchdowns',
  tackles: 'Tackles',
  sacks: 'Sacks',
  ints: 'Interceptions',
  points: 'Team points',
  margin: 'Margin of victory',
};

/** League-wide records have the scope ''; a program's records its name. */
export const LEAGUE_SCOPE = '';

export interface RecordEntry {
  scope: string;
  span: RecordSpan;
  stat: RecordStat;
  value: number;
  /** null for team records. */
  playerId: number | null;
  /** The player's name, or the team's for team records. */
  holder: string;
  team: string;
  year: number;
  /** Single-game records: the game, its week and the opponent. */
  week: number | null;
  gameId: number | null;
  opponent: string | null;
}

/** A performance offered to the book (a scope is filled in for the league and the holder's program). */
export type RecordClaim = Omit<RecordEntry, 'scope'>;

export interface BrokenRecord {
  previous: RecordEntry;
  entry: RecordEntry;
  /** A league record of a statistic the real FBS book held before the dynasty: the new one is the nation's. */
  real: boolean;
}

/** Who holds a performance and where: a claim without its statistic. */
export type ClaimBase = Omit<RecordClaim, 'span' | 'stat' | 'value'>;

const NONE: BrokenRecord[] = [];

/**
 * Seasons before a career played wholly in the dynasty can end: until then its own career records (of statistics
 * with no real record, such as tackles) grow with the careers under way, which is not news.
 */
const FULL_CAREER = 4;

/**
 * Is the claim the same performance growing (a season or career still being played)? Season and career records
 * fall only to another performance over a record that stood before this season: two players passing each other
 * week after week are not news each time.
 */
function samePerformance(previous: RecordEntry, claim: ClaimBase, span: RecordSpan): boolean {
  if (span === 'game') return previous.gameId === claim.gameId && previous.holder === claim.holder;
  if (span === 'season')
    return (
      previous.holder === claim.holder
      && previous.team === claim.team
      && previous.year === claim.year
      && previous.playerId === claim.playerId
    );
  return previous.playerId === claim.playerId && previous.holder === claim.holder;
}

const SPANS: readonly RecordSpan[] = ['game', 'season', 'career'];
const ALL_STATS: readonly RecordStat[] = [...PLAYER_RECORD_STATS, ...TEAM_RECORD_STATS];
const SPAN_INDEX: Record<RecordSpan, number> = { game: 0, season: 1, career: 2 };
const STAT_INDEX = Object.fromEntries(ALL_STATS.map((s, i) => [s, i])) as Record<RecordStat, number>;
/** Where a span and statistic sit in a scope's arrays. */
const slotOf = (span: RecordSpan, stat: RecordStat): number => SPAN_INDEX[span] * ALL_STATS.length + STAT_INDEX[stat];
const SLOT_COUNT = SPANS.length * ALL_STATS.length;

/** One scope's records by slot, and their values (0 when none) to check performances against without building anything. */
interface ScopeRecords {
  values: Float64Array;
  entries: (RecordEntry | undefined)[];
}

export class RecordBook {
  private readonly scopes = new Map<string, ScopeRecords>();
  private readonly changed = new Set<RecordEntry>();
  /** The league's slots the real book held a record in when the dynasty began. */
  private readonly realSlots = new Set<number>();

  /**
   * firstYear: the dynasty's first season. The book opens with `real`, the real FBS records that stood before it
   * (realRecords.ts), beneath the saved entries; a saved league record below a real one (a save whose book started
   * empty) gives way to it. Beating a real record is news from the first season on; the dynasty's own records are
   * written in its first season, so one falling then is not news, and from the next season on it is (a career
   * record from the season a whole career could have been played in the dynasty, FULL_CAREER).
   */
  constructor(
    entries: Iterable<RecordEntry>,
    private readonly firstYear: number,
    real: Iterable<RecordEntry> = [],
  ) {
    for (const e of real) {
      this.set(e);
      if (e.scope === LEAGUE_SCOPE) this.realSlots.add(slotOf(e.span, e.stat));
    }
    for (const e of entries) {
      const standing = this.get(e.scope, e.span, e.stat);
      if (!standing || e.value >= standing.value) this.set(e);
    }
  }

  /** A record set before the dynasty began: a real one. */
  isReal(entry: RecordEntry): boolean {
    return entry.year < this.firstYear;
  }

  private scope(scope: string): ScopeRecords {
    let records = this.scopes.get(scope);
    if (!records) {
      records = { values: new Float64Array(SLOT_COUNT), entries: new Array(SLOT_COUNT) };
      this.scopes.set(scope, records);
    }
    return records;
  }

  private set(entry: RecordEntry): void {
    const records = this.scope(entry.scope);
    const slot = slotOf(entry.span, entry.stat);
    records.entries[slot] = entry;
    records.values[slot] = entry.value;
  }

  get(scope: string, span: RecordSpan, stat: RecordStat): RecordEntry | undefined {
    return this.scopes.get(scope)?.entries[slotOf(span, stat)];
  }

  /** Would this value set a record, league-wide or for the team's program? (Cheap: no claim needs building.) */
  wouldSet(team: string, span: RecordSpan, stat: RecordStat, value: number): boolean {
    if (value <= 0) return false;
    const slot = slotOf(span, stat);
    return value > this.scope(team).values[slot] || value > this.scope(LEAGUE_SCOPE).values[slot];
  }

  /**
   * What a single-game performance must beat to set the program's record or the league's, by PLAYER_RECORD_STATS
   * index: wouldSet for a game without its lookups (a season checks 50,000 lines). Live views of the book: they
   * follow every record set after.
   */
  gameBars(team: string): { program: Float64Array; league: Float64Array } {
    return this.bars(team, 'game');
  }

  /** gameBars for any span: a season's end checks every player's season totals (wouldSet without its lookups). */
  bars(team: string, span: RecordSpan): { program: Float64Array; league: Float64Array } {
    const from = slotOf(span, PLAYER_RECORD_STATS[0]);
    const to = from + PLAYER_RECORD_STATS.length;
    return {
      program: this.scope(team).values.subarray(from, to),
      league: this.scope(LEAGUE_SCOPE).values.subarray(from, to),
    };
  }

  /** Offers a performance to the league's book and its program's; returns the records it broke. */
  offer(claim: RecordClaim): BrokenRecord[] {
    return this.offerValue(claim, claim.span, claim.stat, claim.value);
  }

  /** offer() without building a claim per statistic: who and where in `base`, what in the other arguments. */
  offerValue(base: ClaimBase, span: RecordSpan, stat: RecordStat, value: number): BrokenRecord[] {
    if (value <= 0) return NONE;
    const slot = slotOf(span, stat);
    let broken: BrokenRecord[] | null = null;
    for (let s = 0; s < 2; s++) {
      const scope = s === 0 ? LEAGUE_SCOPE : base.team;
      const records = this.scope(scope);
      // A tie leaves the record with its holder.
      if (value <= records.values[slot]) continue;
      const previous = records.entries[slot];
      records.values[slot] = value;
      // The same season, career or game still growing is raised in place (most offers during a season).
      const same = previous !== undefined && samePerformance(previous, base, span);
      const entry: RecordEntry = same
        ? previous
        : {
            scope,
            span,
            stat,
            value,
            playerId: base.playerId,
            holder: base.holder,
            team: base.team,
            year: base.year,
            week: base.week,
            gameId: base.gameId,
            opponent: base.opponent,
          };
      // The raise's stores, for a new entry too (its own values again).
      entry.value = value;
      entry.week = base.week;
      entry.gameId = base.gameId;
      entry.opponent = base.opponent;
      this.changed.add(entry);
      if (same) continue;
      records.entries[slot] = entry;
      const news =
        previous !== undefined
        && (this.isReal(previous)
          || (base.year > this.firstYear && (span !== 'career' || base.year >= this.firstYear + FULL_CAREER)));
      if (news && (span === 'game' || previous.year < base.year)) {
        broken ??= [];
        broken.push({ previous, entry, real: scope === LEAGUE_SCOPE && this.realSlots.has(slot) });
      }
    }
    return broken ?? NONE;
  }

  /** Records set or raised since the book was loaded (or since the last call). */
  takeChanged(): RecordEntry[] {
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }

  /** Every record of each scope that changed since the book was loaded (or since the last call). */
  takeChangedScopes(): Map<string, RecordEntry[]> {
    const scopes = new Map<string, RecordEntry[]>();
    for (const e of this.takeChanged()) {
      if (!scopes.has(e.scope))
        scopes.set(
          e.scope,
          this.scopes.get(e.scope)!.entries.filter((x): x is RecordEntry => x !== undefined),
        );
    }
    return scopes;
  }

  all(): RecordEntry[] {
    return [...this.scopes.values()].flatMap((r) => r.entries.filter((e): e is RecordEntry => e !== undefined));
  }
}

/** The record line of a box score's player categories. */
export interface RecordLine {
  passing?: { yds: number; td: number };
  rushing?: { yds: number; td: number };
  receiving?: { yds: number; td: number };
  defense?: { tackles: number; sacks: number; ints: number };
}

/** A line's record statistics in PLAYER_RECORD_STATS order, written into `out`. */
export function recordStatsInto(line: RecordLine, out: Float64Array): Float64Array {
  out[0] = line.passing?.yds ?? 0;
  out[1] = line.passing?.td ?? 0;
  out[2] = line.rushing?.yds ?? 0;
  out[3] = line.rushing?.td ?? 0;
  out[4] = line.receiving?.yds ?? 0;
  out[5] = line.receiving?.td ?? 0;
  out[6] = line.defense?.tackles ?? 0;
  out[7] = line.defense?.sacks ?? 0;
  out[8] = line.defense?.ints ?? 0;
  return out;
}

export const newRecordStats = (): Float64Array => new Float64Array(PLAYER_RECORD_STATS.length);

const SPAN_WORDS: Record<RecordSpan, string> = { game: 'single-game', season: 'single-season', career: 'career' };

/**
 * "Jalen Hurts sets the FBS single-game record: 612 passing yards (was 587, Cam Ward 2025)". Only league records the
 * real FBS book held before the dynasty are the nation's; the others (the teams' points and margins, sacks before
 * 2005, each program's) are the dynasty's own, and say so.
 */
export function brokenRecordText(b: BrokenRecord): string {
  const { entry, previous } = b;
  const span = SPAN_WORDS[entry.span];
  const which =
    entry.scope !== LEAGUE_SCOPE
      ? `${entry.holder === entry.team ? 'its' : `${entry.team}'s`} ${span} record in the dynasty`
      : b.real
        ? `the FBS ${span} record`
        : `the ${span} record in the dynasty`;
  const what = RECORD_STAT_NAMES[entry.stat].toLowerCase();
  const value = Number.isInteger(entry.value) ? String(entry.value) : entry.value.toFixed(1);
  const was = Number.isInteger(previous.value) ? String(previous.value) : previous.value.toFixed(1);
  return `${entry.holder} sets ${which}: ${value} ${what} (was ${was}, ${previous.holder} ${previous.year})`;
}
