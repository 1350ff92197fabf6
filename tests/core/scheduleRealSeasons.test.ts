import { describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { FIRST_YEAR, LAST_YEAR } from '../../src/core/data/types.js';
import { createRng } from '../../src/core/random.js';
import {
  opponentChoices,
  createNonConferenceGame,
  fixedGamesFor,
  nonConferenceLimit,
} from '../../src/core/schedule/nonConference.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';
import { rivalryBreaks, seasonRuleBreaks } from './scheduleChecks.js';

const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

describe('buildRegularSeason on every real season', () => {
  for (const year of years) {
    it(`${year}: three seeds, every rule holds`, () => {
      const league = seasonLeague(year);
      for (const seed of [1, 2, 3]) {
        const games = buildRegularSeason(league, createRng(`${year}:${seed}`));
        expect(2 * games.length - games.filter((g) => g.fcs).length).toBe(league.teams.length * 12);
        expect(seasonRuleBreaks(league, games), `${year} seed ${seed}`).toEqual([]);
        expect(rivalryBreaks(league, games), `${year} seed ${seed}`).toEqual([]);
        expect(validateSchedule(league, games), `${year} seed ${seed}`).toEqual([]);
      }
    });
  }
});

describe('the player schedules in real seasons', () => {
  it('builds every real season around a full player slate, for a team of every conference', () => {
    for (const year of [2000, 2007, 2014, 2021, 2024, 2026]) {
      const league = seasonLeague(year);
      const rng = createRng(`player:${year}`);
      const byConference = new Map<string, string>();
      for (const t of league.teams) if (!byConference.has(t.conference)) byConference.set(t.conference, t.name);
      for (const team of byConference.values()) {
        const scheduled = fixedGamesFor(league, team);
        const limit = nonConferenceLimit(league, team);
        for (const week of rng.shuffle(Array.from({ length: 14 }, (_, i) => i + 1))) {
          if (scheduled.length >= limit) break;
          // FBS opponents that would play at either site, as a player keeping the home slate even picks them (a
          // slate of FCS programs or of much weaker schools, who never host a bigger one, is all home games).
          const fbs = opponentChoices(league, team, week, scheduled).filter((c) => !c.fcs);
          const either = fbs.filter((c) => c.sites.includes('home') && c.sites.includes('away'));
          const options = (either.length > 0 ? either : fbs).map((c) => c.name);
          if (options.length === 0) continue;
          const made = createNonConferenceGame(league, team, rng.pick(options), week, scheduled);
          if (!made.ok) throw new Error(made.error);
          scheduled.push(made.game);
        }
        expect(scheduled.length, `${year} ${team} fills its slate`).toBe(limit);
        const games = buildRegularSeason(league, createRng(`${year}:${team}`), scheduled);
        for (const g of scheduled) expect(games).toContainEqual(g);
        expect(validateSchedule(league, games), `${year} ${team}`).toEqual([]);
      }
    }
  });
});
