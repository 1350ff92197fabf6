// The question every front end asks before it starts a season: starting it locks the non-conference schedule and
// plays the summer's recruiting, so no page view or reload does it on its own.

export function startSeasonQuestion(year: number): string {
  return `Start the ${year} season? Your non-conference schedule is locked after this.`;
}
