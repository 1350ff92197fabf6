// Text colour that stays readable on a team's colour.

/** '#fff' on dark colours, '#212529' on light ones (WCAG relative luminance). */
export function readableTextOn(hex: string | null | undefined): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return '#fff';
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.45 ? '#212529' : '#fff';
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
