// The day of a game: its weather is drawn from the site and the game's seed alone (the same game, the same day), a
// roofed stadium keeps the wind and rain out, the crowd's edge follows the stadium and the rivalry, and the engine
// plays the weather: wind costs the passing game over many seeded games.

import { describe, expect, it } from 'vitest';
import { allPrograms } from '../../src/core/data/league.js';
import { stadiumOf, stadiumPrograms } from '../../src/core/data/stadiums.js';
import { createRng } from '../../src/core/random.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { gameDay, homeEdgeOf, type Weather } from '../../src/core/sim/gameDay.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { HOME_EDGE } from '../../src/core/sim/tuning.js';
import type { GameResult } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const day = (home: string, week: number, seed: string, year = 2024) =>
  gameDay({ home, away: 'Navy', neutral: false, year, week, seed, rivalry: false });

describe('the weather of a game', () => {
  it('is the same for the same game and seed, and differs across seeds', () => {
    expect(day('Wisconsin', 12, '7:game:41')).toEqual(day('Wisconsin', 12, '7:game:41'));
    const winds = new Set(Array.from({ length: 30 }, (_, i) => day('Wisconsin', 12, `7:game:${i}`).weather.wind));
    expect(winds.size).toBeGreaterThan(3);
  });

  it('is indoors under a roof: no wind, rain or snow, whatever the seed', () => {
    for (let i = 0; i < 200; i++) {
      for (const home of ['Syracuse', 'UTSA']) {
        const w = day(home, 13, `dome:${i}`).weather;
        expect(w).toMatchObject({ indoors: true, wind: 0, precipitation: 'none' });
      }
    }
    // Minnesota played under the Metrodome's roof to 2008, in the open since.
    expect(day('Minnesota', 12, 'x', 2008).weather.indoors).toBe(true);
    expect(day('Minnesota', 12, 'x', 2009).stadium?.roof).toBe('open');
  });

  it('follows the climate: November in the north is colder than September in the south, and snow only in the cold', () => {
    const draws = (home: string, week: number) =>
      Array.from({ length: 400 }, (_, i) => day(home, week, `climate:${i}`).weather);
    const mean = (ws: Weather[]) => ws.reduce((a, w) => a + w.temperature, 0) / ws.length;
    const north = draws('Minnesota', 13);
    expect(mean(north)).toBeLessThan(mean(draws('Florida', 2)) - 25);
    for (const w of [...north, ...draws('Florida', 2)])
      if (w.precipitation === 'snow') expect(w.temperature).toBeLessThanOrEqual(34);
  });

  it('gives every FBS program a stadium, and no edge at a neutral site', () => {
    const known = new Set(stadiumPrograms());
    expect(
      allPrograms()
        .filter((p) => !known.has(p.name))
        .map((p) => p.name),
    ).toEqual([]);
    const neutral = gameDay({
      home: 'Texas',
      away: 'Oklahoma',
      neutral: true,
      year: 2024,
      week: 6,
      seed: 's',
      rivalry: true,
    });
    expect(neutral).toMatchObject({ stadium: null, homeEdge: 0 });
  });
});

describe('the home crowd', () => {
  it('counts for more in a big stadium, less in a rivalry, and about HOME_EDGE on average', () => {
    const big = stadiumOf('Michigan', 2024);
    const small = stadiumOf('Kennesaw State', 2024);
    expect(homeEdgeOf(big, false)).toBeGreaterThan(homeEdgeOf(small, false) * 1.4);
    expect(homeEdgeOf(big, true)).toBeLessThan(homeEdgeOf(big, false));
    const edges = stadiumPrograms().map((p) => homeEdgeOf(stadiumOf(p, 2024), false));
    const mean = edges.reduce((a, b) => a + b, 0) / edges.length;
    expect(Math.abs(mean - HOME_EDGE)).toBeLessThan(0.05);
  });
});

describe('the engine plays the weather', () => {
  const home = simTeam('Middleton', 4, 2, 'MID');
  const away = simTeam('Midland', 4, 3, 'MDL');
  const calm: Weather = { indoors: false, temperature: 60, wind: 3, precipitation: 'none' };
  const windy: Weather = { indoors: false, temperature: 60, wind: 25, precipitation: 'none' };
  const games = (weather: Weather): GameResult[] =>
    Array.from({ length: 160 }, (_, i) =>
      simulateGame({
        home,
        away,
        neutral: false,
        rules: rulesForYear(2024),
        rng: createRng(5000 + i),
        day: { weather, homeEdge: HOME_EDGE },
      }),
    );
  const totals = (rs: GameResult[]) => {
    let completions = 0;
    let attempts = 0;
    let passYards = 0;
    let points = 0;
    for (const r of rs)
      for (const t of [r.teamStats.home, r.teamStats.away]) {
        completions += t.completions;
        attempts += t.passAttempts;
        passYards += t.passYards;
        points += t.points;
      }
    return {
      completionPct: completions / attempts,
      passYards: passYards / rs.length,
      attempts: attempts / rs.length,
      points: points / rs.length,
    };
  };

  it('wind of 25 mph cuts completions, passing yards, throws and points on the same seeds', () => {
    const c = totals(games(calm));
    const w = totals(games(windy));
    expect(w.completionPct).toBeLessThan(c.completionPct - 0.02);
    expect(w.passYards).toBeLessThan(c.passYards);
    expect(w.attempts).toBeLessThan(c.attempts);
    expect(w.points).toBeLessThan(c.points);
  });

  it('reports the weather it was played in', () => {
    expect(games(windy)[0].weather).toEqual(windy);
  });
});
