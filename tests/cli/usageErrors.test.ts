// A command line the CLI cannot parse (an unknown option or command, a missing argument) is refused like every
// other bad input: one line on stderr that starts "dynasty: ", nothing on stdout, exit 2.
import { describe, expect, it } from 'vitest';
import { runBin, runCli } from '../helpers/cli.js';

function expectUsageError(result: { status: number; stdout: string; stderr: string }, message: RegExp): void {
  expect(result.status, result.stderr).toBe(2);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^dynasty: /);
  expect(lines[0]).not.toMatch(/\berror: /);
  expect(lines[0]).toMatch(message);
}

describe('usage errors', () => {
  it('says "dynasty:" for an unknown option, command or missing argument', async () => {
    expectUsageError(await runCli(['status', '--bogus']), /^dynasty: unknown option '--bogus'$/);
    expectUsageError(await runCli(['stauts']), /^dynasty: unknown command 'stauts' \(Did you mean [^)]*\bstatus\?\)$/);
    expectUsageError(
      await runCli(['recruit', 'plan', 'add', '--pitch']),
      /option '--pitch <strength>' argument missing/,
    );
    expectUsageError(await runCli(['--save']), /option '--save <file>' argument missing/);
  });

  it('exits 2 from the real executable with the same one line', () => {
    expectUsageError(runBin(['week', '--nope']), /^dynasty: unknown option '--nope'$/);
  });
});
