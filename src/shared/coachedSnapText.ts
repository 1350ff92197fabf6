// What a coach sees at a coached game's snap, in the words every screen uses (web, terminal, CLI): the clock and his
// tempo, the other team's tendencies so far, and what the last plays gained.
import type { CoachTempoWire, CoachedGameResponse, SnapGainWire } from './coached-types.js';

export const TEMPO_NAMES: Readonly<Record<CoachTempoWire, string>> = {
  auto: "the coordinator's",
  huddle: 'huddle',
  hurry: 'hurry-up',
  milk: 'milk the clock',
};

type Snap = Pick<
  CoachedGameResponse,
  'clock_running' | 'play_clock' | 'tempo' | 'opponent' | 'last_gains' | 'home_abbreviation' | 'away_abbreviation'
>;

/** "clock running · 40-second play clock · tempo: hurry-up". */
export function clockLine(g: Snap): string {
  return `clock ${g.clock_running ? 'running' : 'stopped until the snap'} · ${g.play_clock}-second play clock · tempo: ${TEMPO_NAMES[g.tempo]}`;
}

/** "MDL so far: defense 14 snaps, blitz 21%, zone 14%, man 7%, base 57% · offense 31 plays, run 58%, pass 42%". */
export function tendencyLine(g: Snap): string {
  const { abbreviation, offense: o, defense: d } = g.opponent;
  const defense =
    d.snaps === 0
      ? 'defense not yet seen'
      : `defense ${d.snaps} snaps, blitz ${d.blitz_pct}%, zone ${d.zone_pct}%, man ${d.man_pct}%, base ${d.base_pct}%`;
  const offense =
    o.plays === 0 ? 'offense not yet seen' : `offense ${o.plays} plays, run ${o.run_pct}%, pass ${o.pass_pct}%`;
  return `${abbreviation} so far: ${defense} · ${offense}`;
}

function gainText(g: SnapGainWire): string {
  if (g.kind === 'incomplete' || g.kind === 'interception' || g.kind === 'spike') return g.kind;
  const yards = g.yards > 0 ? `+${g.yards}` : `${g.yards}`;
  return g.kind === 'run' ? yards : `${yards} ${g.kind}`;
}

/** "Last plays: MID +4, MID +12 pass, MID incomplete" (oldest first). */
export function gainsLine(g: Snap): string {
  if (g.last_gains.length === 0) return 'Last plays: none yet';
  const abbr = (side: 'home' | 'away') => (side === 'home' ? g.home_abbreviation : g.away_abbreviation);
  return `Last plays: ${g.last_gains.map((x) => `${abbr(x.offense)} ${gainText(x)}`).join(', ')}`;
}
