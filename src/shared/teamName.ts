// A team's name as text pages print it: an FCS opponent (no team page, no rank) reads "North Dakota State (FCS)";
// a save's programs as its list names them.
export function teamNameText(team: { name: string; fcs?: boolean }): string {
  return team.fcs ? `${team.name} (FCS)` : team.name;
}

/**
 * The programs a save's dynasty coaches, as the lists of saves name them: "Ohio State", or every coached program of a
 * multi-team save in the order they joined, "Ohio State & Michigan" (its file is named after the first).
 */
export function savedTeamsText(info: { team: string; programs?: readonly { team: string }[] }): string {
  const teams = info.programs?.map((p) => p.team) ?? [];
  return teams.length > 1 ? teams.join(' & ') : info.team;
}
