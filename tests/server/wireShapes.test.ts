// The shape checker itself: the contract tests are only as good as what it refuses.
import { describe, expect, it } from 'vitest';
import { checkShape } from '../../src/shared/wire/schema.js';
import {
  conferencesShape,
  infoShape,
  rankingsShape,
  scheduleGameShape,
  weekShape,
} from '../../src/shared/wire/shapes.js';

const info = {
  currentWeek: 3,
  currentYear: 2024,
  startYear: 2024,
  lastWeek: 19,
  team: 'Texas',
  playoff: 1,
  stage: 'season',
};

describe('wire shapes', () => {
  it('accepts the documented info and refuses the old object team and the playoff stage', () => {
    expect(checkShape(infoShape, info)).toEqual([]);
    expect(checkShape(infoShape, { ...info, team: { name: 'Texas' } })).toEqual([
      '$.team: expected a string, got object',
    ]);
    expect(checkShape(infoShape, { ...info, stage: 'playoff' })[0]).toMatch(/^\$\.stage: "playoff" is not one of/);
  });

  it('wants conferences keyed by name first, A to Z', () => {
    expect(
      checkShape(conferencesShape, [
        { ACC: 3, confName: 'ACC' },
        { SEC: 1, confName: 'SEC' },
      ]),
    ).toEqual([]);
    expect(checkShape(conferencesShape, [{ confName: 'ACC' }])).toEqual([
      '$[0].confName: expected a number, got string',
    ]);
    expect(
      checkShape(conferencesShape, [
        { SEC: 1, confName: 'SEC' },
        { ACC: 3, confName: 'ACC' },
      ]),
    ).toEqual(['$: not sorted by conference name ascending at entries 0 and 1']);
  });

  it('never takes null where a number is documented', () => {
    const entry = {
      name: 'Georgia',
      ranking: 1,
      record: '7-0 (4-0)',
      movement: 0,
      poll_score: null,
      strength_of_record: 1,
      last_game: null,
      next_game: null,
    };
    const page = { info, team: {}, conferences: [], rankings: [entry] };
    expect(checkShape(rankingsShape, page)).toContain('$.rankings[0].poll_score: expected a number, got null');
  });

  it('checks the schedule-game object and the week order', () => {
    const game = {
      id: 1,
      weekPlayed: 2,
      opponent: { name: 'Rice', ranking: 90, rating: 60, record: '1-1 (0-0)' },
      site: 'home',
      label: 'NC (American)',
      result: 'W',
      spread: -21,
      moneyline: '-2000',
      score: '45-10',
    };
    expect(checkShape(scheduleGameShape, game)).toEqual(['$.spread: expected a string, got number']);
    // The site is one of three words, from the team's point of view.
    expect(checkShape(scheduleGameShape, { ...game, spread: '-21', site: 'road' })).toHaveLength(1);
    expect(checkShape(scheduleGameShape, { ...game, spread: '-21', site: 'neutral' })).toEqual([]);
    const games = [{ watchability_score: 10 }, { watchability_score: 20 }];
    expect(
      checkShape(weekShape, { info, team: {}, conferences: [], games }).some((p) =>
        p.startsWith('$.games[0].id: missing'),
      ),
    ).toBe(true);
  });
});
