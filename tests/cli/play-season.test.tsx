// The season: the dashboard, playing weeks (next week, the advance menu with its progress bar) and the
// views: schedule, game (box score, players, drives), standings by conference, AP top 25, playoff
// projection, roster and a player's card, each fitting 80x24.
import { describe, expect, it } from 'vitest';
import { dashboardOfFile, expectFits, KEYS } from './play-helpers.js';

const game = dashboardOfFile(12, 2);

describe('dynasty play: season', () => {
  it('shows the dashboard: record, last and next game with the spread, standings, AP top 10', () => {
    const frame = game.frame();
    expectFits(frame);
    expect(frame).toMatch(/Ohio State \d-\d/);
    // The opponent with the site: "vs" at home, "at" on the road.
    expect(frame).toMatch(/Last +Week 1 +[WL] \d+-\d+ (vs|at) /);
    expect(frame).toMatch(/Next +Week \d+ +(vs|at) .*spread [+-]?[\d.]+|Next +Week \d+ +(vs|at) .*Even/);
    expect(frame).toContain('Big Ten standings');
    expect(frame).toContain('AP Top 10');
    expect(frame).toContain('a advance');
    // The tables' records are whole: the overall "W-L", never a record cut short ("1-0 …").
    expect(frame).not.toMatch(/\d+-\d+ …/);
    expect(frame).toMatch(/ \d+-\d+ +\d+ +\d+ +\S.* +\d+-\d+$/m);
  });

  it('plays the next week with n', async () => {
    await game.press('n');
    const frame = await game.waitFor('Played week 2', 30_000);
    expect(frame).toContain('Season · Week 3');
    expectFits(frame);
  });

  it('plays to a chosen week from the advance menu, showing progress', async () => {
    await game.press('a');
    let frame = await game.waitFor('Advance: play games until');
    expect(frame).toContain('Play next week');
    expect(frame).toContain('End of season');
    expect(frame).toContain('End of regular season');
    expectFits(frame);
    // Play next week, End of season, Through week 4: plays weeks 3 and 4.
    await game.press(KEYS.down, KEYS.down);
    frame = await game.waitFor(/› +Through week 4 +play weeks 3-4/);
    const before = game.frames.length;
    await game.press(KEYS.enter);
    frame = await game.waitFor('Played weeks 3-4', 60_000);
    expect(frame).toContain('Season · Week 5');
    const during = game.frames.slice(before).join('\n');
    expect(during).toContain('Simulating games');
    // The bar counts the weeks and names the week just played; Ink may draw the first week's or only the last's, as
    // the machine's speed has it.
    expect(during).toMatch(/[12]\/2/);
    expect(during).toMatch(/Played Week [34]\./);
  });

  it('opens the schedule and a played game with its box score, players and drives', async () => {
    await game.press('s');
    let frame = await game.waitFor('Ohio State 2025 schedule');
    expectFits(frame);
    expect(frame).toMatch(/[WL] \d+-\d+/);
    // Twelve games: some at home ("vs"), some on the road ("at").
    expect(frame).toMatch(/\d +vs \S/);
    expect(frame).toMatch(/\d +at \S/);
    // The cursor starts on the next game; home goes to week 1, played.
    await game.press('\u001B[H', KEYS.enter);
    frame = await game.waitFor('FINAL');
    expectFits(frame);
    // The title says who visited whom.
    expect(frame).toMatch(/Ohio State (at|vs) \S|\S (at|vs) Ohio State/);
    // The stadium and the weather the game was played in.
    expect(frame).toMatch(/(Neutral site|\d seats\)) · (indoors|-?\d+°F, wind \d+ mph)/);
    expect(frame).toContain('Box score');
    expect(frame).toContain('Total Yards');
    await game.press(KEYS.right);
    frame = await game.waitFor('C/Att');
    expectFits(frame);
    // Passers by the college passing efficiency, the NFL rating beside it.
    expect(frame).toMatch(/C\/Att +Yds +TD +Int +Eff +NFL/);
    expect(frame).toMatch(/Rushing +Att +Yds/);
    await game.press(KEYS.right);
    frame = await game.waitFor(/Touchdown|Field Goal|Punt/);
    expectFits(frame);
    await game.press(KEYS.escape);
    await game.waitFor('Ohio State 2025 schedule');
  });

  it('shows standings by conference, moving between conferences', async () => {
    await game.press('t');
    let frame = await game.waitFor('Big Ten standings');
    expectFits(frame);
    expect(frame.split('\n').find((l) => l.startsWith('›'))).toContain('Ohio State');
    await game.press(KEYS.right);
    frame = await game.waitFor(/^(?!.*Big Ten standings)/s);
    expect(frame).toMatch(/(standings|Independent teams)/);
    expectFits(frame);
  });

  it('shows the AP top 25 and all teams', async () => {
    await game.press('r');
    let frame = await game.waitFor('AP Top 25');
    expect(frame).toContain('Poll after week 4');
    expect(frame).toContain('1-17 of 25');
    expectFits(frame);
    await game.press('a');
    frame = await game.waitFor(/AP rankings: all \d+ teams/);
    expectFits(frame);
    // [ and ] step through the season's polls.
    await game.press('[');
    frame = await game.waitFor('2025 week 3');
    expectFits(frame);
    await game.press(']');
    frame = await game.waitFor('Poll after week 4');
  });

  it('shows the playoff projection with its bracket', async () => {
    await game.press('p');
    let frame = await game.waitFor('12-Team Playoff Projection');
    expect(frame).toMatch(/\n1 +\S/);
    // Each team's whole record, conference games too.
    expect(frame).toMatch(/\n1 +\S.* \d+-\d+ \(\d+-\d+\) /);
    // Every team's bid: the conference champions' automatic ones, the rest at-large.
    expect(frame).toMatch(/ automatic\n/);
    expect(frame).toMatch(/ at-large\n/);
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor('First round');
    expect(frame).toMatch(/\(8\) .* vs +\(9\)/);
    expectFits(frame);
  });

  it('shows the roster by position and a player card', async () => {
    await game.press('o');
    let frame = await game.waitFor('Ohio State roster');
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor('Position:  QB');
    expect(frame.split('\n').filter((l) => /^[› ] QB /.test(l)).length).toBeGreaterThan(1);
    await game.press(KEYS.enter);
    frame = await game.waitFor('Career');
    expect(frame).toMatch(/, QB/);
    expect(frame).toContain('Game log 2025');
    expectFits(frame);
    await game.press(KEYS.escape, KEYS.escape);
    await game.waitFor('Ohio State dashboard');
  });

  it('lists every key on ?', async () => {
    await game.press('?');
    const frame = await game.waitFor('Keys');
    expect(frame).toContain('advance: next week, to a week, to the end');
    await game.press(KEYS.escape);
    await game.waitFor('Ohio State dashboard');
  });
});
