// A fired coach who is not there to choose is given a job by auto-pilot, on a real save of two coached programs at
// the season summary (its carousel set by hand, so the choice does not depend on a seed's season): his most
// prestigious offer, the other coach's offers still held; with none, the best opening still waiting that the game
// offers a fired coach; with no opening, the best coordinator's job at a program no bigger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeJobByAutoPilot } from '../../src/store/actions/coaches/autoPilotJob.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { saveCoachingChange, saveCoachOffer } from '../../src/store/queries/coaches.js';
import { coachedProgramOf, type Program } from '../../src/store/program.js';
import type { SaveFile } from '../../src/store/saveFile.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-auto-pilot-job-'));
let save: SaveFile;

beforeAll(async () => {
  save = await newDynasty(join(dir, 'league.db'), { year: 2024, team: 'Iowa State', moreTeams: ['Kansas'], seed: 5 });
  save.db.run("UPDATE meta SET value = 'summary' WHERE key = 'stage'");
}, 120_000);
afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

const program = (team: string): Program => coachedProgramOf(save.db, team)!;
const headCoachOf = (team: string) =>
  save.db.get<{ id: number }>('SELECT id FROM coaches WHERE team = ?', [team])?.id ?? null;
const prestigeOf = (team: string) =>
  save.db.get<{ p: number }>('SELECT prestige AS p FROM team_seasons WHERE year = 2024 AND team = ?', [team])!.p;

/** The program's coach is fired (he waits for a job); its head coach's place is filled by another. */
function fire(team: string): void {
  save.db.run('UPDATE coaches SET team = NULL WHERE team = ? AND is_user = 1', [team]);
}

/** A program whose coach left after 2024, waiting for its next. */
function opening(team: string): void {
  save.db.run('UPDATE coaches SET team = NULL WHERE team = ?', [team]);
  saveCoachingChange(save.db, {
    year: 2024,
    team,
    old_coach_id: null,
    reason: 'retired',
    new_coach_id: null,
    new_from: null,
  });
}

describe('a fired coach on auto-pilot', () => {
  it('takes his most prestigious offer; the other coach keeps his', () => {
    fire('Kansas');
    const [small, big, held] = ['Akron', 'Cincinnati', 'Houston'];
    expect(prestigeOf(big)).toBeGreaterThan(prestigeOf(small));
    for (const team of [small, big, held]) opening(team);
    saveCoachOffer(save.db, 2024, small, program('Kansas').seat);
    saveCoachOffer(save.db, 2024, big, program('Kansas').seat);
    saveCoachOffer(save.db, 2024, held, program('Iowa State').seat);
    // Iowa State's coach has his job: nothing is taken for him.
    expect(save.change(() => takeJobByAutoPilot(save.db, program('Iowa State')))).toBeNull();
    const job = save.change(() => takeJobByAutoPilot(save.db, program('Kansas')));
    expect(job).toEqual({ from: 'Kansas', to: big, how: 'offer' });
    expect(coachedProgramOf(save.db, big)).not.toBeNull();
    // The offer he let lapse hires; the one still offered to Iowa State's coach waits for him.
    expect(headCoachOf(small)).not.toBeNull();
    expect(headCoachOf(held)).toBeNull();
  });

  it('with no offer, takes the best opening still waiting that a fired coach is offered', () => {
    fire('Cincinnati');
    const job = save.change(() => takeJobByAutoPilot(save.db, program('Cincinnati')));
    expect(job).toEqual({ from: 'Cincinnati', to: 'Houston', how: 'opening' });
  });

  it('with no opening, takes the best coordinator job at a program no bigger', () => {
    fire('Houston');
    const job = save.change(() => takeJobByAutoPilot(save.db, program('Houston')));
    expect(job?.how).toBe('coordinator');
    expect(prestigeOf(job!.to)).toBeLessThanOrEqual(prestigeOf('Houston'));
    expect(coachedProgramOf(save.db, job!.to)).not.toBeNull();
  });
});
