// One game: the preview of a game to play (lines, key players, season figures) or the final (line score,
// team statistics, player lines, drives, play-by-play).
// biome-ignore-all lint/correctness/useJsxKeyInIterable: each line gets its key from its place in the scrolled column (components/Lines.tsx)
import { opponentPhrase, otherSite } from '../../../shared/gameSite.js';
import { downAndDistance } from '../../../shared/downText.js';
import { LINE_HINT } from '../../../shared/lineWhy.js';
import { previewStatText } from '../../../shared/previewStat.js';
import { rivalryText } from '../../../shared/rivalryText.js';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';
import { statTitle } from '../../../shared/statTitle.js';
import type { GamePlayerLine, GameResponse, KeyPlayer, Team, TeamPreviewStatKey } from '../../../shared/api-types.js';
import { gameView } from '../../../store/views/game.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Tabs, tabKey } from '../components/Tabs.js';
import { TeamName, useTeamColors, type TeamColors } from '../components/TeamName.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useView } from '../store.js';
import { fit, wrapWords } from '../text.js';
import { weekName } from '../weeks.js';

const PLAYED_TABS = ['Box score', 'Players', 'Drives', 'Plays'];

function Scoreboard({ game }: { game: GameResponse['game'] }) {
  const row = (team: Team, rank: number, score: number | null, result: 'W' | 'L' | null, where: string): ReactNode => (
    <Text wrap="truncate-end">
      <TeamName name={team.name} rank={rank} width={28} bold={result === 'W'} fcs={team.fcs} />
      <Text bold>{score === null ? '   ' : fit(String(score), 3, 'right')}</Text>
      <Text color={result === 'W' ? 'green' : 'red'}>{result ? `  ${result}` : '   '}</Text>
      <Text dimColor>{`  ${team.record} · ${team.conference}${where}`}</Text>
    </Text>
  );
  // teamA is the home team; a neutral site names neither.
  const neutral = !game.home && !game.away;
  return (
    <Box flexDirection="column">
      {row(game.teamB, game.rankBTOG, game.scoreB, game.resultB, neutral ? '' : ' · away')}
      {row(game.teamA, game.rankATOG, game.scoreA, game.resultA, neutral ? ' · neutral site' : ' · home')}
    </Box>
  );
}

function boxScoreLines(data: GameResponse, colors: TeamColors): ReactNode[] {
  const { game } = data;
  const lines: ReactNode[] = [];
  if (game.headline) lines.push(<Text italic>{game.headline}</Text>);
  if (game.rivalry) lines.push(<Text color="yellow">{rivalryText(game.rivalry)}</Text>);
  if (game.day)
    lines.push(
      <Text dimColor wrap="truncate-end">
        {game.day.text}
      </Text>,
    );
  // A forced result says who forced it (the commissioner's reason, or God Mode).
  if (game.forced_note) lines.push(<Text dimColor>{game.forced_note}</Text>);
  const line = data.linescore;
  if (line) {
    const periods = Math.max(line.teamA.length, line.teamB.length, 4);
    const head = Array.from({ length: periods }, (_, i) => fit(i < 4 ? String(i + 1) : `OT${i - 3}`, 4, 'right')).join(
      '',
    );
    lines.push(<Text dimColor>{`${fit('', 22)}${head}${fit('T', 5, 'right')}`}</Text>);
    const teamRow = (team: Team, points: number[], total: number | null): ReactNode => (
      <Text>
        <Text color={colors(team.name)}>{fit(team.name, 22)}</Text>
        <Text>
          {Array.from({ length: periods }, (_, i) =>
            fit(points[i] === undefined ? '' : String(points[i]), 4, 'right'),
          ).join('')}
        </Text>
        <Text bold>{fit(String(total ?? ''), 5, 'right')}</Text>
      </Text>
    );
    lines.push(teamRow(game.teamB, line.teamB, game.scoreB));
    lines.push(teamRow(game.teamA, line.teamA, game.scoreA));
    lines.push(' ');
  }
  const stats = Object.entries(data.stats);
  if (stats.length > 0) {
    lines.push(
      <Text dimColor>
        {fit('Team statistics', 26)}
        <Text color={colors(game.teamB.name)}>{fit(game.teamB.abbreviation || game.teamB.name, 10, 'right')}</Text>
        <Text color={colors(game.teamA.name)}>{fit(game.teamA.abbreviation || game.teamA.name, 10, 'right')}</Text>
      </Text>,
    );
    for (const [name, pair] of stats)
      lines.push(
        `${fit(statTitle(name), 26)}${fit(String(pair.teamB), 10, 'right')}${fit(String(pair.teamA), 10, 'right')}`,
      );
  }
  if (lines.length === 0) lines.push(<Text dimColor>No box score was kept for this game.</Text>);
  return lines;
}

function playerName(p: { first: string; last: string; pos: string }, width: number): string {
  return fit(`${p.first.slice(0, 1)}. ${p.last} ${p.pos}`, width);
}

function playerLines(data: GameResponse, colors: TeamColors): ReactNode[] {
  const logs = data.game_logs;
  if (!logs) return [<Text dimColor>No player lines for this game.</Text>];
  const abbreviation = (team: string): string =>
    team === data.game.teamA.name ? data.game.teamA.abbreviation : data.game.teamB.abbreviation;
  const n = (v: number | undefined): string => String(v ?? 0);
  const section = (
    title: string,
    heads: string[],
    rows: GamePlayerLine[],
    values: (p: GamePlayerLine) => string[],
  ): ReactNode[] => [
    <Text bold>
      {fit(title, 30)}
      <Text dimColor>{heads.map((h) => fit(h, 7, 'right')).join('')}</Text>
    </Text>,
    ...rows.map((p) => (
      <Text>
        <Text color={colors(p.team_name)}>{fit(abbreviation(p.team_name), 6)}</Text>
        <Text>{playerName(p, 24)}</Text>
        <Text>
          {values(p)
            .map((v) => fit(v, 7, 'right'))
            .join('')}
        </Text>
      </Text>
    )),
  ];
  return [
    ...section('Passing', ['C/Att', 'Yds', 'TD', 'Int', 'Eff', 'NFL'], logs.Passing, (p) => [
      `${n(p.pass_completions)}/${n(p.pass_attempts)}`,
      n(p.pass_yards),
      n(p.pass_touchdowns),
      n(p.pass_interceptions),
      (p.passer_efficiency ?? 0).toFixed(1),
      (p.passer_rating ?? 0).toFixed(1),
    ]),
    ' ',
    ...section('Rushing', ['Att', 'Yds', 'TD', 'Avg'], logs.Rushing, (p) => [
      n(p.rush_attempts),
      n(p.rush_yards),
      n(p.rush_touchdowns),
      (p.rush_yards_per_attempt ?? 0).toFixed(1),
    ]),
    ' ',
    ...section('Receiving', ['Rec', 'Yds', 'TD', 'Avg'], logs.Receiving, (p) => [
      n(p.receptions),
      n(p.receiving_yards),
      n(p.receiving_touchdowns),
      (p.yards_per_reception ?? 0).toFixed(1),
    ]),
    ' ',
    ...section('Defense', ['Tkl', 'TFL', 'Sacks', 'Int', 'PD'], (logs.Defense ?? []).slice(0, 12), (p) => [
      n(p.tackles),
      n(p.tackles_for_loss),
      n(p.sacks),
      n(p.interceptions),
      n(p.passes_defended),
    ]),
    ' ',
    ...section('Kicking', ['FG', 'Long', 'XP'], logs.Kicking, (p) => [
      `${n(p.field_goals_made)}/${n(p.field_goals_attempted)}`,
      n(p.field_goal_long),
      `${n(p.extra_points_made)}/${n(p.extra_points_attempted)}`,
    ]),
    ' ',
    ...section('Punting', ['Punts', 'Yds', 'Avg', 'Long'], logs.Punting ?? [], (p) => [
      n(p.punts),
      n(p.punt_yards),
      (p.punt_average ?? 0).toFixed(1),
      n(p.punt_long),
    ]),
  ];
}

function driveLines(data: GameResponse, colors: TeamColors): ReactNode[] {
  if (data.drives.length === 0) return [<Text dimColor>No drives recorded.</Text>];
  const { teamA, teamB } = data.game;
  return [
    <Text
      dimColor
    >{`${fit('Q', 3)}${fit('Offense', 22)}${fit('Plays', 6, 'right')}${fit('Yds', 5, 'right')}  ${fit('Result', 20)}${fit('Score', 9)}`}</Text>,
    ...data.drives.map((d) => (
      <Text>
        <Text dimColor>{fit(d.quarter === undefined ? '' : d.quarter <= 4 ? String(d.quarter) : 'OT', 3)}</Text>
        <Text color={colors(d.offense)}>{fit(d.offense, 22)}</Text>
        <Text>{fit(d.playCount === undefined ? '' : String(d.playCount), 6, 'right')}</Text>
        <Text>{fit(d.yards === undefined ? '' : String(d.yards), 5, 'right')} </Text>
        <Text bold={d.points > 0} color={d.points > 0 ? 'green' : undefined}>
          {fit(d.result, 20)}
        </Text>
        <Text dimColor>{`${teamB.abbreviation} ${d.scoreBAfter} - ${d.scoreAAfter} ${teamA.abbreviation}`}</Text>
      </Text>
    )),
  ];
}

function playLines(data: GameResponse, colors: TeamColors): ReactNode[] {
  if (!data.plays || data.plays.length === 0) return [<Text dimColor>No play-by-play was kept for this game.</Text>];
  const abbreviation = (team: string): string =>
    team === data.game.teamA.name ? data.game.teamA.abbreviation : data.game.teamB.abbreviation;
  return data.plays.map((p) => (
    <Text wrap="truncate-end">
      <Text dimColor>{fit(`Q${p.quarter > 4 ? 'OT' : p.quarter} ${p.clock ?? ''}`, 10)}</Text>
      <Text color={colors(p.offense)}>{fit(abbreviation(p.offense), 5)}</Text>
      <Text dimColor>
        {fit(p.down > 0 ? downAndDistance(p.down, p.yardsToGo, 100 - p.yardLine).replace(' & ', '&') : '', 9)}
      </Text>
      <Text>{p.text}</Text>
    </Text>
  ));
}

function keyPlayerRows(players: readonly KeyPlayer[]): string[] {
  return players.map(
    (p) =>
      `  ${fit(p.pos, 3)}${fit(`${p.first} ${p.last}`, 24)}${fit(String(p.rating), 4, 'right')} ${p.year.toUpperCase()}`,
  );
}

function previewLines(data: GameResponse, colors: TeamColors, width: number): ReactNode[] {
  const { teamA, teamB } = data.game;
  const lines: ReactNode[] = [];
  // A forced game is simulated to its forced winner: who forced it, and why.
  if (data.game.forced_note) lines.push(<Text bold>{data.game.forced_note}</Text>, ' ');
  if (data.game.rivalry) lines.push(<Text color="yellow">{rivalryText(data.game.rivalry)}</Text>, ' ');
  if (data.game.day) lines.push(<Text wrap="truncate-end">{data.game.day.text}</Text>, ' ');
  const lineFor = (team: Team, spread: string | null, moneyline: string | null): ReactNode => (
    <Text>
      <Text color={colors(team.name)}>{fit(team.name, 22)}</Text>
      <Text>{`spread ${fit(spread ?? 'n/a', 6)}  moneyline ${fit(moneyline ?? 'n/a', 6)}  roster rating ${team.rating}`}</Text>
    </Text>
  );
  lines.push(lineFor(teamB, data.game.spreadB, data.game.moneylineB));
  lines.push(lineFor(teamA, data.game.spreadA, data.game.moneylineA));
  if (data.game.total) lines.push(<Text>{`${fit('Total (over/under)', 22)}${data.game.total}`}</Text>);
  if (data.line_why) {
    lines.push(...wrapWords(`Why the line: ${data.line_why.text}`, width));
    lines.push(...wrapWords(LINE_HINT, width).map((line) => <Text dimColor>{line}</Text>));
  }
  lines.push(' ');
  const stat = (team: Team, key: TeamPreviewStatKey): string => previewStatText(team, key, (v) => v.toFixed(1));
  lines.push(
    <Text dimColor>
      {fit('Season', 22)}
      <Text color={colors(teamB.name)}>{fit(teamB.name, 18, 'right')}</Text>
      <Text color={colors(teamA.name)}>{fit(teamA.name, 18, 'right')}</Text>
    </Text>,
  );
  for (const [label, key] of [
    ['Points per game', 'points_per_game'],
    ['Offensive yards/game', 'offensive_ypg'],
    ['Defensive yards/game', 'defensive_ypg'],
  ] as const) {
    lines.push(`${fit(label, 22)}${fit(stat(teamB, key), 18, 'right')}${fit(stat(teamA, key), 18, 'right')}`);
  }
  const top = data.top_players;
  if (top) {
    lines.push(' ');
    lines.push(<Text bold color={colors(teamB.name)}>{`${teamB.name} key players`}</Text>);
    lines.push(...keyPlayerRows(top[1]));
    lines.push(<Text bold color={colors(teamA.name)}>{`${teamA.name} key players`}</Text>);
    lines.push(...keyPlayerRows(top[0]));
  }
  return lines;
}

export function GameScreen({ id }: { id: number }) {
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => gameView(ctx, id), [id]);
  const navigation = useNavigation();
  const [tab, setTab] = useState(0);
  const data = view.data;
  const played = data ? data.game.winner !== null : false;
  const tabs = played ? PLAYED_TABS : ['Preview'];
  let lines: ReactNode[] = [];
  if (data) {
    if (!played) lines = previewLines(data, colors, width);
    else if (tab === 0) lines = boxScoreLines(data, colors);
    else if (tab === 1) lines = playerLines(data, colors);
    else if (tab === 2) lines = driveLines(data, colors);
    else lines = playLines(data, colors);
  }
  // Scoreboard (2), a blank, the tabs, a blank.
  const linesHeight = height - 5;
  const scroll = useScroll(lines.length, linesHeight);

  useKeys((input, key) => {
    const next = tabKey(key, tab, tabs.length);
    if (next !== null) {
      setTab(next);
      scroll.setIndex(0);
      return true;
    }
    // v: watch a played game play by play.
    if (input === 'v' && played && data?.plays) {
      navigation.navigate({ screen: 'watch', id });
      return true;
    }
    return scroll.onKey(input, key);
  });

  if (!data) return <ViewErrorScreen title="Game" error={view.error} />;
  const { game } = data;
  // "Kansas State at Stanford", "Alabama vs Clemson (N)": who visits whom, from the game's one site field.
  const matchup = `${game.teamB.name} ${opponentPhrase(otherSite(game.siteA), game.teamA.name)}`;
  const title = `${matchup} · ${game.label ?? 'Game'} · ${weekName(game.weekPlayed, data.info.playoffFormat.teams)} ${game.year}`;
  const status = played
    ? `FINAL${game.overtime > 0 ? ` (${game.overtime === 1 ? 'OT' : `${game.overtime}OT`})` : ''}`
    : 'PREVIEW';
  return (
    <Screen
      title={title}
      right={`${status}${game.game_of_week ? ' · game of the week' : ''}`}
      hints={
        played && data.plays
          ? [
              ['←→', 'tab'],
              ['↑↓', 'scroll'],
              ['v', 'watch'],
            ]
          : [
              ['←→', 'tab'],
              ['↑↓', 'scroll'],
            ]
      }
    >
      <Scoreboard game={game} />
      <Text> </Text>
      <Tabs tabs={tabs} selected={Math.min(tab, tabs.length - 1)} />
      <Box width={width} height={1} />
      <Lines lines={lines} offset={scroll.index} height={linesHeight} />
    </Screen>
  );
}
