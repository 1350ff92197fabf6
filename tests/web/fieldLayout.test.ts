// The field's layout of a drawn play (src/web/components/live/fieldLayout.ts): every set the playbook has puts eleven
// a side on the field, the offence's personnel by position, the players the play names marked once each; the paths
// start where their player stands and a run ends where the play's yards put it. Generated plays, fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGES, FRONTS, PERSONNEL } from '../../src/core/playbook/book.js';
import { DEFENSE_CALLS } from '../../src/core/sim/calls.js';
import type { PlayArtWire } from '../../src/shared/live-types.js';
import { markersOf, pathsOf, toField } from '../../src/web/components/live/fieldLayout.js';

const SCRIMMAGE_FORMATIONS = ['shotgun', 'pistol', 'under_center', 'empty', 'goal_line'] as const;
const POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

const player = fc.record({
  name: fc.constantFrom('A. Reed', 'B. Long', 'C. Ward'),
  pos: fc.constantFrom(...POSITIONS),
});

const scrimmagePlay: fc.Arbitrary<PlayArtWire> = fc
  .record({
    kind: fc.constantFrom('run', 'pass', 'sack', 'scramble'),
    formation: fc.constantFrom(...SCRIMMAGE_FORMATIONS),
    personnel: fc.constantFrom(...PERSONNEL),
    front: fc.constantFrom(...FRONTS),
    coverage: fc.option(fc.constantFrom(...COVERAGES), { nil: null }),
    defense_call: fc.constantFrom(...DEFENSE_CALLS),
    play: fc.constantFrom('run', 'inside_run', 'outside_run', 'sweep', 'quick_pass', 'deep_shot', 'screen'),
    carrier: player,
    target: player,
    depth: fc.integer({ min: 0, max: 3 }),
    air: fc.integer({ min: -3, max: 45 }),
    yards: fc.integer({ min: -10, max: 60 }),
  })
  .map(
    (r): PlayArtWire => ({
      kind: r.kind,
      formation: r.formation,
      personnel: r.personnel,
      front: r.front,
      coverage: r.coverage,
      defense_call: r.defense_call,
      play: r.play,
      play_called: false,
      ball_carrier: r.kind === 'pass' ? r.target : r.kind === 'run' ? r.carrier : { name: 'Q. Back', pos: 'QB' },
      passer: r.kind === 'run' ? null : { name: 'Q. Back', pos: 'QB' },
      target: r.kind === 'pass' ? r.target : null,
      defender: { name: 'D. Fence', pos: 'LB' },
      depth: r.kind === 'pass' ? r.depth : null,
      air_yards: r.kind === 'pass' ? r.air : null,
      yards: r.yards,
      result: 'gain',
    }),
  );

const count = (list: { side: string; pos: string }[], side: string, pos?: string) =>
  list.filter((m) => m.side === side && (pos === undefined || m.pos === pos)).length;

describe('the field layout', () => {
  it('puts eleven a side on the field, the personnel by position, each named player marked once', () => {
    fc.assert(
      fc.property(scrimmagePlay, fc.integer({ min: 1, max: 99 }), (art, los) => {
        const markers = markersOf(art);
        expect(count(markers, 'offense')).toBe(11);
        expect(count(markers, 'defense')).toBe(11);
        const backs = Number(art.personnel![0]);
        const ends = Number(art.personnel![1]);
        expect([count(markers, 'offense', 'OL'), count(markers, 'offense', 'QB')]).toEqual([5, 1]);
        expect([count(markers, 'offense', 'RB'), count(markers, 'offense', 'TE')]).toEqual([backs, ends]);
        expect(count(markers, 'offense', 'WR')).toBe(5 - backs - ends);
        for (const role of ['target', 'defender'] as const)
          expect(markers.filter((m) => m.role === role).length).toBe(role === 'target' ? (art.target ? 1 : 0) : 1);
        expect(markers.filter((m) => m.role === 'carrier').length).toBe(art.kind === 'pass' ? 0 : 1);
        for (const m of markers) {
          const at = toField(los, 1, m.side, m.depth, m.lateral);
          expect(at.y).toBeGreaterThan(0);
          expect(at.y).toBeLessThan(53.3);
        }
      }),
      { seed: 98, numRuns: 300 },
    );
  });

  it("starts each path at its player's place and ends a run where the play's yards put it", () => {
    fc.assert(
      fc.property(scrimmagePlay, fc.integer({ min: 0, max: 9 }), (art, index) => {
        const markers = markersOf(art);
        const paths = pathsOf(art, markers, index);
        const route = paths.find((p) => p.kind === 'route');
        if (art.kind === 'pass') {
          const target = markers.find((m) => m.role === 'target')!;
          expect(route!.points[0]).toEqual({ depth: target.depth, lateral: target.lateral });
          // Caught `air` yards past the line (depth runs the other way beyond it).
          expect(route!.points.at(-1)!.depth).toBe(-art.air_yards!);
        } else expect(route).toBeUndefined();
        const run = paths.filter((p) => p.kind === 'run').at(-1);
        if (art.kind === 'run' || art.kind === 'scramble') {
          const carrier = markers.find((m) => m.role === 'carrier')!;
          expect(run!.points[0]).toEqual({ depth: carrier.depth, lateral: carrier.lateral });
          expect(run!.points.at(-1)!.depth).toBe(-art.yards);
        }
      }),
      { seed: 98, numRuns: 300 },
    );
  });
});
