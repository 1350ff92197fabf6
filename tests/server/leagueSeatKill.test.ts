// A league coach's job move across a server stopped at the worst moment: the league's save has him at his new
// program (the move is written there first) and the server's database still seats him at the program that fired
// him. The move is written to the save here as auto-pilot makes it (the real store action, on the stopped server's
// save), without the seat; the server that opens the league next seats him where the save says, logged once, and
// his game calls are bound to his new program. A third server finds nothing left to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CoachResponse } from '../../src/shared/types/coach.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import { takeJobByAutoPilot } from '../../src/store/actions/coaches/autoPilotJob.js';
import { saveCoachingChange, saveCoachOffer } from '../../src/store/queries/coaches.js';
import { coachedProgramOf, seatCoach } from '../../src/store/program.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import { startServer, type Running } from './helpers.js';
import { on, startedLeague, view } from './killedLeague.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-league-seat-kill-'));
const usersDir = join(dir, 'users');
const servers: Running[] = [];

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function serve(): Promise<Running> {
  const server = await startServer({
    mode: { kind: 'hosted', usersDir },
    limits: { changesPerMinute: 100_000 },
    deadlineCheckMs: 0,
  });
  servers.push(server);
  return server;
}

/**
 * On the stopped server's save: Iowa fires its coach at the season summary (as the season's end records it) and
 * auto-pilot takes his one offer, Kansas's.
 */
function fireAndPlace(savePath: string): void {
  const db = betterSqliteEngine.file!(savePath, { mustExist: true });
  try {
    db.transaction(() => {
      db.run("UPDATE meta SET value = 'summary' WHERE key = 'stage'");
      const iowa = coachedProgramOf(db, 'Iowa')!;
      const coachId = seatCoach(db, iowa).coachId!;
      db.run('UPDATE coaches SET team = NULL WHERE id = ?', [coachId]);
      saveCoachingChange(db, {
        year: 2024,
        team: 'Iowa',
        old_coach_id: coachId,
        reason: 'fired',
        new_coach_id: null,
        new_from: null,
      });
      db.run("UPDATE coaches SET team = NULL WHERE team = 'Kansas'");
      saveCoachingChange(db, {
        year: 2024,
        team: 'Kansas',
        old_coach_id: null,
        reason: 'retired',
        new_coach_id: null,
        new_from: null,
      });
      saveCoachOffer(db, 2024, 'Kansas', iowa.seat);
      expect(takeJobByAutoPilot(db, iowa)).toEqual({ from: 'Iowa', to: 'Kansas', how: 'offer' });
    });
  } finally {
    db.close();
  }
}

describe("a league coach's job move when the server stops between the save and his seat", () => {
  it('seats him at his new program, once, when the league is opened again', async () => {
    const first = await serve();
    const { id, commish, friend } = await startedLeague(first.base, 'Killed Mid-Move');
    await first.close();

    fireAndPlace(join(usersDir, 'leagues', id, 'league.db'));

    // The next server seats him where the save has him: his very first game call, the server's first league call,
    // already acts for his new program (it waits for the start's catch-up).
    const second = await serve();
    const commish2 = on(second, commish);
    const friend2 = on(second, friend);
    const coach = await friend2.get<CoachResponse>('/api/coach/', { headers: { [LEAGUE_HEADER]: id } });
    expect(coach.status, coach.text).toBe(200);
    expect(coach.body.team.name).toBe('Kansas');
    const league = await view(commish2, id);
    expect(league.coaches.find((c) => c.name === 'Hawkeye Fan')?.team).toBe('Kansas');
    expect(league.coaches.find((c) => c.name === 'Commish')?.team).toBe('Iowa State');
    const moves = league.log.filter((e) => e.kind === 'job');
    expect(moves.map((e) => e.text)).toEqual([
      'Hawkeye Fan left Iowa for Kansas (recorded when the server started again).',
    ]);
    expect((await view(friend2, id)).you.team).toBe('Kansas');
    await second.close();

    // A third server opens the league (its catch-up reads the save before the coach's call does): nothing to move.
    const third = await serve();
    const friend3 = on(third, friend);
    const again = await friend3.get<CoachResponse>('/api/coach/', { headers: { [LEAGUE_HEADER]: id } });
    expect(again.body.team.name).toBe('Kansas');
    const after = await view(friend3, id);
    expect(after.you.team).toBe('Kansas');
    expect(after.log.filter((e) => e.kind === 'job')).toHaveLength(1);
  });
});
