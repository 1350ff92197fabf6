// A head-to-head game's first plays in two browsers, once both sides have joined its page: the kick-off (the kicking
// side's coordinator calls it), then the first snap from scrimmage, the defense calling first (the offense's page
// shows that it has called, not what), then the offense's call plays the snap on both pages.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The page whose side the game waits for, of the two. */
async function waitingSide(pages: readonly Page[]): Promise<Page> {
  const waiting = async (): Promise<Page | null> => {
    for (const p of pages) if ((await p.getByTestId('h2h-you').textContent())?.includes('waiting')) return p;
    return null;
  };
  await expect.poll(async () => (await waiting()) !== null).toBe(true);
  return (await waiting())!;
}

export async function playFirstSnap(sides: readonly [Page, Page]): Promise<void> {
  for (const p of sides) {
    await expect(p.getByTestId('h2h-status')).toBeVisible();
    await expect(p.getByTestId('play-clock')).toContainText(/Play clock \d+/);
  }
  const kicker = await waitingSide(sides);
  await kicker.getByTestId('calls').getByTestId('call-coordinator').click();
  await expect
    .poll(async () => (await Promise.all(sides.map((p) => p.getByTestId('call-zone').count()))).join())
    .toMatch(/1/);
  const defense = (await sides[0].getByTestId('call-zone').count()) > 0 ? sides[0] : sides[1];
  const offense = defense === sides[0] ? sides[1] : sides[0];
  await defense.getByTestId('call-zone').click();
  await expect(defense.getByTestId('h2h-you')).toContainText('called');
  await expect(offense.getByTestId('h2h-them')).toContainText('called');
  const plays = (p: Page) => p.getByTestId('coach-plays').locator('.list-group-item').count();
  const before = await plays(offense);
  await offense.getByTestId('call-inside_run').click();
  for (const p of sides) await expect.poll(() => plays(p)).toBeGreaterThan(before);
  await expect(defense.getByTestId('h2h-them')).not.toContainText('called');
}
