// Scheduling the playoff: the games of a round once the teams in it are known.

import type { ScheduledGame } from '../schedule/types.js';
import { BOWL_WEEK, playoffRounds } from '../season/calendar.js';
import type { PlayedGame } from '../season/results.js';
import { BracketResults, bracketTree, gameSlots } from './bracketTree.js';
import { onCampusRounds } from './selection.js';
import type { PlayoffField } from './types.js';

/** The label of a playoff game: "CFP First Round" ... "National Championship"; BCS for 2 teams. */
export function playoffGameLabel(size: number, round: number): string {
  const name = playoffRounds(size)[round];
  if (size <= 2) return `BCS ${name}`;
  return name === 'National Championship' ? name : `CFP ${name}`;
}

/**
 * The playoff games of `week` whose two teams are known and that are not yet played. The better seed
 * is the home team; the format's on-campus rounds (the 12-team first round) at his stadium, the rest at neutral sites.
 */
export function nextPlayoffGames(field: PlayoffField, played: readonly PlayedGame[], week: number): ScheduledGame[] {
  const round = week - BOWL_WEEK;
  if (round < 0 || round >= playoffRounds(field.size).length) return [];
  const results = new BracketResults(field, played);
  const scheduled: ScheduledGame[] = [];
  for (const slot of gameSlots(bracketTree(field.size))) {
    if (slot.round !== round || results.gameFor(slot)) continue;
    const a = results.occupant(slot.top);
    const b = results.occupant(slot.bottom);
    if (a === null || b === null) continue;
    const [home, away] = results.seedOf(a)! < results.seedOf(b)! ? [a, b] : [b, a];
    scheduled.push({
      week,
      home,
      away,
      neutral: round >= onCampusRounds(field.settings, field.size),
      kind: 'playoff',
      conferenceGame: false,
      label: playoffGameLabel(field.size, round),
    });
  }
  return scheduled;
}
