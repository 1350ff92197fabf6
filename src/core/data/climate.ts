// The climate a game is played in: by the home program's state and the month of the game. Each region's afternoon
// temperature (°F), its mean wind at game time (mph) and the chance of rain or snow during a game, September to
// December, in round figures after NOAA's 1991-2020 U.S. Climate Normals for the region's college towns (sources:
// docs/reference/weather.md). Kept small on purpose: ten regions, four months.

export interface MonthClimate {
  /** Afternoon temperature, °F. */
  temp: number;
  /** Mean wind at game time, mph. */
  wind: number;
  /** Chance that rain (or, at 34 °F or colder, snow) falls during the game. */
  wet: number;
}

type Region =
  | 'northeast'
  | 'midwest'
  | 'plains'
  | 'mountain'
  | 'desert'
  | 'pacificNorthwest'
  | 'california'
  | 'southeast'
  | 'gulf'
  | 'texas'
  | 'hawaii';

const m = (temp: number, wind: number, wet: number): MonthClimate => ({ temp, wind, wet });

/** September, October, November, December. */
const CLIMATE: Readonly<Record<Region, readonly [MonthClimate, MonthClimate, MonthClimate, MonthClimate]>> = {
  northeast: [m(74, 6, 0.12), m(62, 7, 0.13), m(50, 8, 0.14), m(39, 9, 0.15)],
  midwest: [m(76, 7, 0.12), m(63, 8, 0.13), m(48, 9, 0.13), m(35, 9, 0.14)],
  plains: [m(81, 9, 0.1), m(69, 10, 0.09), m(55, 10, 0.07), m(43, 10, 0.07)],
  mountain: [m(76, 7, 0.07), m(63, 7, 0.08), m(49, 7, 0.08), m(39, 7, 0.08)],
  desert: [m(95, 5, 0.04), m(84, 5, 0.04), m(71, 5, 0.04), m(63, 5, 0.06)],
  pacificNorthwest: [m(74, 5, 0.07), m(62, 5, 0.15), m(51, 6, 0.25), m(45, 6, 0.27)],
  california: [m(81, 6, 0.02), m(75, 5, 0.04), m(66, 5, 0.08), m(60, 5, 0.12)],
  southeast: [m(84, 5, 0.11), m(74, 5, 0.09), m(63, 6, 0.1), m(54, 6, 0.12)],
  gulf: [m(89, 6, 0.2), m(82, 6, 0.1), m(74, 7, 0.08), m(67, 7, 0.1)],
  texas: [m(91, 8, 0.09), m(81, 8, 0.1), m(69, 9, 0.08), m(60, 9, 0.08)],
  hawaii: [m(88, 10, 0.08), m(86, 10, 0.1), m(83, 10, 0.12), m(81, 10, 0.14)],
};

/** The states of each region. */
const STATES: Readonly<Record<Region, string>> = {
  northeast: 'ME NH VT MA RI CT NY NJ PA DE MD DC',
  midwest: 'OH MI IN IL WI MN IA MO',
  plains: 'NE KS OK ND SD',
  mountain: 'CO WY UT ID MT',
  desert: 'AZ NV NM',
  pacificNorthwest: 'WA OR',
  california: 'CA',
  southeast: 'VA WV NC SC GA TN KY AL MS AR',
  gulf: 'FL LA',
  texas: 'TX',
  hawaii: 'HI',
};

const REGION_OF_STATE: ReadonlyMap<string, Region> = new Map(
  (Object.entries(STATES) as [Region, string][]).flatMap(([region, states]) =>
    states.split(' ').map((state) => [state, region] as const),
  ),
);

/**
 * The month's climate at a site: by its state (an unknown state, or a neutral site, where bowls and kickoff games
 * are mostly played in the South: the southeast's) and the week (1-4 September, 5-9 October, 10-13 November, then
 * December: championship week and the bowls).
 */
export function climateOf(state: string | null, week: number): MonthClimate {
  const region = (state && REGION_OF_STATE.get(state)) || 'southeast';
  const month = week <= 4 ? 0 : week <= 9 ? 1 : week <= 13 ? 2 : 3;
  return CLIMATE[region][month];
}
