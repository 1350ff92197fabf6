// A league coach's recruiting answers mark offers and visits only for his program and the computer's: another
// coach's are cleared wherever a suitor sits (a prospect's page, a list's leaders), and nothing else changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hideOthersOffers } from '../../src/server/leagues/privateOffers.js';

const suitor = (team: string, offered = true, visited = true) => ({
  team,
  interest: 40.5,
  offered,
  visited,
  share: 30,
});
const coached = new Set(['Michigan', 'Ohio State', 'Texas']);

describe('another coach’s offers', () => {
  it('are cleared on a prospect’s page and in a list’s leaders; his own and the computer’s stay', () => {
    const page = {
      prospect: { id: 7, offered: true, visited: false, leaders: [suitor('Ohio State'), suitor('Georgia')] },
      suitors: [suitor('Michigan'), suitor('Ohio State'), suitor('Georgia'), suitor('Texas', false, true)],
    };
    const seen = hideOthersOffers(page, 'Michigan', coached) as typeof page;
    expect(seen.suitors.map((s) => [s.team, s.offered, s.visited])).toEqual([
      ['Michigan', true, true],
      ['Ohio State', false, false],
      ['Georgia', true, true],
      ['Texas', false, false],
    ]);
    expect(seen.prospect.leaders.map((s) => s.offered)).toEqual([false, true]);
    // The prospect's own marks (the asker's program) and every other field are as they were.
    expect(seen.prospect.offered).toBe(true);
    expect(seen.suitors[1].interest).toBe(40.5);
    // The answer built for the route is not changed in place.
    expect(page.suitors[1].offered).toBe(true);
  });

  it('leaves an answer without another coach’s suitor as the same object (generated answers)', () => {
    const leaf = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    const answer = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('team', 'offered', 'visited', 'x', 'suitors'), tie('value'), { maxKeys: 4 }),
        fc.constantFrom('Michigan', 'Georgia').map((team) => suitor(team)),
      ),
    })).value;
    fc.assert(
      fc.property(answer, (value) => {
        expect(hideOthersOffers(value, 'Michigan', coached)).toBe(value);
      }),
      { seed: 78, numRuns: 300 },
    );
  });
});
