// The big playoff brackets (24 and 16 teams) at 1440, 1280 and 390 px: every round in one row and in order (the
// 16-team field from both sides in to the championship, the 24-team one from the left to it), each game box whole
// inside the bracket's area, no name broken inside a word, the whole bracket in view on a laptop (a phone scrolls
// the bracket's own box sideways) and the page itself never wider than the screen.
import type { Page } from '@playwright/test';
import { simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1 } from './support/pages.js';

test.setTimeout(240_000);

const WIDTHS = [1440, 1280, 390];

/** The rounds of one side from the outside in. */
const ROUNDS: Record<number, string[]> = {
  24: ['First Round', 'Second Round', 'Quarterfinals', 'Semifinals', 'Championship'],
  16: ['First Round', 'Quarterfinals', 'Semifinal', 'Championship', 'Semifinal', 'Quarterfinals', 'First Round'],
};
/** A laptop sees the whole bracket; below this the bracket's box may scroll. */
const LAPTOP = 1280;

interface Layout {
  /** The rounds' titles, left to right. */
  order: string[];
  /** Rounds whose top is not the first round's (a wrapped row). */
  offRow: string[];
  /** Game boxes reaching past the bracket's scrolling area or their round's column, or with text past their edge. */
  cut: string[];
  /** Words of a team's name drawn on two lines. */
  broken: string[];
  /** How far the bracket's box scrolls sideways. */
  scrolls: number;
  /** The page's width. */
  pageWidth: number;
  /** The bracket box's right edge. */
  boxRight: number;
}

async function layoutOf(page: Page): Promise<Layout> {
  const bracket = page.getByTestId('bracket');
  await expect(bracket.locator('.matchup').first()).toBeVisible();
  return bracket.evaluate((box) => {
    const area = box.getBoundingClientRect();
    // The area the box scrolls over, in the page's coordinates as they stand.
    const left = area.left - box.scrollLeft;
    const right = left + box.scrollWidth;
    const rounds = [...box.querySelectorAll('.bracket-round')].map((round) => ({
      title: round.querySelector('h6')?.textContent ?? '',
      rect: round.getBoundingClientRect(),
    }));
    const sorted = [...rounds].sort((a, b) => a.rect.left - b.rect.left);
    const top = rounds[0]?.rect.top ?? 0;
    const outside = (inner: DOMRect, outer: { left: number; right: number; top: number; bottom: number }) =>
      inner.left < outer.left - 0.5
      || inner.right > outer.right + 0.5
      || inner.top < outer.top - 0.5
      || inner.bottom > outer.bottom + 0.5;
    const cut = [...box.querySelectorAll<HTMLElement>('.matchup')].flatMap((game) => {
      const rect = game.getBoundingClientRect();
      const column = game.closest('.bracket-round')!.getBoundingClientRect();
      // Every piece of text inside the box, as drawn (a long word can run past its element).
      const text = document.createRange();
      text.selectNodeContents(game);
      const textRect = text.getBoundingClientRect();
      const past =
        outside(rect, { left, right, top: area.top, bottom: area.bottom })
        || outside(rect, column)
        || textRect.right > rect.right + 0.5
        || game.scrollWidth > game.clientWidth + 1;
      return past ? [game.textContent ?? ''] : [];
    });
    const broken = [...box.querySelectorAll('.matchup .team-link')].flatMap((name) => {
      const text = name.firstChild;
      if (!text?.textContent) return [];
      const words: string[] = [];
      for (const match of text.textContent.matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(text, match.index);
        word.setEnd(text, match.index + match[0].length);
        if (word.getClientRects().length > 1) words.push(match[0]);
      }
      return words;
    });
    return {
      order: sorted.map((r) => r.title),
      broken,
      scrolls: box.scrollWidth - box.clientWidth,
      offRow: rounds.filter((r) => Math.abs(r.rect.top - top) > 1).map((r) => r.title),
      cut,
      pageWidth: document.documentElement.scrollWidth,
      boxRight: area.right,
    };
  });
}

for (const teams of [24, 16]) {
  test(`the ${teams}-team bracket lays out at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const info = await startDynastyViaApi(page, { team: 'Oregon', year: 2024, playoffTeams: teams as 16 | 24 });
    await startSeasonViaApi(page);
    // The whole season, a few weeks a call: the bracket as played, with every score and game link in its boxes.
    for (let week = 5; week < info.lastWeek + 1; week += 4) await simulateViaApi(page, week);
    await simulateViaApi(page, info.lastWeek + 1);
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/playoff');
        await expect(h1(page)).toHaveText(`${teams}-Team Playoff`);
        await expect(page.getByTestId('bracket').locator('.matchup')).toHaveCount(teams - 1);
        await page.screenshot({ path: test.info().outputPath(`${teams}-${width}.png`), fullPage: true });
        const layout = await layoutOf(page);
        expect(layout.order).toEqual(ROUNDS[teams]);
        expect(layout.offRow, 'rounds off the first row').toEqual([]);
        expect(layout.cut, 'game boxes cut').toEqual([]);
        expect(layout.broken, 'names broken inside a word').toEqual([]);
        if (width >= LAPTOP) expect(layout.scrolls, 'bracket scrolled sideways').toBeLessThanOrEqual(0);
        expect(layout.boxRight).toBeLessThanOrEqual(width);
        expect(layout.pageWidth, 'page width').toBeLessThanOrEqual(width);
      });
    }
  });
}
