// A team's name as text pages print it: an FCS opponent (no team page, no rank) reads "North Dakota State (FCS)".
export function teamNameText(team: { name: string; fcs?: boolean }): string {
  return team.fcs ? `${team.name} (FCS)` : team.name;
}
