// The bowl games, best first: the New Year's Six, then the other bowls roughly by payout and the
// conference tie-ins they draw (2010s-2020s order). Each bowl appears once under one name.

export const NEW_YEARS_SIX = [
  'Rose Bowl',
  'Sugar Bowl',
  'Orange Bowl',
  'Cotton Bowl',
  'Fiesta Bowl',
  'Peach Bowl',
] as const;

export const BOWLS_BY_PRESTIGE: readonly string[] = [
  ...NEW_YEARS_SIX,
  'Citrus Bowl',
  'Outback Bowl',
  'Alamo Bowl',
  'Gator Bowl',
  'Holiday Bowl',
  'Las Vegas Bowl',
  'Music City Bowl',
  'Sun Bowl',
  'Liberty Bowl',
  'Texas Bowl',
  'Cheez-It Bowl',
  'Pinstripe Bowl',
  "Duke's Mayo Bowl",
  'Military Bowl',
  'Fenway Bowl',
  'Independence Bowl',
  'Armed Forces Bowl',
  'Birmingham Bowl',
  'First Responder Bowl',
  'Guaranteed Rate Bowl',
  'Arizona Bowl',
  'Gasparilla Bowl',
  'Hawaii Bowl',
  'Boca Raton Bowl',
  'New Mexico Bowl',
  'LA Bowl',
  'Frisco Bowl',
  'Camellia Bowl',
  'Cure Bowl',
  'Myrtle Beach Bowl',
  'New Orleans Bowl',
  'Famous Idaho Potato Bowl',
  'Bahamas Bowl',
  'Quick Lane Bowl',
  '68 Ventures Bowl',
  'Poinsettia Bowl',
  'Heart of Dallas Bowl',
  'Emerald Bowl',
  'Salute to Veterans Bowl',
];

/** First season of the 4-team playoff, whose semifinals rotated among the New Year's Six. */
const FOUR_TEAM_FIRST_SEASON = 2014;
/** The semifinal hosts rotated in a three-year cycle: 2014 Rose/Sugar, 2015 Orange/Cotton, 2016 Peach/Fiesta. */
const SEMIFINAL_ROTATION: readonly (readonly [string, string])[] = [
  ['Rose Bowl', 'Sugar Bowl'],
  ['Orange Bowl', 'Cotton Bowl'],
  ['Peach Bowl', 'Fiesta Bowl'],
];

/**
 * Bowls that host playoff games in a season and so are not available for other pairings: none with
 * the BCS title game (it was a separate game), the two semifinal hosts of the year with 4 teams, all of
 * the New Year's Six with 12 (quarterfinals and semifinals).
 */
export function playoffBowlHosts(playoffTeams: number, year: number): string[] {
  if (playoffTeams >= 12) return [...NEW_YEARS_SIX];
  if (playoffTeams >= 4) {
    const cycle = SEMIFINAL_ROTATION.length;
    const index = (((year - FOUR_TEAM_FIRST_SEASON) % cycle) + cycle) % cycle;
    return [...SEMIFINAL_ROTATION[index]];
  }
  return [];
}
