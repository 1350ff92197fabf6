// Text colour that stays readable on a team's colour.

const DARK = '#212529';

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * White or the page's dark text, whichever contrasts more with the colour; black on the few mid-tone colours
 * (an orange, a red) on which neither reaches WCAG AA's 4.5:1 and black does.
 */
export function readableTextOn(hex: string | null | undefined): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return '#fff';
  const bg = `#${match[1]}`;
  const white = contrastRatio('#ffffff', bg);
  const dark = contrastRatio(DARK, bg);
  if (white >= dark) return white >= 4.5 || white >= contrastRatio('#000000', bg) ? '#fff' : '#000';
  return dark >= 4.5 ? DARK : '#000';
}

/** Background style of a header in the team's colours. */
export function teamHeaderStyle(primary: string | null | undefined, secondary?: string | null) {
  const bg = primary || '#343a40';
  return {
    background: bg,
    color: readableTextOn(bg),
    borderBottom: secondary ? `4px solid ${secondary}` : undefined,
  };
}
