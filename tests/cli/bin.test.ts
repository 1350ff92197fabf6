// The real executable (bin/dynasty through tsx), as a player runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/dynasty', () => {
  it('starts a dynasty and reports its status as JSON', () => {
    const save = join(dir, 'dynasty.db');
    const created = runBin(['new', '--year', '2024', '--team', 'Texas', '--seed', '2'], { DYNASTY_SAVE: save });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Texas');
    const status = runBin(['status', '--json'], { DYNASTY_SAVE: save });
    expect(status.status).toBe(0);
    const state = JSON.parse(status.stdout) as { save: string; stage: string; currentYear: number; team: string };
    expect(state).toMatchObject({ save, stage: 'preseason', currentYear: 2024, team: 'Texas' });
  });

  it('exits 2 with a message on a player mistake', () => {
    const r = runBin(['status'], { DYNASTY_SAVE: join(dir, 'missing.db') });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/No save at .*dynasty new/);
  });
});
