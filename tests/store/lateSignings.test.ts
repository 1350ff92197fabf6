// Late signings (Clemson 2019, its season played): after the bowls and before signing day the late weeks (the
// January contact period) are played like the season's weeks. The player offers a prospect still unsigned in a late
// week and signs him on signing day with a scholarship left; the computer programs fill places in the same weeks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleWeeks, lateWeeks } from '../../src/core/recruiting/lateWeeks.js';
import { RECRUITING_WEEKS } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { contactProspect, hostVisit, offerScholarship } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { playLateRecruitingWeek } from '../../src/store/actions/recruiting/lateWeek.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { playedSeason2019 } from '../helpers/cli.js';
import { programOf } from '../../src/store/program.js';
import { refusal } from '../helpers/refusals.js';

const TEAM = 'Clemson';
const dir = mkdtempSync(join(tmpdir(), 'late-signings-'));
let save: SaveFile;

beforeAll(async () => {
  const path = join(dir, 'late.db');
  await playedSeason2019(path);
  save = await SaveFile.open(path);
}, 480_000);

afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commitments of the cycle by program. */
function commitments(): Map<string, number> {
  const cycle = loadCycle(save.db)!;
  const out = new Map<string, number>();
  for (const s of Object.values(cycle.state.status))
    if (s.committedTo) out.set(s.committedTo, (out.get(s.committedTo) ?? 0) + 1);
  return out;
}

describe('late signings', () => {
  let target = 0;
  let before = new Map<string, number>();

  it('opens the late weeks after the season: orders are queued, a week is played only from the summary', () => {
    expect(lateWeeks(2019)).toBe(3);
    const desk = new RecruitingDesk(save.db, programOf(save.db));
    const info = desk.info();
    expect(info).toMatchObject({ status: 'open', late: true, week: RECRUITING_WEEKS, weeks: cycleWeeks(2019) });
    expect(info.message).toContain('Late recruiting week 1 of 3');
    // Still in the season stage: playing a late week is refused and changes nothing.
    expect(refusal(() => save.change(() => playLateRecruitingWeek(save.db, programOf(save.db)))).kind).toBe(
      'wrong_stage',
    );
    expect(loadCycle(save.db)!.state.week).toBe(RECRUITING_WEEKS);
    save.change(() => advanceStage(save.db)); // the season summary
  });

  it('lets the player offer an uncommitted prospect in a late week while a scholarship is left', () => {
    const desk = new RecruitingDesk(save.db, programOf(save.db));
    expect(desk.scholarships().left).toBeGreaterThan(0);
    const cycle = desk.cycle!;
    // A prospect nobody recruits, still uncommitted: the player's offer decides his choice.
    const open = cycle.state.prospects.filter((p) => {
      const s = cycle.state.status[p.id];
      return !s.committedTo && !s.signedWith && s.suitors.length === 0 && p.stars <= 2;
    });
    expect(open.length).toBeGreaterThan(0);
    target = open[0].id;
    before = commitments();
    save.change(() => offerScholarship(save.db, programOf(save.db), target));
    save.change(() => hostVisit(save.db, programOf(save.db), target));
    save.change(() => contactProspect(save.db, programOf(save.db), target));
    const played = save.change(() => playLateRecruitingWeek(save.db, programOf(save.db)));
    expect(played.week).toBe(RECRUITING_WEEKS + 1);
    expect(played.message).toContain('Late recruiting week 1 of 3 played');
    const status = loadCycle(save.db)!.state.status[target];
    expect(status.suitors.find((s) => s.program === TEAM)).toMatchObject({ offered: true, visited: true });
  });

  it('plays the computer programs by the same rules: they fill places in the late weeks', () => {
    save.change(() => contactProspect(save.db, programOf(save.db), target));
    save.change(() => playLateRecruitingWeek(save.db, programOf(save.db)));
    save.change(() => advanceStage(save.db)); // roster progression: the last late week can still be played
    save.change(() => contactProspect(save.db, programOf(save.db), target));
    const last = save.change(() => playLateRecruitingWeek(save.db, programOf(save.db)));
    expect(last.week).toBe(cycleWeeks(2019));
    expect(last.message).toContain('Signing day is next');
    const after = commitments();
    let gained = 0;
    for (const [program, n] of after) if (program !== TEAM) gained += Math.max(0, n - (before.get(program) ?? 0));
    // The computer programs sign in the late weeks too (how many is the league's draw: no record to hold it to).
    expect(gained).toBeGreaterThan(0);
    // Every late week is played: another is refused, and orders wait for signing day no more.
    expect(refusal(() => save.change(() => playLateRecruitingWeek(save.db, programOf(save.db)))).kind).toBe('conflict');
    expect(new RecruitingDesk(save.db, programOf(save.db)).info().status).toBe('closed');
  });

  it('signs him on signing day', () => {
    save.change(() => advanceStage(save.db)); // signing day
    const signed = save.db.get<{ team: string }>(
      "SELECT team FROM roster_changes WHERE kind = 'recruit' AND player_id = ?",
      [target],
    );
    expect(signed?.team).toBe(TEAM);
    expect(save.db.get<{ team: string }>('SELECT team FROM players WHERE id = ?', [target])?.team).toBe(TEAM);
  });
});
