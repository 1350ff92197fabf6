// Where a non-conference game the player schedules is played: at home, away or at a neutral site, as far as the
// opponent would agree. The visitor may be at most MAX_VISITOR_EDGE levels of program strength above the host (a
// Power program rarely plays at a low-prestige Group of Five school); a neutral site pairs programs within
// MAX_NEUTRAL_SITE_GAP. An FCS opponent always comes to the FBS team's stadium (it plays for the guarantee check).
import type { SeasonIndex } from './seasonIndex.js';
import { MAX_NEUTRAL_SITE_GAP, MAX_VISITOR_EDGE } from './tuning.js';

export type GameSite = 'home' | 'away' | 'neutral';
export const GAME_SITES: readonly GameSite[] = ['home', 'away', 'neutral'];

export function isGameSite(value: unknown): value is GameSite {
  return typeof value === 'string' && (GAME_SITES as readonly string[]).includes(value);
}

/** Prestige, plus one for a power-conference program: who usually hosts whom. */
export function programStrength(index: SeasonIndex, team: number): number {
  return index.prestige[team] + (index.power[team] ? 1 : 0);
}

/** The sites team t may play FBS opponent o at, as seen from t (home: t hosts). */
export function allowedSites(index: SeasonIndex, t: number, o: number): GameSite[] {
  const edge = programStrength(index, o) - programStrength(index, t);
  return GAME_SITES.filter((site) =>
    site === 'home'
      ? edge <= MAX_VISITOR_EDGE
      : site === 'away'
        ? -edge <= MAX_VISITOR_EDGE
        : Math.abs(edge) <= MAX_NEUTRAL_SITE_GAP,
  );
}

/** Why the team cannot play the opponent at a site (null when it can). */
export function siteProblem(index: SeasonIndex, t: number, o: number, site: GameSite): string | null {
  if (allowedSites(index, t, o).includes(site)) return null;
  const team = index.names[t];
  const opponent = index.names[o];
  if (site === 'home')
    return `${opponent} would not come to ${team}: a program plays away only at a host near its own standing (choose away or neutral)`;
  if (site === 'away')
    return `${team} would not travel to ${opponent}: a program plays away only at a host near its own standing (choose home)`;
  return `${team} and ${opponent} are too far apart for a neutral-site game: those pair programs of similar standing (choose ${allowedSites(index, t, o).join(' or ')})`;
}
