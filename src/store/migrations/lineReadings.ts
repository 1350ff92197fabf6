// What the odds read about each side when a game's line was set: each team's strength (points above an average
// team, TeamStrength.overall) and the home edge in points, so a page can show why the line is what it is. A game
// whose line was set before has none (its page shows no explanation).
export const LINE_READINGS = `ALTER TABLE games ADD COLUMN home_strength REAL;
ALTER TABLE games ADD COLUMN away_strength REAL;
ALTER TABLE games ADD COLUMN home_edge REAL;`;
