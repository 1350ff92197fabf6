// dynasty play: v on a played game's screen watches it play by play; e skips to the end, which shows the final
// score the week's simulation produced and a win probability of 100 or 0, the last play's sets and result below it;
// d shows the drive chart, the game's drives.
import { beforeAll, describe, expect, it } from 'vitest';
import { artLine, driveLine } from '../../src/shared/playArtText.js';
import { gameSettingLine } from '../../src/shared/gameDayText.js';
import { gamesOfTeam, isPlayed, type GameRow } from '../../src/store/queries/games.js';
import { PageContext } from '../../src/store/views/context.js';
import { liveGameView } from '../../src/store/views/liveGame.js';
import { dashboardOfFile, frameFits, KEYS } from './play-helpers.js';

const game = dashboardOfFile(4, 4);
let played: GameRow;

beforeAll(() => {
  played = gamesOfTeam(game.session.context().db, 2025, 'Ohio State').filter(isPlayed).at(-1)!;
});

describe('dynasty play: watch a game', () => {
  it('g opens the last game, v watches it, e ends it on the simulated score', async () => {
    await game.press('g');
    await game.waitFor('FINAL');
    await game.press('v');
    // The box score names the matchup too, so wait for the watch screen's own line.
    let frame = await game.waitFor(/play \d+ of \d+/);
    expect(frame).toContain(`${played.away} at ${played.home}`);
    // The stadium and the weather the game was played in (and the rivalry's name, when it is one).
    const setting = liveGameView(new PageContext(game.session.context().db), played.id);
    expect(frame).toContain(gameSettingLine(setting.rivalry, setting.day)!.slice(0, 60));
    await game.press('e');
    frame = await game.waitFor(`${played.away} ${played.away_points}  ${played.home} ${played.home_points}   FINAL`);
    expect(frame).toContain(`${played.home} win probability ${played.home_points! > played.away_points! ? 100 : 0}%`);
    expect(frameFits(frame)).toMatchObject({ ok: true });
    // The last play's sets and result, as the web's field draws it (the line cut at the screen's edge).
    const live = liveGameView(new PageContext(game.session.context().db), played.id);
    const last = live.plays.at(-1)!;
    if (last.art) expect(frame).toContain(artLine(last.art).slice(0, 40));
    // d: the drive chart, its last drives (the rows the screen holds) as the live game has them.
    await game.press('d');
    frame = await game.waitFor('Drive chart');
    const team = (side: 'home' | 'away') => (side === 'home' ? live.home_abbreviation : live.away_abbreviation);
    for (const d of live.drives.slice(-5)) expect(frame).toContain(driveLine(d, team(d.offense)).slice(0, 60));
    expect(frameFits(frame)).toMatchObject({ ok: true });
    await game.press('d');
    await game.waitFor(/play \d+ of \d+/);
    await game.press(KEYS.escape);
    // The watch screen ends on FINAL too: back on the game's page, its tabs show.
    frame = await game.waitFor('Box score');
    expect(frame).toContain('FINAL');
  });
});
