// Display strings of the API (spec: spreads, moneylines, records, scores are shown as text).

/** "M:SS" of a clock's seconds. */
export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, Math.round(seconds)) % 60).padStart(2, '0')}`;

/** "-7.5", "+3", "Even". spread is the team's own line (negative: favoured). */
export function spreadText(spread: number | null | undefined): string | null {
  if (spread === null || spread === undefined) return null;
  if (spread === 0) return 'Even';
  const rounded = Math.round(spread * 2) / 2;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** "54.5": the total (over/under), in half points. */
export function totalText(total: number | null | undefined): string | null {
  if (total === null || total === undefined) return null;
  return String(Math.max(0, Math.round(total * 2) / 2));
}

/** The longest lines a sportsbook posts: a favourite at -10000 (bet 100 to win 1), an underdog at +3000. */
export const FAVOURITE_MONEYLINE_CAP = -10000;
export const UNDERDOG_MONEYLINE_CAP = 3000;

/** "-250", "+190"; lines past the caps read at the cap ("-16110" is shown "-10000"). */
export function moneylineText(moneyline: number | null | undefined): string | null {
  if (moneyline === null || moneyline === undefined) return null;
  const shown = Math.min(UNDERDOG_MONEYLINE_CAP, Math.max(FAVOURITE_MONEYLINE_CAP, moneyline));
  return shown > 0 ? `+${shown}` : String(shown);
}

/** The wire format's record: overall then conference, "10-2 (7-1)". */
export function recordText(record: { wins: number; losses: number; confWins: number; confLosses: number }): string {
  return `${record.wins}-${record.losses} (${record.confWins}-${record.confLosses})`;
}

/** Score from one team's point of view: its points first. */
export function scoreText(own: number | null, other: number | null): string | null {
  return own === null || other === null ? null : `${own}-${other}`;
}
