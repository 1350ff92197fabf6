// Recruiting over a whole season in the save: the cycle opens in the preseason and the player's orders then are
// carried out in its spring and summer, no class is complete after week 4, and a player who recruits every week still has open places and live
// targets in the second half, with decommitments in the news.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD, scriptedRecruiter } from '../../src/core/recruiting/scriptedRecruiter.js';
import { RECRUITING_WEEKS } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { queueRecruitingOrders } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import { prospectSummary } from '../../src/store/views/recruiting/summary.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-pacing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a season of recruiting played week by week', () => {
  it('keeps decisions open through the season: summer first, no class complete after week 4, places and targets late', async () => {
    const save = await newDynasty(join(dir, 'pacing.db'), { year: 2016, team: 'Kansas State', seed: 41 });
    const db = save.db;
    try {
      // The class opens with the preseason: the player's orders then are carried out in the first summer period.
      const preseason = new RecruitingDesk(db, programOf(db));
      expect(preseason.info().message).toMatch(/^Spring and summer/);
      const queued = queueRecruitingOrders(
        db,
        programOf(db),
        scriptedRecruiter(preseason.cycle!.state, preseason.userProgram()!, 0, undefined, GOOD),
      );
      expect(queued).toBeGreaterThan(5);
      advanceStage(db); // preseason -> season: the spring and summer are played
      expect(recruitingBoardView(new PageContext(db)).queued).toEqual([]);
      const summer = loadCycle(db)!;
      expect(summer.state.week).toBe(0);
      const recruited = Object.values(summer.state.status).filter((s) =>
        s.suitors.some((x) => x.program === 'Kansas State' && x.interest > 0),
      );
      expect(recruited.length).toBeGreaterThan(5);
      const committed = Object.values(summer.state.status).filter((s) => s.committedTo !== null).length;
      expect(committed).toBeGreaterThan(300);

      // The board's line on the player's class each week: who committed, who decommitted (and where he flipped).
      const lines: string[] = [];
      for (let week = 1; week <= RECRUITING_WEEKS; week++) {
        // The player recruits actively: a good recruiter's orders each week.
        const desk = new RecruitingDesk(db, programOf(db));
        const program = desk.userProgram()!;
        const state = desk.cycle!.state;
        queueRecruitingOrders(
          db,
          programOf(db),
          scriptedRecruiter(
            state,
            program,
            week,
            desk.homeWeek() ? { won: true, margin: 0, ranked: false } : undefined,
            GOOD,
          ),
        );
        simulateTo(db, week + 1);
        const line = recruitingBoardView(new PageContext(db)).class_week;
        if (line) lines.push(line);
        const cycle = loadCycle(db)!;
        if (week === 4) {
          for (const [team, need] of cycle.needs) {
            const held = Object.values(cycle.state.status).filter((s) => s.committedTo === team).length;
            if (need.scholarships > 0) expect(held, team).toBeLessThan(need.scholarships);
          }
        }
        if (week === 10) {
          const board = recruitingBoardView(new PageContext(db));
          expect(board.scholarships.left).toBeGreaterThan(0);
          // Live targets: prospects he offered who are still open, some of them deciding in December or on signing day.
          const late = new RecruitingDesk(db, programOf(db));
          const live = late.cycle!.state.prospects.filter((p) => {
            const s = late.cycle!.state.status[p.id];
            return s.committedTo === null && s.suitors.some((x) => x.program === 'Kansas State' && x.offered);
          });
          expect(live.length).toBeGreaterThan(3);
          const hints = new Set(
            late.cycle!.state.prospects.slice(0, 400).map((p) => prospectSummary(new PageContext(db), late, p).decides),
          );
          expect(hints).toContain('decides in December');
          expect(hints).toContain('decides on signing day');
        }
      }
      expect(
        lines.some((l) =>
          /^Your class in recruiting week \d+: \d+ new commitments? \(\w+ \w+ \([A-Z]+, \d\*\)/.test(l),
        ),
      ).toBe(true);
      const kinds = db.all<{ kind: string; n: number }>(
        'SELECT kind, COUNT(*) AS n FROM recruiting_news WHERE year = 2016 GROUP BY kind',
      );
      expect(kinds.find((k) => k.kind === 'decommit')?.n ?? 0).toBeGreaterThan(20);
      // The recruiting news (the top 100 and the player's program) tells decommitments as they happen.
      const top = db.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM recruiting_news WHERE year = 2016 AND kind = 'decommit' AND rank <= 100",
      );
      expect(top?.n ?? 0).toBeGreaterThan(0);
    } finally {
      save.close();
    }
  }, 300_000);
});
