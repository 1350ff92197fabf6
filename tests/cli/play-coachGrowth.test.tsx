// The coach's level and archetype abilities on the coach screen of `dynasty play` (j): ⇥ selects the trees, ←→ an
// ability, ⏎ buys its next tier through the same use case as `dynasty coach buy`; the tier is in the save after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpForLevel } from '../../src/core/coaches/levels.js';
import { programOf } from '../../src/store/program.js';
import { coachGrowth } from '../../src/store/queries/coachGrowth.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { KEYS, expectFits, openGame, prepareSave, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;
let coachId = 0;

beforeAll(async () => {
  // The coach has reached level 4: three ability points.
  await prepareSave(temp.path, { year: 2019, team: 'Iowa', playoffTeams: 4 }, (save) => {
    coachId = programCoach(save.db, programOf(save.db))!.id;
    save.change(() =>
      save.db.run('UPDATE coach_growth SET career_xp = ? WHERE coach_id = ?', [xpForLevel(4), coachId]),
    );
  });
});
afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: the coach who grows', () => {
  it('shows his level and trees, and buys the selected ability (⇥, →, ⏎)', async () => {
    game = await openGame(temp.path);
    await game.waitFor('Continue: 2019 Iowa');
    await game.press(KEYS.enter);
    await game.waitFor('Iowa 2019 non-conference schedule');
    await game.press('j');
    await game.waitFor('3 of 3 ability points left');
    await game.waitFor(/Level 4 (Recruiter|Motivator|Tactician)/);
    expectFits(game.frame());
    await game.press('\t');
    // The first ability of his own tree is selected, its effect and next tier in numbers.
    await game.waitFor(/Next (I|II) for \d points?: \+/);
    expectFits(game.frame());
    // → moves to his tree's next ability; ⏎ buys its next tier and says what it gives.
    await game.press(KEYS.right);
    await game.press(KEYS.enter);
    await game.waitFor(/^(?!Next )[A-Z][\w -]+ (I|II) for [12] points?: \+\d/m);
    await game.waitFor(/[12] of 3 ability points left/);
    game.close();
    const save = await SaveFile.open(temp.path);
    const g = coachGrowth(save.db, coachId)!;
    // His starting tier and the one bought.
    expect(Object.values(g.owned).reduce((s, t) => s + (t ?? 0), 0)).toBe(2);
    save.close();
  });
});
