// A played game as text: line score, team statistics, drives and player leaders. Shared by `dynasty game --id`
// (a stored game, from the game page's view) and the exhibition game (straight from the engine's result).
import { statTitle } from '../shared/statTitle.js';
import type { Drive, GameStatPair, PlayerStatLine } from '../shared/api-types.js';
import { formatTable, type Cell } from '../shared/textTable.js';

export interface LeaderLine {
  name: string;
  team: string;
  pos: string;
  line: PlayerStatLine;
}

export interface BoxScore {
  /** teamA is the home team (or the first-named team at a neutral site). */
  teamA: string;
  teamB: string;
  periodsA: number[];
  periodsB: number[];
  stats: Record<string, GameStatPair>;
  drives: Drive[];
  leaders: LeaderLine[];
}

/** Passing leaders shown per team; rushers and receivers get a few more (they share the load). */
const LEADERS_SHOWN = { passing: 1, rushing: 2, receiving: 3 } as const;

function periodName(index: number): string {
  if (index < 4) return `Q${index + 1}`;
  return index === 4 ? 'OT' : `${index - 3}OT`;
}

export function linescoreTable(box: Pick<BoxScore, 'teamA' | 'teamB' | 'periodsA' | 'periodsB'>): string {
  const periods = Math.max(box.periodsA.length, box.periodsB.length, 4);
  const names = Array.from({ length: periods }, (_, i) => periodName(i));
  const row = (team: string, points: number[]): Cell[] => [
    team,
    ...names.map((_, i) => points[i] ?? 0),
    points.reduce((sum, p) => sum + p, 0),
  ];
  return formatTable(
    ['Team', ...names, 'Final'],
    [row(box.teamB, box.periodsB), row(box.teamA, box.periodsA)],
    [...names, 'Final'],
  );
}

export function teamStatsTable(box: Pick<BoxScore, 'teamA' | 'teamB' | 'stats'>): string {
  return formatTable(
    ['Team Statistics', box.teamB, box.teamA],
    Object.entries(box.stats).map(([name, pair]) => [statTitle(name), pair.teamB, pair.teamA]),
    [box.teamB, box.teamA],
  );
}

export function drivesTable(box: Pick<BoxScore, 'teamA' | 'teamB' | 'drives'>): string {
  return formatTable(
    ['#', 'Qtr', 'Offense', 'Plays', 'Yards', 'Result', 'Score'],
    box.drives.map((d, i) => [
      i + 1,
      d.quarter === undefined ? '' : d.quarter <= 4 ? d.quarter : periodName(d.quarter - 1),
      d.offense,
      d.playCount ?? '',
      d.yards ?? '',
      d.points > 0 ? `${d.result} (+${d.points})` : d.result,
      // Visitor first, as the line score reads.
      `${d.scoreBAfter}-${d.scoreAAfter}`,
    ]),
    ['#', 'Plays', 'Yards'],
  );
}

function passingText(s: PlayerStatLine): string {
  const efficiency = s.passer_efficiency === undefined ? '' : `, ${s.passer_efficiency.toFixed(1)} eff`;
  return `${s.pass_completions ?? 0}/${s.pass_attempts ?? 0}, ${s.pass_yards ?? 0} yds, ${s.pass_touchdowns ?? 0} TD, ${s.pass_interceptions ?? 0} INT${efficiency}`;
}

function rushingText(s: PlayerStatLine): string {
  return `${s.rush_attempts ?? 0} car, ${s.rush_yards ?? 0} yds, ${s.rush_touchdowns ?? 0} TD`;
}

function receivingText(s: PlayerStatLine): string {
  return `${s.receptions ?? 0} rec, ${s.receiving_yards ?? 0} yds, ${s.receiving_touchdowns ?? 0} TD`;
}

export function leadersTable(box: Pick<BoxScore, 'teamA' | 'teamB' | 'leaders'>): string {
  const categories: [
    string,
    keyof typeof LEADERS_SHOWN,
    (s: PlayerStatLine) => number,
    (s: PlayerStatLine) => string,
  ][] = [
    ['Passing', 'passing', (s) => (s.pass_attempts ? (s.pass_yards ?? 0) : -Infinity), passingText],
    ['Rushing', 'rushing', (s) => (s.rush_attempts ? (s.rush_yards ?? 0) : -Infinity), rushingText],
    ['Receiving', 'receiving', (s) => (s.receptions ? (s.receiving_yards ?? 0) : -Infinity), receivingText],
  ];
  const rows: Cell[][] = [];
  for (const [title, key, yards, text] of categories) {
    for (const team of [box.teamB, box.teamA]) {
      box.leaders
        .filter((l) => l.team === team && yards(l.line) > -Infinity)
        .sort((a, b) => yards(b.line) - yards(a.line))
        .slice(0, LEADERS_SHOWN[key])
        .forEach((l) => {
          rows.push([title, team, `${l.name} (${l.pos})`, text(l.line)]);
        });
    }
  }
  return formatTable(['Leaders', 'Team', 'Player', 'Line'], rows);
}

/** The whole box score, section by section. */
export function formatBoxScore(box: BoxScore): string {
  const sections = [linescoreTable(box), teamStatsTable(box)];
  if (box.drives.length > 0) sections.push(`Drive Summary\n${drivesTable(box)}`);
  if (box.leaders.length > 0) sections.push(`Player Performance\n${leadersTable(box)}`);
  return sections.join('\n\n');
}
