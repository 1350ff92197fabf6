// Where FBS talent comes from: each state's share of a national class, where the state lies (to
// measure how far a program is from a prospect's home) and a few high-school football towns.
//
// Shares: rounded from 247Sports' FBS signees by home state over the 2015-2024 classes (Texas, Florida,
// California and Georgia sign about 40% together; the Southeast is heavy; the northern plains and New
// England light). Coordinates: each state's population centre (rounded), which is where its prospects
// mostly live. Towns: well-known high-school football towns of the state.

export interface TalentState {
  /** USPS code, as the programs' data spells it. */
  code: string;
  /** Relative share of a national class (percent, need not sum to 100). */
  share: number;
  lat: number;
  lon: number;
  towns: readonly string[];
}

export const TALENT_STATES: readonly TalentState[] = [
  {
    code: 'TX',
    share: 12,
    lat: 30.9,
    lon: -97.4,
    towns: ['Houston', 'Dallas', 'Austin', 'San Antonio', 'Katy', 'Allen', 'Southlake', 'Duncanville'],
  },
  {
    code: 'FL',
    share: 10.5,
    lat: 27.8,
    lon: -81.6,
    towns: ['Miami', 'Fort Lauderdale', 'Tampa', 'Jacksonville', 'Orlando', 'Bradenton'],
  },
  {
    code: 'CA',
    share: 8,
    lat: 35.5,
    lon: -119.4,
    towns: ['Los Angeles', 'Santa Ana', 'Concord', 'Bellflower', 'Mission Viejo', 'San Diego'],
  },
  {
    code: 'GA',
    share: 7.5,
    lat: 33.4,
    lon: -84.2,
    towns: ['Atlanta', 'Buford', 'Valdosta', 'Savannah', 'Rome', 'Marietta'],
  },
  { code: 'OH', share: 4, lat: 40.5, lon: -82.7, towns: ['Cincinnati', 'Columbus', 'Cleveland', 'Massillon', 'Akron'] },
  {
    code: 'AL',
    share: 3.5,
    lat: 33.0,
    lon: -86.8,
    towns: ['Birmingham', 'Hoover', 'Mobile', 'Montgomery', 'Huntsville'],
  },
  {
    code: 'LA',
    share: 3.5,
    lat: 30.6,
    lon: -91.4,
    towns: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette', 'Monroe'],
  },
  {
    code: 'NC',
    share: 3,
    lat: 35.6,
    lon: -79.9,
    towns: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Fayetteville'],
  },
  {
    code: 'TN',
    share: 3,
    lat: 35.8,
    lon: -86.4,
    towns: ['Memphis', 'Nashville', 'Knoxville', 'Chattanooga', 'Murfreesboro'],
  },
  {
    code: 'SC',
    share: 2.5,
    lat: 34.0,
    lon: -81.0,
    towns: ['Columbia', 'Greenville', 'Charleston', 'Spartanburg', 'Rock Hill'],
  },
  {
    code: 'MS',
    share: 2.5,
    lat: 32.6,
    lon: -89.6,
    towns: ['Jackson', 'Hattiesburg', 'Tupelo', 'Biloxi', 'Starkville'],
  },
  {
    code: 'VA',
    share: 2.5,
    lat: 37.9,
    lon: -77.8,
    towns: ['Virginia Beach', 'Richmond', 'Norfolk', 'Chesapeake', 'Alexandria'],
  },
  {
    code: 'PA',
    share: 2.5,
    lat: 40.5,
    lon: -76.9,
    towns: ['Pittsburgh', 'Philadelphia', 'Harrisburg', 'Erie', 'Allentown'],
  },
  { code: 'NJ', share: 2, lat: 40.4, lon: -74.4, towns: ['Newark', 'Paramus', 'Montclair', 'Camden', 'Trenton'] },
  { code: 'MD', share: 2, lat: 39.1, lon: -76.8, towns: ['Baltimore', 'Olney', 'Hyattsville', 'Annapolis'] },
  { code: 'MI', share: 2, lat: 42.9, lon: -84.2, towns: ['Detroit', 'Grand Rapids', 'Belleville', 'Lansing', 'Flint'] },
  { code: 'IL', share: 2, lat: 41.3, lon: -88.4, towns: ['Chicago', 'Naperville', 'Joliet', 'Peoria'] },
  { code: 'AZ', share: 1.5, lat: 33.4, lon: -111.8, towns: ['Phoenix', 'Chandler', 'Scottsdale', 'Tucson'] },
  { code: 'OK', share: 1.5, lat: 35.6, lon: -97.0, towns: ['Tulsa', 'Oklahoma City', 'Norman', 'Broken Arrow'] },
  { code: 'WA', share: 1.2, lat: 47.3, lon: -121.6, towns: ['Seattle', 'Tacoma', 'Spokane', 'Bellevue'] },
  { code: 'MO', share: 1.2, lat: 38.4, lon: -92.2, towns: ['St. Louis', 'Kansas City', 'Springfield', 'Columbia'] },
  { code: 'AR', share: 1, lat: 35.1, lon: -92.5, towns: ['Little Rock', 'Bentonville', 'Fayetteville', 'Pine Bluff'] },
  { code: 'KY', share: 1, lat: 37.8, lon: -85.7, towns: ['Louisville', 'Lexington', 'Bowling Green'] },
  { code: 'IN', share: 1, lat: 39.8, lon: -86.3, towns: ['Indianapolis', 'Fort Wayne', 'Carmel', 'Evansville'] },
  { code: 'UT', share: 1, lat: 40.5, lon: -111.9, towns: ['Salt Lake City', 'Provo', 'Ogden', 'St. George'] },
  { code: 'NY', share: 1, lat: 41.5, lon: -74.6, towns: ['Brooklyn', 'Buffalo', 'Rochester', 'Syracuse'] },
  { code: 'NV', share: 0.8, lat: 36.5, lon: -115.4, towns: ['Las Vegas', 'Henderson', 'Reno'] },
  { code: 'CO', share: 0.8, lat: 39.5, lon: -105.2, towns: ['Denver', 'Colorado Springs', 'Aurora'] },
  { code: 'KS', share: 0.6, lat: 38.4, lon: -96.8, towns: ['Wichita', 'Olathe', 'Topeka'] },
  { code: 'MN', share: 0.6, lat: 45.2, lon: -93.6, towns: ['Minneapolis', 'St. Paul', 'Eden Prairie'] },
  { code: 'WI', share: 0.6, lat: 43.7, lon: -89.0, towns: ['Milwaukee', 'Madison', 'Green Bay'] },
  { code: 'OR', share: 0.6, lat: 44.7, lon: -122.6, towns: ['Portland', 'Eugene', 'Salem'] },
  { code: 'IA', share: 0.5, lat: 41.9, lon: -92.7, towns: ['Des Moines', 'Cedar Rapids', 'Iowa City'] },
  { code: 'MA', share: 0.5, lat: 42.3, lon: -71.4, towns: ['Boston', 'Worcester', 'Springfield'] },
  { code: 'NE', share: 0.4, lat: 40.9, lon: -97.4, towns: ['Omaha', 'Lincoln', 'Grand Island'] },
  { code: 'CT', share: 0.4, lat: 41.5, lon: -72.9, towns: ['Hartford', 'New Haven', 'Bridgeport'] },
  { code: 'WV', share: 0.4, lat: 38.8, lon: -80.9, towns: ['Charleston', 'Huntington', 'Morgantown'] },
  { code: 'HI', share: 0.4, lat: 21.3, lon: -157.9, towns: ['Honolulu', 'Kahuku', 'Mililani'] },
  { code: 'NM', share: 0.3, lat: 34.6, lon: -106.3, towns: ['Albuquerque', 'Las Cruces'] },
  { code: 'ID', share: 0.3, lat: 43.9, lon: -115.5, towns: ['Boise', 'Meridian'] },
  { code: 'DE', share: 0.2, lat: 39.4, lon: -75.6, towns: ['Wilmington', 'Middletown'] },
  { code: 'ND', share: 0.1, lat: 47.4, lon: -99.3, towns: ['Fargo', 'Bismarck'] },
  { code: 'WY', share: 0.1, lat: 42.4, lon: -106.8, towns: ['Cheyenne', 'Casper'] },
];

const STATE_INDEX = new Map(TALENT_STATES.map((state, i) => [state.code, i]));
const EARTH_RADIUS_MILES = 3959;

function greatCircleMiles(a: TalentState, b: TalentState): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Every pair once: recruiting asks for distances hundreds of thousands of times a cycle.
const MILES: readonly Float64Array[] = TALENT_STATES.map((a) =>
  Float64Array.from(TALENT_STATES, (b) => greatCircleMiles(a, b)),
);

/** Miles between two states' population centres; an unknown state counts as far away. */
export function milesBetweenStates(from: string, to: string): number {
  const a = STATE_INDEX.get(from);
  const b = STATE_INDEX.get(to);
  if (a === undefined || b === undefined) return FAR_AWAY_MILES;
  return MILES[a][b];
}

/** Distance used for a state missing from the table (a program outside it): beyond any home pull. */
export const FAR_AWAY_MILES = 3000;
