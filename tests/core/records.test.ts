// The record book's rules in exact situations: who holds a record, when a record counts as broken.
import { describe, expect, it } from 'vitest';
import { RecordBook, brokenRecordText, type RecordClaim, type RecordEntry } from '../../src/core/records/book.js';
import { realRecordEntries, realRecordsBefore } from '../../src/core/records/realRecords.js';

const claim = (over: Partial<RecordClaim>): RecordClaim => ({
  span: 'game',
  stat: 'pass_yds',
  value: 300,
  playerId: 1,
  holder: 'Ann Arbor',
  team: 'Michigan',
  year: 2025,
  week: 3,
  gameId: 10,
  opponent: 'Ohio State',
  ...over,
});

const entry = (over: Partial<RecordEntry>): RecordEntry => ({ ...claim({}), scope: '', ...over });

describe('the record book', () => {
  it('writes its first season without calling anything broken', () => {
    const book = new RecordBook([], 2025);
    expect(book.offer(claim({ value: 300 }))).toEqual([]);
    expect(book.offer(claim({ value: 350, playerId: 2, holder: 'Bo Jackson', gameId: 11 }))).toEqual([]);
    expect(book.get('', 'game', 'pass_yds')?.value).toBe(350);
    expect(book.get('Michigan', 'game', 'pass_yds')?.holder).toBe('Bo Jackson');
  });

  it('a better game in a later season breaks the league and program records; a tie or less changes nothing', () => {
    const old = entry({ value: 400, holder: 'Old Timer', year: 2024, gameId: 1 });
    const book = new RecordBook([old, { ...old, scope: 'Michigan' }], 2024);
    expect(book.offer(claim({ value: 400, gameId: 20 }))).toEqual([]);
    expect(book.offer(claim({ value: 399, gameId: 21 }))).toEqual([]);
    expect(book.get('', 'game', 'pass_yds')?.holder).toBe('Old Timer');
    const broken = book.offer(claim({ value: 401, gameId: 22 }));
    expect(broken.map((b) => b.entry.scope)).toEqual(['', 'Michigan']);
    // A book without the real records holds only the dynasty's.
    expect(brokenRecordText(broken[0])).toBe(
      'Ann Arbor sets the single-game record in the dynasty: 401 passing yards (was 400, Old Timer 2024)',
    );
    expect(brokenRecordText(broken[1])).toBe(
      "Ann Arbor sets Michigan's single-game record in the dynasty: 401 passing yards (was 400, Old Timer 2024)",
    );
    expect(
      book
        .takeChanged()
        .map((e) => e.scope)
        .sort(),
    ).toEqual(['', 'Michigan']);
  });

  it('a program record can fall without the league record', () => {
    const book = new RecordBook(
      [
        entry({ value: 500, holder: 'League Best', team: 'Texas', year: 2024 }),
        entry({ scope: 'Michigan', value: 250, holder: 'Old Wolverine', year: 2024 }),
      ],
      2024,
    );
    const broken = book.offer(claim({ value: 260 }));
    expect(broken.map((b) => b.entry.scope)).toEqual(['Michigan']);
    expect(book.get('', 'game', 'pass_yds')?.holder).toBe('League Best');
  });

  it('a season record grows with its holder and falls once to another season', () => {
    const book = new RecordBook(
      [
        entry({
          span: 'season',
          value: 4000,
          holder: 'Old Timer',
          year: 2024,
          week: null,
          gameId: null,
          opponent: null,
        }),
      ],
      2024,
    );
    const season = { span: 'season' as const, week: null, gameId: null, opponent: null };
    // The program's first season record: set, nothing broken (it had none).
    expect(book.offer(claim({ ...season, value: 3900 }))).toEqual([]);
    expect(book.get('Michigan', 'season', 'pass_yds')?.value).toBe(3900);
    const league = book.offer(claim({ ...season, value: 4100 }));
    expect(league.map((b) => b.entry.scope)).toEqual(['']);
    // The same season going on: raised in place, not broken again.
    expect(book.offer(claim({ ...season, value: 4200 }))).toEqual([]);
    expect(book.get('', 'season', 'pass_yds')?.value).toBe(4200);
    // Another player passing him in the same season takes the record; the record of before this season already fell.
    expect(book.offer(claim({ ...season, value: 4300, playerId: 2, holder: 'Bo Jackson', team: 'Auburn' }))).toEqual(
      [],
    );
    expect(book.get('', 'season', 'pass_yds')?.holder).toBe('Bo Jackson');
  });

  it('team records: points and margin of a game, held by the team', () => {
    const book = new RecordBook([], 2024);
    book.offer({
      span: 'game',
      stat: 'margin',
      value: 63,
      playerId: null,
      holder: 'Georgia',
      team: 'Georgia',
      year: 2024,
      week: 2,
      gameId: 5,
      opponent: 'UAB',
    });
    const broken = book.offer({
      span: 'game',
      stat: 'margin',
      value: 70,
      playerId: null,
      holder: 'Oregon',
      team: 'Oregon',
      year: 2025,
      week: 1,
      gameId: 99,
      opponent: 'Idaho',
    });
    expect(broken.map((b) => brokenRecordText(b))).toEqual([
      'Oregon sets the single-game record in the dynasty: 70 margin of victory (was 63, Georgia 2024)',
    ]);
  });
});

describe('the real FBS record book', () => {
  it('at each start year holds only records set before it, the latest holder of each', () => {
    for (let start = 2000; start <= 2026; start++) {
      const records = realRecordsBefore(start);
      expect(
        records.every((r) => r.year < start),
        String(start),
      ).toBe(true);
    }
    const rushGame = (start: number) =>
      realRecordsBefore(start).find((r) => r.span === 'game' && r.stat === 'rush_yds');
    expect(rushGame(2014)).toMatchObject({ value: 406, holder: 'LaDainian Tomlinson', year: 1999 });
    expect(rushGame(2015)).toMatchObject({ value: 427, holder: 'Samaje Perine', year: 2014 });
    const passSeason = (start: number) =>
      realRecordsBefore(start).find((r) => r.span === 'season' && r.stat === 'pass_td')?.value;
    expect([passSeason(2000), passSeason(2007), passSeason(2020), passSeason(2022)]).toEqual([54, 58, 60, 62]);
    // Tackles and sacks are official from 2000: no season record of them opens a 2000 dynasty.
    expect(realRecordsBefore(2000).some((r) => r.stat === 'tackles' || r.stat === 'sacks')).toBe(false);
    // Passing, rushing and receiving yards and touchdowns for a game, a season and a career in every year.
    for (const span of ['game', 'season', 'career'] as const) {
      for (const stat of ['pass_yds', 'pass_td', 'rush_yds', 'rush_td', 'rec_yds', 'rec_td'] as const) {
        expect(
          realRecordsBefore(2000).some((r) => r.span === span && r.stat === stat),
          `${span} ${stat}`,
        ).toBe(true);
      }
    }
  });

  it('a dynasty opens with them: beating one is news in the first season, a saved record below one gives way', () => {
    const real = realRecordEntries(2024);
    const stale = entry({ value: 500, holder: 'Early Save', year: 2024, gameId: 3 });
    const book = new RecordBook([stale], 2024, real);
    const standing = book.get('', 'game', 'pass_yds')!;
    expect([standing.value, standing.holder, book.isReal(standing)]).toEqual([734, 'Connor Halliday', true]);
    // Below the real record: the program's record only, and not news in the first season.
    expect(book.offer(claim({ value: 700, year: 2024 }))).toEqual([]);
    const broken = book.offer(claim({ value: 760, year: 2024, playerId: 2, holder: 'Bo Jackson', gameId: 30 }));
    expect(broken.map((b) => brokenRecordText(b))).toEqual([
      'Bo Jackson sets the FBS single-game record: 760 passing yards (was 734, Connor Halliday 2014)',
    ]);
    expect(book.isReal(book.get('', 'game', 'pass_yds')!)).toBe(false);
    // Beaten again, it is still the nation's record.
    const again = book.offer(claim({ value: 770, year: 2025, playerId: 3, holder: 'Al Rogers', gameId: 31 }));
    expect(brokenRecordText(again[0])).toBe(
      'Al Rogers sets the FBS single-game record: 770 passing yards (was 760, Bo Jackson 2024)',
    );
  });

  it("a statistic the real book did not hold yet is the dynasty's record: sacks in a game before 2005", () => {
    const book = new RecordBook([], 2002, realRecordEntries(2002));
    expect(book.get('', 'game', 'sacks')).toBeUndefined();
    const sacks = (value: number, year: number, holder: string, gameId: number) =>
      book.offerValue({ ...claim({}), year, holder, playerId: gameId, gameId }, 'game', 'sacks', value);
    expect(sacks(4, 2002, 'Kendall Neal', 40)).toEqual([]);
    expect(sacks(5, 2003, 'Adam Gadson', 41).map((b) => brokenRecordText(b))[0]).toBe(
      'Adam Gadson sets the single-game record in the dynasty: 5 sacks (was 4, Kendall Neal 2002)',
    );
  });
});

describe('dynasty career records', () => {
  it('are news once a whole career could have been played in the dynasty', () => {
    const career = { span: 'career' as const, stat: 'tackles' as const, week: null, gameId: null, opponent: null };
    const book = new RecordBook([], 2024, realRecordEntries(2024));
    expect(book.offer(claim({ ...career, value: 90, year: 2024 }))).toEqual([]);
    expect(book.offer(claim({ ...career, value: 200, year: 2025, playerId: 2, holder: 'B' }))).toEqual([]);
    expect(book.offer(claim({ ...career, value: 300, year: 2027, playerId: 3, holder: 'C' }))).toEqual([]);
    expect(
      book.offer(claim({ ...career, value: 400, year: 2028, playerId: 4, holder: 'D' })).map((b) => b.entry.scope),
    ).toEqual(['', 'Michigan']);
    // A real career record is news at once.
    expect(
      book
        .offer(
          claim({ span: 'career', stat: 'rec_yds', value: 5300, year: 2025, week: null, gameId: null, opponent: null }),
        )
        .map((b) => b.entry.scope),
    ).toEqual(['']);
  });
});
