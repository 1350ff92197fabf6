// The player's non-conference games on a real save: an FCS program by its name (it always comes to the player's
// stadium), an FBS opponent at the chosen site, refusals that change nothing, and the site kept through the
// season's schedule to the played game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { opponentChoicesForWeek, scheduleNonConferenceGame } from '../../src/store/actions/scheduleNonConference.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { GameError } from '../../src/store/errors.js';
import { gamesOfYear } from '../../src/store/queries/games.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { nonconView } from '../../src/store/views/noncon.js';
import { programOf } from '../../src/store/program.js';

const TEAM = 'Texas';
let dir: string;
let save: SaveFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-noncon-'));
  save = await newDynasty(join(dir, 'noncon.db'), {
    year: 2024,
    team: TEAM,
    seed: 3,
    playoffTeams: 12,
    autobids: 5,
    confChampTop4: true,
  });
}, 60_000);
afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

function refusal(run: () => unknown): GameError {
  const before = JSON.stringify(gamesOfYear(save.db, 2024));
  let error: unknown;
  try {
    save.change(run);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(GameError);
  expect(JSON.stringify(gamesOfYear(save.db, 2024))).toBe(before);
  return error as GameError;
}

describe('scheduling non-conference games', () => {
  const openWeeks = (): number[] =>
    nonconView(new PageContext(save.db))
      .schedule.filter((w) => w.opponent === null)
      .map((w) => w.weekPlayed);

  it('offers the season FCS programs by name, home only, and schedules one typed in any case', () => {
    const [week] = openWeeks();
    const choices = opponentChoicesForWeek(save.db, programOf(save.db), week);
    const montana = choices.find((c) => c.name === 'Montana');
    expect(montana).toEqual({ name: 'Montana', fcs: true, sites: ['home'] });
    expect(
      refusal(() => scheduleNonConferenceGame(save.db, programOf(save.db), 'Montana', week, 'away')).message,
    ).toMatch(/FCS opponents always play at Texas \(choose home\)/);
    const game = save.change(() => scheduleNonConferenceGame(save.db, programOf(save.db), 'montana', week));
    expect(game).toMatchObject({ home: TEAM, away: 'Montana', neutral: false, fcs: true, week });
    const shown = nonconView(new PageContext(save.db)).schedule.find((w) => w.weekPlayed === week)!;
    expect(shown.opponent).toMatchObject({ name: 'Montana', fcs: true });
  });

  it('refuses an unknown team and a site the opponent would not play at, changing nothing', () => {
    const [week] = openWeeks();
    const unknown = refusal(() => scheduleNonConferenceGame(save.db, programOf(save.db), 'Montana Tech U', week));
    expect(unknown.kind).toBe('not_found');
    expect(unknown.message).toMatch(/Unknown team "Montana Tech U" \(FBS or FCS\) in the 2024 season/);
    const homeOnly = opponentChoicesForWeek(save.db, programOf(save.db), week).find(
      (c) => !c.fcs && c.sites.length === 1 && c.sites[0] === 'home',
    )!;
    const away = refusal(() => scheduleNonConferenceGame(save.db, programOf(save.db), homeOnly.name, week, 'away'));
    expect(away.kind).toBe('conflict');
    expect(away.message).toMatch(new RegExp(`Texas would not travel to ${homeOnly.name}.*choose home`));
  });

  it('keeps a neutral-site game neutral through the season to the played game', () => {
    const [week] = openWeeks();
    const peer = opponentChoicesForWeek(save.db, programOf(save.db), week).find(
      (c) => !c.fcs && c.sites.includes('neutral'),
    )!;
    const game = save.change(() => scheduleNonConferenceGame(save.db, programOf(save.db), peer.name, week, 'neutral'));
    expect(game).toMatchObject({ home: TEAM, away: peer.name, neutral: true });
    save.change(() => advanceStage(save.db));
    const last = Math.max(
      ...gamesOfYear(save.db, 2024)
        .filter((g) => g.user_scheduled === 1 && (g.home === TEAM || g.away === TEAM))
        .map((g) => g.week),
    );
    save.change(() => simulateTo(save.db, last + 1));
    const played = gamesOfYear(save.db, 2024).filter((g) => g.kind === 'regular' && g.home_points !== null);
    const neutral = played.find((g) => g.home === TEAM && g.away === peer.name)!;
    expect(neutral.neutral).toBe(1);
    expect(gameView(new PageContext(save.db), neutral.id).game).toMatchObject({ home: null, away: null });
    const fcs = played.find((g) => g.away === 'Montana')!;
    expect(fcs).toMatchObject({ home: TEAM, fcs: 1, neutral: 0, user_scheduled: 1 });
  }, 120_000);
});
