// The commands' help reads as English: the recruiting plan's --pitch says what a standing pitch sells (it said "the
// strength a new standing pitch pitches").
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('the help of the recruiting plan', () => {
  it("says what the plan's pitches sell", async () => {
    for (const command of ['add', 'set']) {
      const help = await runCli(['recruit', 'plan', command, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).not.toMatch(/pitch(es)? +pitch/);
      expect(help.stdout.replace(/\s+/g, ' ')).toMatch(/--pitch <strength> what (a new|their) standing pitch sells/);
    }
  });
});
