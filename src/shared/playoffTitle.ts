// The playoff page's title in every front end: "Championship" (2 teams), "4-Team Playoff", "12-Team Playoff";
// a projection only until the field is selected (preseason and regular season), never after the title game.

export function isPlayoffProjection(phase: string): boolean {
  return phase === 'preseason' || phase === 'schedule non conference' || phase === 'season';
}

export function playoffTitle(teams: number, phase: string): string {
  const base = teams === 2 ? 'Championship' : `${teams}-Team Playoff`;
  return isPlayoffProjection(phase) ? `${base} Projection` : base;
}
