// The answers' schemas refuse what the wire format refuses: the contract test is only as good as what they refuse.
import { describe, expect, it } from 'vitest';
import { infoAnswer, rankingEntryAnswer, scheduleGameAnswer } from '../../src/shared/contract/answers/wire.js';
import { schemaProblems } from './answerRecorder.js';

const info = {
  currentWeek: 3,
  currentYear: 2024,
  startYear: 2024,
  lastWeek: 19,
  team: 'Texas',
  playoff: 1,
  stage: 'season',
  phase: 'playoff',
  playoffFormat: { teams: 12, autobids: 5, conf_champ_top_4: false },
};

const game = {
  id: 1,
  weekPlayed: 2,
  opponent: { name: 'Rice', ranking: 90, rating: 60, record: '1-1 (0-0)' },
  site: 'home',
  label: 'NC (American)',
  result: 'W',
  spread: '-21',
  moneyline: '-2000',
  score: '45-10',
};

describe('the answers schemas', () => {
  it('take the documented info with ours, and refuse the old object team and the playoff stage', () => {
    expect(schemaProblems(infoAnswer, info)).toEqual([]);
    expect(schemaProblems(infoAnswer, { ...info, team: { name: 'Texas' } })).toEqual(['/team must be string']);
    expect(schemaProblems(infoAnswer, { ...info, stage: 'playoff' }).join()).toMatch(/^\/stage /);
  });

  it('take our keys after the documented ones, and no key they do not name', () => {
    expect(schemaProblems(infoAnswer, { ...info, godMode: true })).toEqual([]);
    expect(schemaProblems(infoAnswer, { ...info, spare: 1 }).join()).toContain('must not have additional properties');
  });

  it('never take null where a number is documented', () => {
    const entry = {
      ranking: 1,
      name: 'Georgia',
      record: '7-0 (4-0)',
      movement: 0,
      poll_score: null,
      strength_of_record: 1,
      last_game: null,
      next_game: null,
    };
    expect(schemaProblems(rankingEntryAnswer, entry).join()).toContain('/poll_score');
  });

  it('want the lines as text and the site from the team’s point of view', () => {
    expect(schemaProblems(scheduleGameAnswer, game)).toEqual([]);
    expect(schemaProblems(scheduleGameAnswer, { ...game, spread: -21 }).join()).toContain('/spread');
    expect(schemaProblems(scheduleGameAnswer, { ...game, site: 'road' }).join()).toContain('/site');
    expect(schemaProblems(scheduleGameAnswer, { ...game, site: 'neutral', total: null })).toEqual([]);
  });
});
