// The drawn game's answers (the live and coached games, `dynasty watch`): each play's drawing in the API's spelling,
// and the drive chart, a row per drive from where it began to where it ended.
import type { ArtPlayer, Drive, DriveResult, PlayArt } from '../../core/sim/types.js';
import type { ArtPlayerWire, DriveResultWire, DriveRow, PlayArtWire } from '../../shared/live-types.js';
import { clockText } from './format.js';

const playerWire = (p: ArtPlayer | null): ArtPlayerWire | null => (p ? { name: p.name, pos: p.pos } : null);

export function artWire(art: PlayArt): PlayArtWire {
  return {
    kind: art.kind,
    formation: art.formation,
    personnel: art.personnel,
    front: art.front,
    coverage: art.coverage,
    defense_call: art.defenseCall,
    play: art.play,
    play_called: art.playCalled,
    ball_carrier: playerWire(art.carrier),
    passer: playerWire(art.passer),
    target: playerWire(art.target),
    defender: playerWire(art.defender),
    depth: art.depth,
    air_yards: art.air,
    yards: art.yards,
    result: art.result,
  };
}

const RESULTS: Readonly<Record<DriveResult, DriveResultWire>> = {
  touchdown: 'touchdown',
  fieldGoal: 'field_goal',
  punt: 'punt',
  interception: 'interception',
  fumble: 'fumble',
  downs: 'downs',
  missedFieldGoal: 'missed_field_goal',
  safety: 'safety',
  endOfHalf: 'end_of_half',
  endOfGame: 'end_of_game',
  twoPointTry: 'two_point_try',
};

/** "OSU 32" for a spot `yards` from the offence's own goal line; past a goal line, that team's end zone. */
function spotText(yards: number, own: string, other: string): string {
  if (yards <= 0) return `${own} end zone`;
  if (yards >= 100) return `${other} end zone`;
  if (yards === 50) return '50';
  return yards < 50 ? `${own} ${yards}` : `${other} ${100 - yards}`;
}

/**
 * The drive chart of a game: its drives in order, then the drive under way (`current`, with the ball `ballOn` yards
 * from its offence's goal) as in_progress.
 */
export function driveRows(
  drives: readonly Drive[],
  homeAbbr: string,
  awayAbbr: string,
  current: { drive: Drive; ballOn: number; homeScore: number; awayScore: number; secondsUsed: number } | null = null,
): DriveRow[] {
  const row = (d: Drive, end: number, result: DriveResultWire, time: number): DriveRow => {
    const home = d.offense === 'home';
    const own = home ? homeAbbr : awayAbbr;
    const other = home ? awayAbbr : homeAbbr;
    const fromHome = (yards: number) => Math.max(0, Math.min(100, home ? yards : 100 - yards));
    return {
      offense: d.offense,
      quarter: d.quarter,
      clock: clockText(d.startClock),
      start_field: spotText(d.startYardLine, own, other),
      end_field: spotText(end, own, other),
      start_ball_on: fromHome(d.startYardLine),
      end_ball_on: fromHome(end),
      plays: d.plays,
      yards: end - d.startYardLine,
      time: clockText(time),
      result,
      points: d.points,
      home_score: d.homeScoreAfter,
      away_score: d.awayScoreAfter,
    };
  };
  const rows = drives.map((d) => row(d, d.startYardLine + d.yards, RESULTS[d.result], d.duration));
  if (current) {
    const r = row(current.drive, current.ballOn, 'in_progress', current.secondsUsed);
    rows.push({ ...r, home_score: current.homeScore, away_score: current.awayScore });
  }
  return rows;
}
