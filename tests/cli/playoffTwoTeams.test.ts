// The two-team format (the BCS seasons): `dynasty playoff` shows the one game, never the bracket's placeholder
// semifinals, and names the champion once it is played.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-bcs-');
const { cli } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2005', '--team', 'Texas Tech', '--seed', '77')).status).toBe(0);
});

afterAll(() => temp.cleanup());

it('projects the title game, then plays it, with no semifinals', async () => {
  const projected = await cli('playoff');
  expect(projected.status).toBe(0);
  expect(projected.stdout).toMatch(/National Championship\n {2}\(1\) .+ vs \(2\) .+\n/);
  expect(projected.stdout).not.toContain('Semifinals');
  expect(projected.stdout).not.toContain('TBD');

  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--end')).status).toBe(0);
  const played = await cli('playoff');
  expect(played.stdout).toMatch(/\(1\) .+ vs \(2\) .+: \d+-\d+, .+ wins the national championship/);
  expect(played.stdout).not.toContain('Semifinals');
}, 120_000);
