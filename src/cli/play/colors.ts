// Team colours on a terminal: the primary colour unless it is too dark to read on the usual dark
// background, then the secondary one, else the terminal's own colour.

/** Relative luminance (WCAG) of "#rrggbb", or null for anything else. */
export function luminance(hex: string | null | undefined): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return null;
  const value = parseInt(match[1], 16);
  const channel = (shift: number): number => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/**
 * Below this a colour reads as black on a dark terminal (navy #00274C is 0.02, scarlet #BB0000 is 0.10,
 * forest green #154733 is 0.05).
 */
const READABLE_LUMINANCE = 0.04;

function readable(hex: string | null | undefined): hex is string {
  const l = luminance(hex);
  return l !== null && l >= READABLE_LUMINANCE;
}

export function teamTextColor(primary: string | null | undefined, secondary?: string | null): string | undefined {
  if (readable(primary)) return primary.startsWith('#') ? primary : `#${primary}`;
  if (readable(secondary)) return secondary.startsWith('#') ? secondary : `#${secondary}`;
  return undefined;
}
