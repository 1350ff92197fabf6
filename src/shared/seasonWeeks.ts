// The weeks of a season by name, for every front end: regular-season weeks by number, then the conference
// championships and the postseason rounds of the playoff format (the first postseason week holds the bowls and
// the playoff's first round). Derived from lastWeek and the field size, as Info carries them.

export interface SeasonCalendar {
  lastWeek: number;
  playoffTeams: number;
}

/** The postseason weeks in order, the first one with the bowls. */
function postseasonNames(playoffTeams: number): string[] {
  if (playoffTeams > 16)
    return [
      'Bowls and playoff first round',
      'Playoff second round',
      'Quarterfinals',
      'Semifinals',
      'National championship',
    ];
  if (playoffTeams >= 12)
    return ['Bowls and playoff first round', 'Quarterfinals', 'Semifinals', 'National championship'];
  if (playoffTeams >= 8) return ['Bowls and quarterfinals', 'Semifinals', 'National championship'];
  if (playoffTeams >= 4) return ['Bowls and semifinals', 'National championship'];
  return ['Bowls and national championship'];
}

export function bowlWeekOf(c: SeasonCalendar): number {
  return c.lastWeek - postseasonNames(c.playoffTeams).length + 1;
}

export function championshipWeekOf(c: SeasonCalendar): number {
  return bowlWeekOf(c) - 1;
}

/** "Week 7", "Conference championships", "Quarterfinals", "National championship". */
export function weekName(week: number, c: SeasonCalendar): string {
  const championship = championshipWeekOf(c);
  if (week < championship) return `Week ${week}`;
  if (week === championship) return 'Conference championships';
  return postseasonNames(c.playoffTeams)[week - championship - 1] ?? `Week ${week}`;
}

/** Where the season stands: "Week 7 of 14", "Conference championships", "Semifinals", "Season over". */
export function seasonPointName(currentWeek: number, c: SeasonCalendar): string {
  if (currentWeek > c.lastWeek) return 'Season over';
  const championship = championshipWeekOf(c);
  return currentWeek < championship ? `Week ${currentWeek} of ${championship - 1}` : weekName(currentWeek, c);
}

/**
 * A saved season's place in the lists of saves (the web's Load Game, the terminal's start screen, `dynasty saves`),
 * named as `dynasty status` names the week: "Season (Week 4 of 14)", "Season (Bowls and semifinals)", "Season over".
 */
export function savedSeasonName(currentWeek: number, c: SeasonCalendar): string {
  return currentWeek > c.lastWeek ? 'Season over' : `Season (${seasonPointName(currentWeek, c)})`;
}

export interface AdvanceStop {
  /** The week the season stops at (the API's sim target): every week before it is played. */
  target: number;
  label: string;
}

/**
 * The advance menu after "Play next week": each later regular-season week, "End of regular season" (before
 * the title games), then through each postseason round; "End of season" plays everything.
 */
export function advanceStops(currentWeek: number, c: SeasonCalendar): AdvanceStop[] {
  const championship = championshipWeekOf(c);
  const stops: AdvanceStop[] = [];
  for (let week = currentWeek + 1; week < championship; week++)
    stops.push({ target: week + 1, label: `Through week ${week}` });
  // "Through week 14" and "End of regular season" are the same stop: keep the named one.
  if (stops.length > 0 && stops[stops.length - 1].target === championship) stops.pop();
  if (currentWeek < championship) stops.push({ target: championship, label: 'End of regular season' });
  for (let week = Math.max(currentWeek + 1, championship); week < c.lastWeek; week++) {
    stops.push({ target: week + 1, label: `Through ${lowerFirst(weekName(week, c))}` });
  }
  stops.push({ target: c.lastWeek + 1, label: 'End of season' });
  return stops;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
