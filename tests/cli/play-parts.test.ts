// The small pieces of the terminal game: fitting text, team colours, week names, the advance menu, pages.
import { describe, expect, it } from 'vitest';
import { luminance, teamTextColor } from '../../src/cli/play/colors.js';
import { columnWidths, tablePage } from '../../src/cli/play/components/Table.js';
import { editText } from '../../src/cli/play/keys.js';
import { stageHome } from '../../src/cli/play/routes.js';
import { advanceItems, playedText } from '../../src/cli/play/screens/DashboardScreen.js';
import { playoffTitle } from '../../src/cli/play/screens/PlayoffScreen.js';
import { dots, fit as fitText, matchesFilter, movement, rankPrefix } from '../../src/cli/play/text.js';
import { weekName } from '../../src/cli/play/weeks.js';
import type { Key } from '../../src/cli/play/keys.js';
import { cycleText, prospectStatus } from '../../src/cli/play/screens/recruiting/orders.js';
import type { ProspectSummary } from '../../src/shared/recruitingApi.js';

const noKey: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
} as Key;

describe('text', () => {
  it('fits text to a width, marking cuts', () => {
    expect(fitText('Ohio State', 12)).toBe('Ohio State  ');
    expect(fitText('Ohio State', 6)).toBe('Ohio …');
    expect(fitText('7', 3, 'right')).toBe('  7');
    expect(fitText('anything', 0)).toBe('');
  });

  it('shows ranks only for the top 25, dots, movement, filters', () => {
    expect(rankPrefix(3)).toBe('#3 ');
    expect(rankPrefix(26)).toBe('');
    expect(rankPrefix(0)).toBe('');
    expect(dots(5, 7)).toBe('●●●●●○○');
    expect(movement(3)).toBe('▲3');
    expect(movement(-2)).toBe('▼2');
    expect(movement(0)).toBe('');
    expect(matchesFilter('ohio st', ['Ohio State', 'Buckeyes', 'Big Ten'])).toBe(true);
    expect(matchesFilter('ohio st', ['Ohio', 'Bobcats', 'MAC'])).toBe(false);
    expect(matchesFilter('big ten', ['Ohio State', 'Buckeyes', 'Big Ten'])).toBe(true);
  });

  it('edits a filter with printable keys and backspace only', () => {
    expect(editText('oh', 'i', noKey)).toBe('ohi');
    expect(editText('ohi', '', { ...noKey, backspace: true })).toBe('oh');
    expect(editText('oh', '', { ...noKey, upArrow: true })).toBeNull();
    expect(editText('oh', 'c', { ...noKey, ctrl: true })).toBeNull();
  });
});

describe('team colours', () => {
  it('uses the primary colour unless it is too dark, then the secondary', () => {
    expect(teamTextColor('#BB0000', '#666666')).toBe('#BB0000');
    // Michigan's navy is unreadable on a dark terminal: maize instead.
    expect(luminance('#00274C')!).toBeLessThan(0.04);
    expect(teamTextColor('#00274C', '#FFCB05')).toBe('#FFCB05');
    expect(teamTextColor('#000000', '#111111')).toBeUndefined();
    expect(teamTextColor('not a colour', undefined)).toBeUndefined();
  });
});

describe('weeks and the advance menu', () => {
  it('names the postseason weeks by format', () => {
    expect(weekName(5, 12)).toBe('Week 5');
    expect(weekName(15, 12)).toBe('Conference championships');
    expect(weekName(16, 12)).toBe('Bowls and playoff first round');
    expect(weekName(17, 12)).toBe('Quarterfinals');
    expect(weekName(18, 12)).toBe('Semifinals');
    expect(weekName(19, 12)).toBe('National championship');
    expect(weekName(16, 2)).toBe('Bowls and national championship');
    expect(weekName(16, 4)).toBe('Bowls and semifinals');
    expect(weekName(17, 4)).toBe('National championship');
  });

  it('offers the next week, the end of the season and named stops', () => {
    const items = advanceItems(5, 19, 12);
    expect(items.map((i) => i.target)).toEqual([6, 20, ...Array.from({ length: 13 }, (_, i) => i + 7)]);
    expect(items[0]).toMatchObject({ label: 'Play next week', hint: 'play Week 5' });
    expect(items[1]).toMatchObject({ label: 'End of season', hint: 'play weeks 5-19' });
    expect(items[2]).toMatchObject({ label: 'Through week 6', hint: 'play weeks 5-6, stop before Week 7' });
    expect(items.slice(10).map((i) => i.label)).toEqual([
      'End of regular season',
      'Through conference championships',
      'Through bowls and playoff first round',
      'Through quarterfinals',
      'Through semifinals',
    ]);
    expect(items[10]).toMatchObject({ target: 15, hint: 'play weeks 5-14, stop before Conference championships' });
    // A 4-team season: the regular season's end, the title games, then the bowls with the semifinals.
    expect(advanceItems(13, 17, 4).map((i) => i.label)).toEqual([
      'Play next week',
      'End of season',
      'End of regular season',
      'Through conference championships',
      'Through bowls and semifinals',
    ]);
    // The last week: only the next week, which ends the season.
    expect(advanceItems(19, 19, 12).map((i) => i.target)).toEqual([20]);
  });

  it('says which weeks were played', () => {
    expect(playedText(3, 3, 12)).toBe('week 3');
    expect(playedText(3, 4, 12)).toBe('weeks 3-4');
    expect(playedText(12, 19, 12)).toBe('week 12 to National championship');
  });

  it('titles the playoff screen as the spec does', () => {
    expect(playoffTitle(2, 'playoff')).toBe('Championship');
    expect(playoffTitle(4, 'season')).toBe('4-Team Playoff Projection');
    expect(playoffTitle(12, 'playoff')).toBe('12-Team Playoff');
    // After the title game, in the summary and the offseason, the field is final: no projection.
    expect(playoffTitle(12, 'summary')).toBe('12-Team Playoff');
    expect(playoffTitle(4, 'recruiting_summary')).toBe('4-Team Playoff');
  });

  it('sends each stage to its screen', () => {
    expect(stageHome('preseason').screen).toBe('preseason');
    expect(stageHome('playoff').screen).toBe('dashboard');
    expect(stageHome('recruiting_summary').screen).toBe('recruiting');
  });
});

describe('table pages', () => {
  it('shows everything when it fits, else the page of the selection with a page line', () => {
    expect(tablePage(10, 12, 3)).toEqual({ start: 0, size: 11, paged: false });
    // 30 rows in 12 lines: title, 10 rows, page line.
    expect(tablePage(30, 12, 0)).toEqual({ start: 0, size: 10, paged: true });
    expect(tablePage(30, 12, 25)).toEqual({ start: 20, size: 10, paged: true });
    // Without a selection the offset scrolls, never past the end.
    expect(tablePage(30, 12, undefined, 28)).toEqual({ start: 20, size: 10, paged: true });
  });

  it('gives the rest column what the others leave', () => {
    const columns = [
      { title: 'A', width: 10, text: () => '' },
      { title: 'B', width: 'rest' as const, text: () => '' },
      { title: 'C', width: 5, text: () => '' },
    ];
    // 80 - (10 + 1) - (5 + 1) - (0 + 1) - 2 (marker) = 60
    expect(columnWidths(columns, 80, true)).toEqual([10, 60, 5]);
  });
});

describe('recruiting lines', () => {
  const prospect = (extra: Partial<ProspectSummary>): ProspectSummary => ({
    id: 1,
    first: 'Pro',
    last: 'Spect',
    pos: 'QB',
    stars: 4,
    rank: 10,
    state: 'TX',
    town: 'Austin',
    height: 75,
    weight: 210,
    scouting: 0,
    rating: [60, 70],
    potential: [70, 80],
    interest: 0,
    offered: false,
    offer_queued: false,
    visited: false,
    on_board: false,
    committed_to: null,
    committed_week: 0,
    decides: 'ready to commit',
    signed_early: false,
    leaders: [],
    lead: 'no leader yet',
    suitor_count: 0,
    pipeline: 'none',
    dealbreakers: null,
    ...extra,
  });

  it('says when an undecided prospect decides, and a commitment signed in December', () => {
    expect(prospectStatus(prospect({ offered: true, decides: 'decides in December' }))).toBe(
      'offered, decides in December',
    );
    expect(prospectStatus(prospect({}))).toBe('open');
    expect(prospectStatus(prospect({ committed_to: 'Texas', committed_week: 3, signed_early: true }))).toBe(
      'Signed: Texas',
    );
    expect(prospectStatus(prospect({ committed_to: 'Texas', committed_week: 3 }))).toBe('Committed: Texas');
  });

  it('says an offer queued for the coming week is queued, not made', () => {
    expect(prospectStatus(prospect({ offer_queued: true }))).toBe('offer queued');
    expect(prospectStatus(prospect({ offered: true, offer_queued: false }))).toBe('offered');
  });

  it('names the spring and summer in the cycle line', () => {
    const cycle = { year: 2024, status: 'open' as const, week: 0, weeks: 16, home_week: true, message: '' };
    expect(cycleText({ ...cycle, summer: true })).toBe('spring and summer: orders go to the summer periods');
    expect(cycleText(cycle)).toBe('recruiting week 1 of 16 · home week: visits');
    // The season's weeks, whatever January adds after them.
    expect(cycleText({ ...cycle, week: 4, weeks: 20 })).toBe('recruiting week 5 of 16 · home week: visits');
    expect(cycleText({ ...cycle, week: 17, weeks: 19, late: true })).toBe(
      'late signings: 2 weeks before signing day · visits',
    );
  });
});
