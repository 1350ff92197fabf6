// The text on a team's colour (the game header, the dashboard's and team pages' cards) reads at WCAG AA's 4.5:1 for
// every program of the league, the colour the axe scans of the browser suite meet for one team at a time.
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../src/core/data/programs/index.js';
import { contrastRatio, readableTextOn } from '../../src/web/components/teamColors.js';

const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

describe('text on a team colour', () => {
  it("reads at 4.5:1 or more on every program's colour", () => {
    const short = PROGRAMS.map((p) => ({
      team: p.name,
      colour: p.colorPrimary,
      ratio: contrastRatio(full(readableTextOn(p.colorPrimary)), p.colorPrimary),
    }))
      .filter((p) => p.ratio < 4.5)
      .map((p) => `${p.team} ${p.colour}: ${p.ratio.toFixed(2)}`);
    expect(short).toEqual([]);
  });

  it("keeps white on dark colours and the page's dark text on light ones", () => {
    expect(readableTextOn('#500000')).toBe('#fff');
    expect(readableTextOn('#ff8200')).toBe('#212529');
    expect(readableTextOn('not a colour')).toBe('#fff');
  });
});
