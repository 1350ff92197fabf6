// Generated badges standing in for logos: a shield (teams) or a ring (conferences) in the program's colours
// with its abbreviation in a colour that reads against the fill. No real logo images are used.

export interface LogoColors {
  abbreviation: string;
  colorPrimary: string;
  colorSecondary: string;
}

const WHITE = '#ffffff';
const BLACK = '#111111';
/**
 * WCAG AA contrast for normal text: the letters are small at 24px, so the large-text 3:1 is not enough.
 * Below it the secondary colour gives way to white or black.
 */
const MIN_TEXT_CONTRAST = 4.5;
/** Below this the outline would vanish into the fill, so it takes the text colour instead. */
const MIN_OUTLINE_CONTRAST = 1.5;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function safeColor(color: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : fallback;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour on `fill`: the secondary colour when it reads well enough, else white or black. */
function textColorOn(fill: string, secondary: string): string {
  if (contrast(fill, secondary) >= MIN_TEXT_CONTRAST) return secondary;
  return contrast(fill, WHITE) >= contrast(fill, BLACK) ? WHITE : BLACK;
}

/** Letters get smaller as the abbreviation gets longer, so 2-5 letters all fill the badge at 24px. */
function fontSizeFor(length: number): number {
  return length <= 2 ? 40 : length === 3 ? 32 : length === 4 ? 26 : 21;
}

function badgeText(abbreviation: string, color: string, y: number): string {
  const letters = [...abbreviation];
  const fit = letters.length >= 4 ? ' textLength="72" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<text x="50" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" `
    + `font-weight="700" font-size="${fontSizeFor(letters.length)}" fill="${color}"${fit}>${escapeXml(abbreviation)}</text>`
  );
}

function svg(label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="${escapeXml(label)}">`
    + `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

/** A shield in the team's colours with its abbreviation. */
export function teamLogoSvg(team: LogoColors): string {
  const fill = safeColor(team.colorPrimary, '#555555');
  const secondary = safeColor(team.colorSecondary, WHITE);
  const text = textColorOn(fill, secondary);
  const outline = contrast(fill, secondary) >= MIN_OUTLINE_CONTRAST ? secondary : text;
  const shield = 'M50 4 L92 15 V47 C92 73 73 89 50 97 C27 89 8 73 8 47 V15 Z';
  return svg(
    team.abbreviation,
    `<path d="${shield}" fill="${fill}" stroke="${outline}" stroke-width="5" stroke-linejoin="round"/>`
      + badgeText(team.abbreviation, text, 50),
  );
}

/** A ringed disc in the conference's colours with its abbreviation. */
export function conferenceLogoSvg(conference: LogoColors): string {
  const fill = safeColor(conference.colorPrimary, '#555555');
  const secondary = safeColor(conference.colorSecondary, WHITE);
  const text = textColorOn(fill, secondary);
  const ring = contrast(fill, secondary) >= MIN_OUTLINE_CONTRAST ? secondary : text;
  return svg(
    conference.abbreviation,
    `<circle cx="50" cy="50" r="45" fill="${fill}" stroke="${ring}" stroke-width="6"/>`
      + `<circle cx="50" cy="50" r="37" fill="none" stroke="${ring}" stroke-width="1.5" opacity="0.6"/>`
      + badgeText(conference.abbreviation, text, 51),
  );
}
