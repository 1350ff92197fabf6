// FCS (Division I-AA) programs that FBS teams schedule: the scholarship leagues whose members buy-game with FBS
// programs every September (Big Sky, CAA, Missouri Valley, Southern, Southland, OVC, Big South, SWAC, MEAC, Patriot,
// NEC, UAC). The Ivy and Pioneer leagues, which almost never play FBS teams, are left out. A program that moved up
// is listed with its FBS name: seasonFcsPrograms leaves it out of every season in which it is FBS (league.ts).
//
// Strength is on a 1-5 scale of FCS tiers, anchored by season (the last anchor not after the season counts):
// 5 an FCS title contender (North Dakota State 2011-2024, Appalachian State 2005-2007, James Madison 2016-2020),
// 4 a regular playoff team, 3 an average scholarship program, 2 a weak one, 1 the bottom of the division.
// Anchors follow FCS playoff and title records (NCAA FCS championship history, 2000-2024).
import type { FcsProgram } from './types.js';

const p = (
  name: string,
  abbreviation: string,
  mascot: string,
  state: string,
  from: number,
  strength: [number, number][],
  to = 2026,
): FcsProgram => ({
  name,
  abbreviation,
  mascot,
  state,
  from,
  to,
  strength: strength.map(([year, tier]) => ({ from: year, strength: tier })),
});

export const FCS_PROGRAMS: FcsProgram[] = [
  // Big Sky
  p('Montana', 'MONT', 'Grizzlies', 'MT', 2000, [
    [2000, 5],
    [2012, 4],
    [2015, 3],
    [2021, 4],
  ]),
  p('Montana State', 'MTST', 'Bobcats', 'MT', 2000, [
    [2000, 3],
    [2010, 4],
    [2013, 3],
    [2019, 4],
    [2021, 5],
  ]),
  p('Eastern Washington', 'EWU', 'Eagles', 'WA', 2000, [
    [2000, 3],
    [2009, 4],
    [2010, 5],
    [2019, 3],
  ]),
  p('Weber State', 'WEB', 'Wildcats', 'UT', 2000, [
    [2000, 2],
    [2008, 3],
    [2016, 4],
    [2023, 3],
  ]),
  p('Idaho State', 'IDST', 'Bengals', 'ID', 2000, [[2000, 2]]),
  p('Northern Arizona', 'NAU', 'Lumberjacks', 'AZ', 2000, [[2000, 3]]),
  p('Portland State', 'PRST', 'Vikings', 'OR', 2000, [
    [2000, 2],
    [2015, 3],
    [2017, 2],
  ]),
  p('Sacramento State', 'SAC', 'Hornets', 'CA', 2000, [
    [2000, 2],
    [2019, 4],
  ]),
  p('UC Davis', 'UCD', 'Aggies', 'CA', 2007, [
    [2007, 2],
    [2018, 4],
    [2022, 3],
  ]),
  p('Cal Poly', 'CP', 'Mustangs', 'CA', 2000, [
    [2000, 3],
    [2016, 2],
  ]),
  p('Southern Utah', 'SUU', 'Thunderbirds', 'UT', 2000, [
    [2000, 2],
    [2015, 3],
    [2018, 2],
  ]),
  p('Northern Colorado', 'UNCO', 'Bears', 'CO', 2006, [[2006, 2]]),
  p('Idaho', 'IDAHO', 'Vandals', 'ID', 2018, [
    [2018, 3],
    [2022, 4],
  ]),
  // CAA
  p('Villanova', 'VILL', 'Wildcats', 'PA', 2000, [
    [2000, 4],
    [2009, 5],
    [2011, 3],
    [2017, 3],
    [2021, 4],
  ]),
  p('Delaware', 'DEL', "Fightin' Blue Hens", 'DE', 2000, [
    [2000, 4],
    [2003, 5],
    [2004, 4],
    [2011, 3],
    [2020, 4],
  ]),
  p('Richmond', 'RICH', 'Spiders', 'VA', 2000, [
    [2000, 3],
    [2007, 4],
    [2008, 5],
    [2010, 3],
    [2015, 4],
    [2017, 3],
  ]),
  p('William & Mary', 'W&M', 'Tribe', 'VA', 2000, [
    [2000, 3],
    [2004, 4],
    [2006, 3],
    [2022, 4],
  ]),
  p('James Madison', 'JMU', 'Dukes', 'VA', 2000, [
    [2000, 3],
    [2004, 4],
    [2015, 5],
  ]),
  p('New Hampshire', 'UNH', 'Wildcats', 'NH', 2000, [
    [2000, 3],
    [2004, 4],
    [2019, 3],
  ]),
  p('Maine', 'ME', 'Black Bears', 'ME', 2000, [
    [2000, 3],
    [2018, 4],
    [2019, 2],
  ]),
  p('Rhode Island', 'URI', 'Rams', 'RI', 2000, [
    [2000, 2],
    [2022, 3],
  ]),
  p('Towson', 'TOW', 'Tigers', 'MD', 2000, [
    [2000, 2],
    [2011, 4],
    [2014, 3],
  ]),
  p('Stony Brook', 'STBK', 'Seawolves', 'NY', 2000, [
    [2000, 1],
    [2009, 3],
    [2022, 2],
  ]),
  p('Albany', 'ALB', 'Great Danes', 'NY', 2000, [
    [2000, 2],
    [2023, 4],
  ]),
  p('Elon', 'ELON', 'Phoenix', 'NC', 2000, [
    [2000, 2],
    [2017, 3],
  ]),
  p('Hampton', 'HAMP', 'Pirates', 'VA', 2000, [[2000, 2]]),
  p('Monmouth', 'MONM', 'Hawks', 'NJ', 2000, [
    [2000, 1],
    [2016, 3],
  ]),
  p('Hofstra', 'HOF', 'Pride', 'NY', 2000, [[2000, 3]], 2009),
  p('Northeastern', 'NE', 'Huskies', 'MA', 2000, [[2000, 2]], 2009),
  // Missouri Valley
  p('North Dakota State', 'NDSU', 'Bison', 'ND', 2004, [
    [2004, 3],
    [2007, 4],
    [2011, 5],
  ]),
  p('South Dakota State', 'SDST', 'Jackrabbits', 'SD', 2004, [
    [2004, 2],
    [2009, 3],
    [2012, 4],
    [2017, 5],
  ]),
  p('Northern Iowa', 'UNI', 'Panthers', 'IA', 2000, [
    [2000, 4],
    [2017, 3],
  ]),
  p('Youngstown State', 'YSU', 'Penguins', 'OH', 2000, [
    [2000, 4],
    [2007, 3],
    [2016, 4],
    [2019, 3],
  ]),
  p('Illinois State', 'ILST', 'Redbirds', 'IL', 2000, [
    [2000, 3],
    [2014, 4],
    [2016, 3],
  ]),
  p('Southern Illinois', 'SIU', 'Salukis', 'IL', 2000, [
    [2000, 3],
    [2003, 4],
    [2010, 3],
  ]),
  p('Western Illinois', 'WIU', 'Leathernecks', 'IL', 2000, [
    [2000, 3],
    [2010, 2],
  ]),
  p('Indiana State', 'INST', 'Sycamores', 'IN', 2000, [
    [2000, 1],
    [2014, 2],
  ]),
  p('Missouri State', 'MOST', 'Bears', 'MO', 2000, [
    [2000, 2],
    [2020, 3],
  ]),
  p('South Dakota', 'SDAK', 'Coyotes', 'SD', 2008, [
    [2008, 2],
    [2022, 4],
  ]),
  p('North Dakota', 'UND', 'Fighting Hawks', 'ND', 2008, [
    [2008, 2],
    [2016, 3],
  ]),
  // Southern
  p('Appalachian State', 'APP', 'Mountaineers', 'NC', 2000, [
    [2000, 4],
    [2005, 5],
    [2010, 4],
  ]),
  p('Georgia Southern', 'GASO', 'Eagles', 'GA', 2000, [
    [2000, 5],
    [2001, 4],
    [2006, 3],
    [2011, 4],
  ]),
  p('Wofford', 'WOF', 'Terriers', 'SC', 2000, [
    [2000, 3],
    [2003, 4],
    [2020, 2],
  ]),
  p('Furman', 'FUR', 'Paladins', 'SC', 2000, [
    [2000, 4],
    [2006, 3],
    [2022, 4],
  ]),
  p('Chattanooga', 'UTC', 'Mocs', 'TN', 2000, [
    [2000, 2],
    [2013, 4],
    [2017, 3],
  ]),
  p('Samford', 'SAM', 'Bulldogs', 'AL', 2000, [
    [2000, 2],
    [2013, 3],
  ]),
  p('The Citadel', 'CIT', 'Bulldogs', 'SC', 2000, [
    [2000, 2],
    [2015, 3],
    [2020, 2],
  ]),
  p('VMI', 'VMI', 'Keydets', 'VA', 2000, [
    [2000, 1],
    [2020, 2],
  ]),
  p('Western Carolina', 'WCU', 'Catamounts', 'NC', 2000, [[2000, 2]]),
  p('Mercer', 'MER', 'Bears', 'GA', 2013, [
    [2013, 2],
    [2022, 3],
  ]),
  p('East Tennessee State', 'ETSU', 'Buccaneers', 'TN', 2015, [
    [2015, 1],
    [2019, 3],
  ]),
  // Southland and the UAC
  p('McNeese', 'MCN', 'Cowboys', 'LA', 2000, [
    [2000, 4],
    [2010, 3],
    [2019, 2],
  ]),
  p('Sam Houston', 'SHSU', 'Bearkats', 'TX', 2000, [
    [2000, 3],
    [2011, 5],
    [2017, 4],
    [2020, 5],
  ]),
  p('Stephen F. Austin', 'SFA', 'Lumberjacks', 'TX', 2000, [
    [2000, 3],
    [2015, 2],
    [2021, 3],
  ]),
  p('Central Arkansas', 'UCA', 'Bears', 'AR', 2006, [
    [2006, 2],
    [2010, 3],
    [2017, 4],
    [2020, 3],
  ]),
  p('Nicholls', 'NICH', 'Colonels', 'LA', 2000, [
    [2000, 2],
    [2018, 3],
    [2022, 2],
  ]),
  p('Northwestern State', 'NWST', 'Demons', 'LA', 2000, [
    [2000, 3],
    [2005, 2],
  ]),
  p('Southeastern Louisiana', 'SELA', 'Lions', 'LA', 2003, [
    [2003, 2],
    [2013, 4],
    [2015, 2],
    [2019, 3],
  ]),
  p('Incarnate Word', 'UIW', 'Cardinals', 'TX', 2013, [
    [2013, 1],
    [2018, 3],
    [2021, 4],
  ]),
  p('Lamar', 'LAM', 'Cardinals', 'TX', 2010, [
    [2010, 1],
    [2018, 2],
  ]),
  p('Abilene Christian', 'ACU', 'Wildcats', 'TX', 2013, [[2013, 2]]),
  p('Houston Christian', 'HCU', 'Huskies', 'TX', 2013, [[2013, 1]]),
  p('Tarleton State', 'TAR', 'Texans', 'TX', 2020, [[2020, 3]]),
  p('Utah Tech', 'UTU', 'Trailblazers', 'UT', 2020, [[2020, 1]]),
  p('Texas State', 'TXST', 'Bobcats', 'TX', 2000, [
    [2000, 2],
    [2005, 4],
    [2006, 3],
  ]),
  p('UTSA', 'UTSA', 'Roadrunners', 'TX', 2011, [[2011, 2]]),
  p('South Alabama', 'USA', 'Jaguars', 'AL', 2009, [
    [2009, 2],
    [2011, 3],
  ]),
  // Ohio Valley
  p('Jacksonville State', 'JVST', 'Gamecocks', 'AL', 2000, [
    [2000, 3],
    [2013, 4],
    [2015, 5],
    [2019, 3],
  ]),
  p('Eastern Kentucky', 'EKU', 'Colonels', 'KY', 2000, [
    [2000, 4],
    [2012, 3],
  ]),
  p('Murray State', 'MUR', 'Racers', 'KY', 2000, [
    [2000, 2],
    [2011, 2],
    [2016, 1],
  ]),
  p('Tennessee Tech', 'TNTC', 'Golden Eagles', 'TN', 2000, [
    [2000, 2],
    [2016, 1],
  ]),
  p('Tennessee State', 'TNST', 'Tigers', 'TN', 2000, [[2000, 2]]),
  p('UT Martin', 'UTM', 'Skyhawks', 'TN', 2000, [
    [2000, 2],
    [2021, 3],
  ]),
  p('Southeast Missouri State', 'SEMO', 'Redhawks', 'MO', 2000, [
    [2000, 2],
    [2018, 3],
  ]),
  p('Austin Peay', 'APSU', 'Governors', 'TN', 2000, [
    [2000, 1],
    [2017, 3],
  ]),
  p('Eastern Illinois', 'EIU', 'Panthers', 'IL', 2000, [
    [2000, 3],
    [2012, 4],
    [2016, 2],
  ]),
  // Big South
  p('Liberty', 'LIB', 'Flames', 'VA', 2000, [
    [2000, 2],
    [2007, 3],
    [2012, 4],
  ]),
  p('Coastal Carolina', 'CCU', 'Chanticleers', 'SC', 2003, [
    [2003, 2],
    [2006, 3],
    [2012, 4],
  ]),
  p('Charleston Southern', 'CSU', 'Buccaneers', 'SC', 2000, [
    [2000, 1],
    [2015, 3],
    [2018, 2],
  ]),
  p('Gardner-Webb', 'GWEB', "Runnin' Bulldogs", 'NC', 2000, [[2000, 1]]),
  p('Presbyterian', 'PRES', 'Blue Hose', 'SC', 2007, [[2007, 1]]),
  p('Kennesaw State', 'KENN', 'Owls', 'GA', 2015, [
    [2015, 2],
    [2017, 4],
  ]),
  p('Old Dominion', 'ODU', 'Monarchs', 'VA', 2009, [
    [2009, 2],
    [2011, 4],
  ]),
  p('Georgia State', 'GAST', 'Panthers', 'GA', 2010, [[2010, 1]]),
  p('Charlotte', 'CLT', '49ers', 'NC', 2013, [[2013, 1]]),
  p('Campbell', 'CAM', 'Fighting Camels', 'NC', 2008, [
    [2008, 1],
    [2018, 2],
  ]),
  // Patriot League
  p('Lehigh', 'LEH', 'Mountain Hawks', 'PA', 2000, [
    [2000, 3],
    [2019, 2],
  ]),
  p('Lafayette', 'LAF', 'Leopards', 'PA', 2000, [[2000, 2]]),
  p('Holy Cross', 'HC', 'Crusaders', 'MA', 2000, [
    [2000, 2],
    [2019, 3],
  ]),
  p('Fordham', 'FOR', 'Rams', 'NY', 2000, [
    [2000, 2],
    [2014, 3],
    [2018, 2],
  ]),
  p('Colgate', 'COLG', 'Raiders', 'NY', 2000, [
    [2000, 3],
    [2003, 4],
    [2006, 3],
  ]),
  p('Bucknell', 'BUCK', 'Bison', 'PA', 2000, [[2000, 1]]),
  p('Georgetown', 'GTWN', 'Hoyas', 'DC', 2000, [[2000, 1]]),
  // Northeast Conference
  p('Duquesne', 'DUQ', 'Dukes', 'PA', 2000, [[2000, 2]]),
  p('Robert Morris', 'RMU', 'Colonials', 'PA', 2000, [[2000, 1]]),
  p('Sacred Heart', 'SHU', 'Pioneers', 'CT', 2000, [
    [2000, 1],
    [2014, 2],
  ]),
  p('Wagner', 'WAG', 'Seahawks', 'NY', 2000, [[2000, 1]]),
  p('Central Connecticut', 'CCSU', 'Blue Devils', 'CT', 2000, [
    [2000, 1],
    [2017, 2],
  ]),
  p('Bryant', 'BRY', 'Bulldogs', 'RI', 2008, [[2008, 1]]),
  // SWAC and MEAC
  p('Jackson State', 'JKST', 'Tigers', 'MS', 2000, [
    [2000, 2],
    [2021, 3],
  ]),
  p('Grambling State', 'GRAM', 'Tigers', 'LA', 2000, [[2000, 2]]),
  p('Southern', 'SOU', 'Jaguars', 'LA', 2000, [[2000, 2]]),
  p('Alabama State', 'ALST', 'Hornets', 'AL', 2000, [[2000, 1]]),
  p('Alabama A&M', 'AAMU', 'Bulldogs', 'AL', 2000, [[2000, 1]]),
  p('Alcorn State', 'ALCN', 'Braves', 'MS', 2000, [[2000, 1]]),
  p('Prairie View A&M', 'PV', 'Panthers', 'TX', 2000, [[2000, 1]]),
  p('Texas Southern', 'TXSO', 'Tigers', 'TX', 2000, [[2000, 1]]),
  p('Mississippi Valley State', 'MVSU', 'Delta Devils', 'MS', 2000, [[2000, 1]]),
  p('Arkansas-Pine Bluff', 'UAPB', 'Golden Lions', 'AR', 2000, [[2000, 1]]),
  p('Bethune-Cookman', 'BCU', 'Wildcats', 'FL', 2000, [[2000, 2]]),
  p('Florida A&M', 'FAMU', 'Rattlers', 'FL', 2000, [[2000, 2]]),
  p('South Carolina State', 'SCST', 'Bulldogs', 'SC', 2000, [[2000, 2]]),
  p('North Carolina A&T', 'NCAT', 'Aggies', 'NC', 2000, [
    [2000, 2],
    [2014, 3],
  ]),
  p('Norfolk State', 'NORF', 'Spartans', 'VA', 2000, [[2000, 1]]),
  p('Howard', 'HOW', 'Bison', 'DC', 2000, [[2000, 1]]),
  p('Delaware State', 'DSU', 'Hornets', 'DE', 2000, [[2000, 1]]),
  p('Morgan State', 'MORG', 'Bears', 'MD', 2000, [[2000, 1]]),
  p('North Carolina Central', 'NCCU', 'Eagles', 'NC', 2010, [
    [2010, 1],
    [2014, 2],
  ]),
  // Programs that were I-AA before moving up in 2000-2006.
  p('Troy', 'TROY', 'Trojans', 'AL', 2000, [[2000, 4]]),
  p('Western Kentucky', 'WKU', 'Hilltoppers', 'KY', 2000, [[2000, 4]]),
  p('FIU', 'FIU', 'Panthers', 'FL', 2002, [[2002, 1]]),
  p('Florida Atlantic', 'FAU', 'Owls', 'FL', 2001, [[2001, 2]]),
  p('UMass', 'UMASS', 'Minutemen', 'MA', 2000, [
    [2000, 3],
    [2003, 4],
  ]),
];
