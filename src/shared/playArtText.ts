// A drawn play in words, the same in the web (the field's text alternative, the replay's caption), the terminal's
// screens and `dynasty watch`: the sets the two sides lined up in, the play and how it ended; and a drive's row of
// the drive chart.
import { callLabel } from './callKeys.js';
import type { DriveResultWire, DriveRow, LivePlay, PlayArtResultWire, PlayArtWire } from './live-types.js';

const words = (name: string): string => name.replace(/_/g, ' ');

/** "11 personnel (1 RB, 1 TE, 3 WR)": backs, tight ends, and the receivers that make up the five. */
export function personnelText(personnel: string): string {
  const backs = Number(personnel[0]);
  const ends = Number(personnel[1]);
  return `${personnel} personnel (${backs} RB, ${ends} TE, ${5 - backs - ends} WR)`;
}

/** The defence's coverage: the one called, else its call's ("base", "press man"). */
const coverText = (art: PlayArtWire): string => callLabel(art.coverage ?? art.defense_call ?? 'base');

/** "shotgun 11 v 4-3 base", "punt unit v punt return": the two sides' sets in a few words. */
export function setsText(art: PlayArtWire): string {
  if (art.personnel === null) return `${words(art.formation)} unit v ${words(art.front)}`;
  return `${words(art.formation)} ${art.personnel} v ${words(art.front)} ${coverText(art)}`;
}

const RESULT_WORDS: Readonly<Record<PlayArtResultWire, string>> = {
  gain: 'gain',
  no_gain: 'no gain',
  loss: 'loss',
  first_down: 'first down',
  touchdown: 'touchdown',
  incomplete: 'incomplete',
  interception: 'intercepted',
  fumble: 'fumble lost',
  sack: 'sack',
  safety: 'safety',
  downs: 'turnover on downs',
  no_play: 'no play: a foul',
  penalty: 'a foul before the snap',
  good: 'good',
  no_good: 'no good',
  blocked: 'blocked',
  returned: 'returned',
  dead: 'no return',
  turnover: 'the kicking team recovers',
};

export const resultText = (result: PlayArtResultWire): string => RESULT_WORDS[result];

const DEPTHS = ['behind the line', 'short', 'intermediate', 'deep'];
const DEPTH_PLAYS = new Set(['screen', 'quick_pass', 'intermediate_pass', 'deep_shot']);

const signed = (yards: number): string => (yards > 0 ? `+${yards}` : String(yards));

/** "quick pass (called) to K. Lee: +12, first down", "punt: 44 yards, no return": the play in a line. */
export function artPlayText(art: PlayArtWire): string {
  if (art.kind === 'penalty') return resultText(art.result);
  const name = `${callLabel(art.play ?? art.kind)}${art.play_called ? ' (called)' : ''}`;
  const scrimmage = art.personnel !== null;
  // The depth of a throw whose play does not say it (a play fake, a Hail Mary, the staff's dropback).
  const depth = art.depth === null || DEPTH_PLAYS.has(art.play ?? '') ? '' : ` ${DEPTHS[art.depth]}`;
  const to = art.target ? `${depth} to ${art.target.name}` : '';
  const by = !art.target && art.ball_carrier && scrimmage ? ` by ${art.ball_carrier.name}` : '';
  const gained = scrimmage
    ? art.result === 'incomplete' || art.result === 'interception' || art.result === 'penalty'
      ? ''
      : `${signed(art.yards)}, `
    : art.yards > 0
      ? `${art.yards} yards, `
      : '';
  return `${name}${to}${by}: ${gained}${resultText(art.result)}`;
}

/** One line of `dynasty watch` and the terminal's screens for a drawn play: its sets, then the play. */
export function artLine(art: PlayArtWire): string {
  return `${setsText(art)} · ${artPlayText(art)}`;
}

const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];

/**
 * The field's text alternative for a play: who had the ball where, both sides' sets in full, the play and who was in
 * it, and how it ended.
 */
export function playDescription(play: LivePlay, offense: string): string {
  const at = play.down > 0 ? `${ORDINAL[play.down]} and ${play.distance} at ${play.field}` : `at ${play.field}`;
  const art = play.art;
  if (!art) return `${offense} ball ${at}. ${play.text}.`;
  const sets =
    art.personnel === null
      ? `${words(art.formation)} unit against the ${words(art.front)} unit`
      : `${words(art.formation)}, ${personnelText(art.personnel)}, against a ${words(art.front)} front, ${coverText(art)}`;
  const who = [
    art.passer ? `${art.personnel === null ? 'kicker' : 'passer'} ${art.passer.name} (${art.passer.pos})` : '',
    art.target ? `target ${art.target.name} (${art.target.pos})` : '',
    art.ball_carrier ? `ball carrier ${art.ball_carrier.name} (${art.ball_carrier.pos})` : '',
    art.defender ? `defender ${art.defender.name} (${art.defender.pos})` : '',
  ].filter(Boolean);
  const air = art.air_yards === null ? '' : `, ${art.air_yards} yards in the air`;
  return `${offense} ball ${at}: ${sets}. ${callLabel(art.play ?? art.kind)}${art.play_called ? ', the coach’s call' : ''}${air}${who.length ? `; ${who.join(', ')}` : ''}. Result: ${artPlayText(art)}.`;
}

const DRIVE_WORDS: Readonly<Record<DriveResultWire, string>> = {
  touchdown: 'Touchdown',
  field_goal: 'Field goal',
  punt: 'Punt',
  interception: 'Interception',
  fumble: 'Fumble',
  downs: 'Downs',
  missed_field_goal: 'Missed FG',
  safety: 'Safety',
  end_of_half: 'End of half',
  end_of_game: 'End of game',
  two_point_try: 'Two-point try',
  in_progress: 'In progress',
};

export const driveResultText = (result: DriveResultWire): string => DRIVE_WORDS[result];

/**
 * "ALA  Q1 14:54  Touchdown     ALA 19 -> OU end zone, 12 plays, 81 yds, 4:42": a drive chart's row in a line, `team`
 * the offence's abbreviation; what a narrow screen cuts off is at its end.
 */
export function driveLine(d: DriveRow, team: string): string {
  const period = d.quarter > 4 ? (d.quarter === 5 ? 'OT' : `${d.quarter - 4}OT`) : `Q${d.quarter}`;
  const time = d.result === 'in_progress' ? '' : `, ${d.time}`;
  return `${team.padEnd(5)}${period} ${d.clock.padStart(5)}  ${driveResultText(d.result).padEnd(13)} ${d.start_field} -> ${d.end_field}, ${d.plays} play${d.plays === 1 ? '' : 's'}, ${d.yards} yds${time}`;
}

const SCRIMMAGE = new Set(['run', 'scramble', 'pass', 'sack', 'kneel', 'spike']);

/**
 * The drive chart as far as a watched game has been shown (its first `shown` plays): the drives over, then the one
 * under way with what it has done so far (where the ball stands, its plays and yards; how it ends is not told before
 * its last play).
 */
export function drivesSoFar(game: { plays: LivePlay[]; drives: DriveRow[] }, shown: number): DriveRow[] {
  if (shown >= game.plays.length) return game.drives;
  if (shown === 0) return [];
  const play = game.plays[shown - 1];
  const next = game.plays[shown];
  const current = play.drive;
  const over = next.drive > current;
  const rows = game.drives.slice(0, over ? current + 1 : current);
  const drive = game.drives[current];
  if (over || !drive) return rows;
  // Where the ball is now: the next snap's spot, of the same drive.
  const end = next.ball_on;
  rows.push({
    ...drive,
    result: 'in_progress',
    end_field: next.field,
    end_ball_on: end,
    plays: game.plays.slice(0, shown).filter((p) => p.drive === current && p.art && SCRIMMAGE.has(p.art.kind)).length,
    yards: drive.offense === 'home' ? end - drive.start_ball_on : drive.start_ball_on - end,
    time: '-',
    points: 0,
    home_score: play.home_score,
    away_score: play.away_score,
  });
  return rows;
}
