// Where a game is played from one team's point of view, and the words every page uses for it: "vs Stanford" at
// home, "at Stanford" away, "vs Stanford (N)" at a neutral site (bowls, title games, playoff games off campus).
export type GameSite = 'home' | 'away' | 'neutral';

export const GAME_SITES: readonly GameSite[] = ['home', 'away', 'neutral'];

/** The team's site in a game with this host and this neutral flag. */
export function siteOf(game: { home: string; neutral: boolean | number }, team: string): GameSite {
  if (game.neutral) return 'neutral';
  return game.home === team ? 'home' : 'away';
}

/** "vs" at home or on a neutral field, "at" on the road. */
export function siteWord(site: GameSite): 'vs' | 'at' {
  return site === 'away' ? 'at' : 'vs';
}

/** The marker after a neutral-site opponent: " (N)", else nothing. */
export function neutralMark(site: GameSite): string {
  return site === 'neutral' ? ' (N)' : '';
}

/** "vs Stanford", "at Stanford", "vs Stanford (N)". */
export function opponentPhrase(site: GameSite, opponent: string): string {
  return `${siteWord(site)} ${opponent}${neutralMark(site)}`;
}

/** The same game's site from the other team's point of view. */
export function otherSite(site: GameSite): GameSite {
  return site === 'home' ? 'away' : site === 'away' ? 'home' : 'neutral';
}

/**
 * A game's name in a title, away team first: "Cincinnati at Nebraska", or on a neutral field "Cincinnati vs. Nebraska
 * (neutral site)", as the schedules say "vs · neutral site".
 */
export function matchupTitle(game: { away: string; home: string; neutral: boolean }): string {
  return game.neutral ? `${game.away} vs. ${game.home} (neutral site)` : `${game.away} at ${game.home}`;
}
