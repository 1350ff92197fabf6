// Programs whose way of playing was famous in a season: a dynasty started that year gives their head coach the
// scheme (and tempo) the program was known for. Everyone else draws a scheme (generate.ts).
import { PROGRAM_PASS_LEAN } from './tuning.js';
import type { OffensiveScheme, SchemeTempo } from './types.js';

export interface SchemeIdentity {
  team: string;
  from: number;
  to: number;
  scheme: OffensiveScheme;
  tempo: SchemeTempo;
  /** Who made it famous, for the reader of this table (coaches in the game are generated). */
  note: string;
  /**
   * Where the program was its scheme's extreme: log-odds added to the scheme's pass lean while its staff plays that
   * scheme (docs/reference/playbooks.md).
   */
  passLean?: number;
}

export const SCHEME_IDENTITIES: readonly SchemeIdentity[] = [
  // The service academies' option, every season.
  { team: 'Army', from: 2000, to: 2013, scheme: 'option', tempo: 'deliberate', note: 'option (Ellerson)' },
  {
    team: 'Army',
    from: 2014,
    to: 2026,
    scheme: 'option',
    tempo: 'deliberate',
    note: "Monken's flexbone: the fewest passes in FBS, about 5-9 a game",
    passLean: PROGRAM_PASS_LEAN.armyFlexbone,
  },
  {
    team: 'Navy',
    from: 2000,
    to: 2026,
    scheme: 'option',
    tempo: 'deliberate',
    note: 'flexbone triple option (Johnson, Niumatalolo)',
  },
  {
    team: 'Air Force',
    from: 2000,
    to: 2026,
    scheme: 'option',
    tempo: 'deliberate',
    note: 'wishbone/flexbone option (DeBerry, Calhoun)',
  },
  {
    team: 'Georgia Tech',
    from: 2008,
    to: 2018,
    scheme: 'option',
    tempo: 'deliberate',
    note: "Paul Johnson's flexbone",
  },
  {
    team: 'Georgia Southern',
    from: 2014,
    to: 2019,
    scheme: 'option',
    tempo: 'balanced',
    note: 'option from its FBS move',
  },
  { team: 'New Mexico State', from: 2013, to: 2013, scheme: 'option', tempo: 'balanced', note: 'pistol option' },
  {
    team: 'New Mexico',
    from: 2012,
    to: 2019,
    scheme: 'option',
    tempo: 'deliberate',
    note: "Bob Davie's pistol option",
  },
  // Air raid programs of their era.
  { team: 'Texas Tech', from: 2000, to: 2009, scheme: 'air_raid', tempo: 'up_tempo', note: 'Mike Leach' },
  {
    team: 'Texas Tech',
    from: 2013,
    to: 2026,
    scheme: 'air_raid',
    tempo: 'up_tempo',
    note: 'Kingsbury, Wells, McGuire',
  },
  { team: 'Kentucky', from: 2000, to: 2000, scheme: 'air_raid', tempo: 'up_tempo', note: "Hal Mumme's last season" },
  { team: 'Washington State', from: 2012, to: 2019, scheme: 'air_raid', tempo: 'up_tempo', note: 'Mike Leach' },
  { team: 'Mississippi State', from: 2020, to: 2022, scheme: 'air_raid', tempo: 'up_tempo', note: 'Mike Leach' },
  { team: 'Hawaii', from: 2000, to: 2011, scheme: 'air_raid', tempo: 'up_tempo', note: "June Jones's run and shoot" },
  { team: 'SMU', from: 2008, to: 2014, scheme: 'air_raid', tempo: 'up_tempo', note: 'June Jones' },
  { team: 'Houston', from: 2008, to: 2011, scheme: 'air_raid', tempo: 'up_tempo', note: 'Briles/Sumlin: Case Keenum' },
  { team: 'West Virginia', from: 2011, to: 2018, scheme: 'air_raid', tempo: 'up_tempo', note: 'Dana Holgorsen' },
  { team: 'Oklahoma', from: 2015, to: 2021, scheme: 'air_raid', tempo: 'up_tempo', note: 'Lincoln Riley' },
  // Spread and tempo.
  { team: 'Oregon', from: 2007, to: 2016, scheme: 'spread', tempo: 'up_tempo', note: "Chip Kelly's blur offense" },
  { team: 'Baylor', from: 2008, to: 2015, scheme: 'spread', tempo: 'up_tempo', note: 'Art Briles' },
  { team: 'Auburn', from: 2013, to: 2020, scheme: 'spread', tempo: 'up_tempo', note: 'Gus Malzahn' },
  { team: 'Florida', from: 2005, to: 2010, scheme: 'spread', tempo: 'balanced', note: 'Urban Meyer' },
  { team: 'Ohio State', from: 2012, to: 2026, scheme: 'spread', tempo: 'balanced', note: 'Meyer, Day' },
  { team: 'Ole Miss', from: 2020, to: 2026, scheme: 'spread', tempo: 'up_tempo', note: 'Lane Kiffin' },
  // Pro style and power run.
  {
    team: 'Wisconsin',
    from: 2000,
    to: 2022,
    scheme: 'pro_style',
    tempo: 'deliberate',
    note: 'Alvarez, Bielema, Chryst',
  },
  { team: 'Iowa', from: 2000, to: 2026, scheme: 'pro_style', tempo: 'deliberate', note: 'Kirk Ferentz' },
  { team: 'Stanford', from: 2009, to: 2018, scheme: 'pro_style', tempo: 'deliberate', note: 'Harbaugh, Shaw' },
  { team: 'Alabama', from: 2007, to: 2016, scheme: 'pro_style', tempo: 'balanced', note: 'Nick Saban' },
  { team: 'Michigan', from: 2015, to: 2026, scheme: 'pro_style', tempo: 'deliberate', note: 'Harbaugh, Moore' },
  { team: 'USC', from: 2001, to: 2009, scheme: 'pro_style', tempo: 'balanced', note: 'Pete Carroll' },
];

/**
 * The pass lean a program adds to its scheme's in a season: its identity's, while its staff plays that identity's
 * scheme (0 otherwise).
 */
export function programPassLean(team: string, year: number, scheme: OffensiveScheme): number {
  const identity = schemeIdentity(team, year);
  return identity?.scheme === scheme ? (identity.passLean ?? 0) : 0;
}

/** The famous identity of a program in a season, if it had one. */
export function schemeIdentity(team: string, year: number): SchemeIdentity | null {
  return SCHEME_IDENTITIES.find((i) => i.team === team && year >= i.from && year <= i.to) ?? null;
}
