// Each FBS program's home stadium: its name, its capacity for football and whether a roof closes it. Capacities are
// the listed football capacities of the 2024 season, rounded; a program that moved home under or out from a roof (or
// to a stadium of another size) keeps each home for its seasons. Sources and the few choices: docs/reference/weather.md.

/** Is the game played under a roof (no wind, rain or snow) or in the open? */
export type Roof = 'open' | 'dome';

export interface Stadium {
  name: string;
  capacity: number;
  roof: Roof;
}

/** A stadium and the last season it was the program's home (absent: still is). */
interface StadiumEra extends Stadium {
  until?: number;
}

const open = (name: string, capacity: number, until?: number): StadiumEra => ({ name, capacity, roof: 'open', until });
const dome = (name: string, capacity: number, until?: number): StadiumEra => ({ name, capacity, roof: 'dome', until });

const STADIUMS: Readonly<Record<string, readonly StadiumEra[]>> = {
  // ACC
  'Boston College': [open('Alumni Stadium', 44500)],
  Clemson: [open('Memorial Stadium', 81500)],
  Duke: [open('Wallace Wade Stadium', 40000)],
  'Florida State': [open('Doak Campbell Stadium', 67300)],
  'Georgia Tech': [open('Bobby Dodd Stadium', 55000)],
  Louisville: [open('L&N Stadium', 60800)],
  Miami: [open('Orange Bowl', 72300, 2007), open('Hard Rock Stadium', 65300)],
  'North Carolina': [open('Kenan Stadium', 50500)],
  'NC State': [open('Carter-Finley Stadium', 56900)],
  Pittsburgh: [open('Three Rivers Stadium', 59000, 2000), open('Acrisure Stadium', 68400)],
  Syracuse: [dome('JMA Wireless Dome', 49000)],
  Virginia: [open('Scott Stadium', 61500)],
  'Virginia Tech': [open('Lane Stadium', 65600)],
  'Wake Forest': [open('Allegacy Stadium', 31500)],
  // American
  Charlotte: [open('Jerry Richardson Stadium', 15300)],
  Cincinnati: [open('Nippert Stadium', 40000)],
  'East Carolina': [open('Dowdy-Ficklen Stadium', 50000)],
  'Florida Atlantic': [open('FAU Stadium', 29400)],
  Houston: [open('Robertson Stadium', 32000, 2012), open('TDECU Stadium', 40000)],
  Memphis: [open('Simmons Bank Liberty Stadium', 58300)],
  'North Texas': [open('Fouts Field', 30500, 2010), open('DATCU Stadium', 30500)],
  Rice: [open('Rice Stadium', 47000)],
  SMU: [open('Gerald J. Ford Stadium', 32000)],
  'South Florida': [open('Raymond James Stadium', 65600)],
  Temple: [open('Veterans Stadium', 62000, 2002), open('Lincoln Financial Field', 69200)],
  Tulane: [dome('Louisiana Superdome', 69700, 2013), open('Yulman Stadium', 30000)],
  Tulsa: [open('H.A. Chapman Stadium', 30000)],
  UAB: [open('Legion Field', 71600, 2020), open('Protective Stadium', 47100)],
  UCF: [open('Citrus Bowl', 65400, 2006), open('FBC Mortgage Stadium', 45300)],
  UTSA: [dome('Alamodome', 64000)],
  // Big 12
  Baylor: [open('Floyd Casey Stadium', 50000, 2013), open('McLane Stadium', 45100)],
  Colorado: [open('Folsom Field', 50200)],
  'Iowa State': [open('Jack Trice Stadium', 61500)],
  Kansas: [open('David Booth Kansas Memorial Stadium', 47200)],
  'Kansas State': [open('Bill Snyder Family Stadium', 50000)],
  'Oklahoma State': [open('Boone Pickens Stadium', 53900)],
  TCU: [open('Amon G. Carter Stadium', 45000)],
  'Texas Tech': [open('Jones AT&T Stadium', 60500)],
  'West Virginia': [open('Milan Puskar Stadium', 60000)],
  // Big Ten
  Illinois: [open('Memorial Stadium', 60700)],
  Indiana: [open('Memorial Stadium', 52600)],
  Iowa: [open('Kinnick Stadium', 69300)],
  Maryland: [open('SECU Stadium', 51800)],
  Michigan: [open('Michigan Stadium', 107600)],
  'Michigan State': [open('Spartan Stadium', 75000)],
  Minnesota: [dome('Hubert H. Humphrey Metrodome', 64100, 2008), open('Huntington Bank Stadium', 50800)],
  Nebraska: [open('Memorial Stadium', 85500)],
  Northwestern: [open('Ryan Field', 47100)],
  'Ohio State': [open('Ohio Stadium', 102800)],
  'Penn State': [open('Beaver Stadium', 106600)],
  Purdue: [open('Ross-Ade Stadium', 57200)],
  Rutgers: [open('SHI Stadium', 52500)],
  Wisconsin: [open('Camp Randall Stadium', 76100)],
  // Conference USA
  Delaware: [open('Delaware Stadium', 18500)],
  FIU: [open('Pitbull Stadium', 20000)],
  'Jacksonville State': [open('AmFirst Stadium', 24000)],
  'Kennesaw State': [open('Fifth Third Stadium', 10200)],
  Liberty: [open('Williams Stadium', 25000)],
  'Louisiana Tech': [open('Joe Aillet Stadium', 28600)],
  Marshall: [open('Joan C. Edwards Stadium', 38200)],
  'Middle Tennessee': [open('Johnny "Red" Floyd Stadium', 30800)],
  'Missouri State': [open('Plaster Stadium', 17500)],
  'New Mexico State': [open('Aggie Memorial Stadium', 28900)],
  'Sam Houston': [open('Bowers Stadium', 14000)],
  'Southern Miss': [open('M. M. Roberts Stadium', 36000)],
  UTEP: [open('Sun Bowl', 51500)],
  'Western Kentucky': [open('Houchens-Smith Stadium', 22100)],
  // Independents
  'Notre Dame': [open('Notre Dame Stadium', 77600)],
  Army: [open('Michie Stadium', 38000)],
  Navy: [open('Navy-Marine Corps Memorial Stadium', 34000)],
  UConn: [open('Memorial Stadium', 16200, 2002), open('Rentschler Field', 40000)],
  UMass: [open('McGuirk Alumni Stadium', 17000)],
  // MAC
  Akron: [open('Rubber Bowl', 35200, 2008), open('InfoCision Stadium', 30000)],
  'Ball State': [open('Scheumann Stadium', 22500)],
  'Bowling Green': [open('Doyt L. Perry Stadium', 24000)],
  Buffalo: [open('UB Stadium', 25000)],
  'Central Michigan': [open('Kelly/Shorts Stadium', 30300)],
  'Eastern Michigan': [open('Rynearson Stadium', 30200)],
  'Kent State': [open('Dix Stadium', 25300)],
  'Miami (OH)': [open('Yager Stadium', 24300)],
  'Northern Illinois': [open('Huskie Stadium', 23600)],
  Ohio: [open('Peden Stadium', 24000)],
  'Sacramento State': [open('Hornet Stadium', 21200)],
  Toledo: [open('Glass Bowl', 26000)],
  'Western Michigan': [open('Waldo Stadium', 30200)],
  // Mountain West
  'Air Force': [open('Falcon Stadium', 46700)],
  'Boise State': [open('Albertsons Stadium', 36400)],
  BYU: [open('LaVell Edwards Stadium', 62100)],
  'Colorado State': [open('Hughes Stadium', 32500, 2016), open('Canvas Stadium', 36000)],
  'Fresno State': [open('Valley Children’s Stadium', 40700)],
  Hawaii: [open('Aloha Stadium', 50000, 2020), open('Clarence T. C. Ching Complex', 15200)],
  Nevada: [open('Mackay Stadium', 27000)],
  'New Mexico': [open('University Stadium', 39200)],
  'North Dakota State': [dome('Fargodome', 19000)],
  'San Diego State': [open('Qualcomm Stadium', 70600, 2019), open('Snapdragon Stadium', 35000)],
  'San Jose State': [open('CEFCU Stadium', 21500)],
  UNLV: [open('Sam Boyd Stadium', 36800, 2019), dome('Allegiant Stadium', 65000)],
  'Utah State': [open('Maverik Stadium', 25500)],
  Wyoming: [open('War Memorial Stadium', 29200)],
  // Pac-12
  Arizona: [open('Arizona Stadium', 50800)],
  'Arizona State': [open('Mountain America Stadium', 53600)],
  California: [open('California Memorial Stadium', 62500)],
  Oregon: [open('Autzen Stadium', 54000)],
  'Oregon State': [open('Reser Stadium', 35500)],
  Stanford: [open('Stanford Stadium', 50400)],
  UCLA: [open('Rose Bowl', 88600)],
  USC: [open('Los Angeles Memorial Coliseum', 77500)],
  Utah: [open('Rice-Eccles Stadium', 51400)],
  Washington: [open('Husky Stadium', 70100)],
  'Washington State': [open('Martin Stadium', 33000)],
  // SEC
  Alabama: [open('Bryant-Denny Stadium', 100100)],
  Arkansas: [open('Razorback Stadium', 76200)],
  Auburn: [open('Jordan-Hare Stadium', 88000)],
  Florida: [open('Ben Hill Griffin Stadium', 88500)],
  Georgia: [open('Sanford Stadium', 92700)],
  Kentucky: [open('Kroger Field', 61000)],
  LSU: [open('Tiger Stadium', 102300)],
  'Ole Miss': [open('Vaught-Hemingway Stadium', 64000)],
  'Mississippi State': [open('Davis Wade Stadium', 61300)],
  Missouri: [open('Faurot Field', 57300)],
  Oklahoma: [open('Gaylord Family Oklahoma Memorial Stadium', 80100)],
  'South Carolina': [open('Williams-Brice Stadium', 77600)],
  Tennessee: [open('Neyland Stadium', 101900)],
  Texas: [open('Darrell K Royal-Texas Memorial Stadium', 100100)],
  'Texas A&M': [open('Kyle Field', 102700)],
  Vanderbilt: [open('FirstBank Stadium', 40600)],
  // Sun Belt
  'Appalachian State': [open('Kidd Brewer Stadium', 30000)],
  'Arkansas State': [open('Centennial Bank Stadium', 30400)],
  'Coastal Carolina': [open('Brooks Stadium', 21000)],
  'Georgia Southern': [open('Paulson Stadium', 25000)],
  // The Georgia Dome seated 71,000; Georgia State sold its lower bowl, about 28,000.
  'Georgia State': [dome('Georgia Dome', 28000, 2016), open('Center Parc Stadium', 24300)],
  Idaho: [dome('Kibbie Dome', 16000)],
  'James Madison': [open('Bridgeforth Stadium', 25000)],
  Louisiana: [open('Cajun Field', 41400)],
  'Old Dominion': [open('S.B. Ballard Stadium', 21900)],
  'South Alabama': [open('Ladd-Peebles Stadium', 33500, 2019), open('Hancock Whitney Stadium', 25500)],
  'Texas State': [open('UFCU Stadium', 30000)],
  Troy: [open('Veterans Memorial Stadium', 30400)],
  'UL Monroe': [open('Malone Stadium', 27600)],
};

/** The program's home stadium in a season, or null for a program the table does not know (a league file's own). */
export function stadiumOf(program: string, year: number): Stadium | null {
  const eras = STADIUMS[program];
  if (!eras) return null;
  const era = eras.find((e) => e.until === undefined || year <= e.until) ?? eras[eras.length - 1];
  return { name: era.name, capacity: era.capacity, roof: era.roof };
}

/** Every program the table knows, for its tests. */
export function stadiumPrograms(): string[] {
  return Object.keys(STADIUMS);
}

/** The mean capacity of the programs' present homes, the crowd's reference size (gameDay.ts). */
export function meanCapacity(): number {
  const homes = Object.values(STADIUMS).map((eras) => eras[eras.length - 1].capacity);
  return homes.reduce((a, b) => a + b, 0) / homes.length;
}
