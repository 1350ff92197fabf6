// The questions every front end asks before the player loses something, in the same words: a coordinator fired, a
// job taken (the program and every other offer left behind), a player released. A release that the roster
// minimum forbids is refused before the question, with the reason the use case gives.

export interface Question {
  title: string;
  body: string;
}

export function fireCoordinatorQuestion(coordinator: { name: string; role_label: string }, team: string): Question {
  return {
    title: `Fire ${coordinator.name}?`,
    body: `${coordinator.name} (${coordinator.role_label.toLowerCase()}) leaves ${team}'s staff, and his job is open until you hire a candidate.`,
  };
}

/** from: the program the player leaves; null when he was fired from it. */
export function acceptJobQuestion(to: string, from: string | null, others: number): Question {
  const rest = others > 0 ? ` The other ${others === 1 ? 'offer is' : `${others} offers are`} gone.` : '';
  const leave = from ? `You leave ${from}: from` : 'From';
  return {
    title: `Take the ${to} job?`,
    body: `${leave} next season you coach ${to}, its players and its recruits.${rest}`,
  };
}

export function joinAsCoordinatorQuestion(team: string): Question {
  return {
    title: `Take the offensive coordinator job at ${team}?`,
    body: `You go on as ${team}'s offensive coordinator, under its head coach; the other programs' jobs are gone.`,
  };
}

/** The roster minimum's reason a player cannot be released, or null (the use case refuses with the same words). */
export function releaseMinimumProblem(
  player: { first: string; last: string; pos: string },
  atPosition: number,
  least: number | undefined,
): string | null {
  if (least === undefined || atPosition - 1 >= least) return null;
  const one = atPosition === 1 ? `the only ${player.pos}` : `one of ${atPosition} ${player.pos}s`;
  return `${player.first} ${player.last} is ${one}: a roster needs at least ${least}.`;
}
