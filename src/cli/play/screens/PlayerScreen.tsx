// A player's card: who he is, his career year by year, and the game log of a season (←/→ other seasons).
import { opponentPhrase } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Text } from 'ink';
import type { PlayerPageStatKey, PlayerPageStats, PlayerResponse } from '../../../shared/api-types.js';
import { playerView } from '../../../store/views/player.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { type TeamColors, TeamName, useTeamColors } from '../components/TeamName.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useView } from '../store.js';
import { CLASS_NAMES, dots, fit, rankPrefix, resultText } from '../text.js';

interface StatColumn {
  key: PlayerPageStatKey;
  title: string;
  decimals?: number;
}

/** Column groups in the order a stat sheet lists them; a group shows when the player has any of it. */
const GROUPS: StatColumn[][] = [
  [
    { key: 'pass_completions', title: 'Cmp' },
    { key: 'pass_attempts', title: 'Att' },
    { key: 'pass_yards', title: 'PYds' },
    { key: 'pass_touchdowns', title: 'PTD' },
    { key: 'pass_interceptions', title: 'Int' },
    { key: 'passer_efficiency', title: 'Eff', decimals: 1 },
    { key: 'passer_rating', title: 'NFL', decimals: 1 },
  ],
  [
    { key: 'field_goals_made', title: 'FGM' },
    { key: 'field_goals_attempted', title: 'FGA' },
    { key: 'field_goal_percent', title: 'FG%', decimals: 1 },
  ],
  [
    { key: 'rush_attempts', title: 'Rush' },
    { key: 'rush_yards', title: 'RYds' },
    { key: 'rush_touchdowns', title: 'RTD' },
  ],
  [
    { key: 'receiving_catches', title: 'Rec' },
    { key: 'receiving_yards', title: 'RcYds' },
    { key: 'receiving_touchdowns', title: 'RcTD' },
  ],
];

function statColumns(lines: readonly PlayerPageStats[], width: number): StatColumn[] {
  const groups = GROUPS.filter((g) => lines.some((l) => (l[g[0].key] ?? 0) > 0 || (l[g[1].key] ?? 0) > 0));
  const columns = groups.flat();
  // Six characters a column: keep what fits.
  return columns.slice(0, Math.max(0, Math.floor(width / 6)));
}

function statCells(line: PlayerPageStats, columns: readonly StatColumn[]): string {
  return columns
    .map((c) =>
      fit(
        line[c.key] === undefined ? '' : c.decimals ? (line[c.key] as number).toFixed(c.decimals) : String(line[c.key]),
        6,
        'right',
      ),
    )
    .join('');
}

/** The awards he has won, each with its year (the Heisman's winner in yellow), and his position changes. */
function awardLines(data: PlayerResponse): ReactNode[] {
  const lines: ReactNode[] = [];
  if (data.awards.length > 0) {
    lines.push(<Text bold>Awards</Text>);
    for (const a of data.awards) {
      const name =
        a.award === 'heisman' && a.slot > 1
          ? 'Heisman Trophy finalist'
          : a.conference
            ? `${a.award_name} (${a.conference})`
            : a.award_name;
      lines.push(
        <Text
          color={a.award === 'heisman' && a.slot === 1 ? 'yellow' : undefined}
        >{`${fit(String(a.year), 6)}${name}`}</Text>,
      );
    }
    lines.push(' ');
  }
  if (data.position_changes.length > 0) {
    lines.push(<Text bold>Position changes</Text>);
    for (const m of data.position_changes)
      lines.push(
        `${fit(String(m.year), 6)}${m.from} to ${m.to} (${m.team}), overall ${m.rating_before} to ${m.rating_after}`,
      );
    lines.push(' ');
  }
  return lines;
}

/** His seasons, a row each with the stat groups he plays in, and the career totals. */
function careerLines(data: PlayerResponse, width: number): ReactNode[] {
  const lines: ReactNode[] = [];
  // Year -> totals; integer keys come out of an object in ascending order.
  const career = Object.entries(data.yearly_cumulative_stats).map(([y, totals]) => ({ year: y, ...totals }));
  const careerColumns = statColumns(career, width - 24);
  lines.push(<Text bold>Career</Text>);
  lines.push(
    <Text
      dimColor
    >{`${fit('Year', 6)}${fit('Class', 7)}${fit('Ovr', 4, 'right')}${fit('G', 4, 'right')}  ${careerColumns.map((c) => fit(c.title, 6, 'right')).join('')}`}</Text>,
  );
  for (const y of career)
    lines.push(
      `${fit(y.year, 6)}${fit(y.class.toUpperCase(), 7)}${fit(String(y.rating), 4, 'right')}${fit(String(y.games), 4, 'right')}  ${statCells(y, careerColumns)}`,
    );
  if (career.length === 0) lines.push(<Text dimColor>No games yet.</Text>);
  else {
    const t = data.career_totals;
    lines.push(
      <Text
        bold
      >{`${fit('Career', 13)}${fit('', 4)}${fit(String(t.games), 4, 'right')}  ${statCells(t, careerColumns)}`}</Text>,
    );
  }
  lines.push(' ');
  return lines;
}

/** The game log of the season shown (the latest unless one was chosen). */
function gameLogLines(data: PlayerResponse, year: number | null, width: number, colors: TeamColors): ReactNode[] {
  const lines: ReactNode[] = [];
  const logs = data.game_logs;
  const shownYear = year ?? data.years[0] ?? data.info.currentYear;
  const logColumns = statColumns(logs, width - 40);
  lines.push(
    <Text>
      <Text bold>{`Game log ${shownYear}`}</Text>
      <Text dimColor>{data.years.length > 1 ? '  ←/→ other seasons' : ''}</Text>
    </Text>,
  );
  lines.push(
    <Text
      dimColor
    >{`${fit('Wk', 3, 'right')} ${fit('Opponent', 26)}${fit('Result', 10)}  ${logColumns.map((c) => fit(c.title, 6, 'right')).join('')}`}</Text>,
  );
  for (const log of logs) {
    const g = log.game;
    lines.push(
      <Text>
        <Text>{`${fit(String(g.weekPlayed), 3, 'right')} `}</Text>
        <Text color={colors(g.opponent.name)}>
          {fit(opponentPhrase(g.site, rankPrefix(g.opponent.ranking) + teamNameText(g.opponent)), 26)}
        </Text>
        <Text color={g.result === 'W' ? 'green' : g.result === 'L' ? 'red' : undefined}>
          {fit(resultText(g.result, g.score, g.forced), g.forced ? 15 : 10)}
        </Text>
        <Text>{`  ${statCells(log, logColumns)}`}</Text>
      </Text>,
    );
  }
  if (logs.length === 0) lines.push(<Text dimColor>No game lines that season.</Text>);
  lines.push(' ');
  return lines;
}

/** His attributes, several to a row, and his overall season by season as bars. */
function profileLines(data: PlayerResponse, width: number): ReactNode[] {
  const lines: ReactNode[] = [];
  const f = data.profile;
  const attrs = Object.entries(f.attributes);
  if (attrs.length > 0) {
    lines.push(<Text bold>Attributes</Text>);
    const per = Math.max(1, Math.floor(width / 20));
    for (let i = 0; i < attrs.length; i += per) {
      lines.push(
        attrs
          .slice(i, i + per)
          .map(([k, v]) => `${fit(k, 15)}${fit(String(v), 3, 'right')}`)
          .join('  '),
      );
    }
    lines.push(' ');
  }
  if (data.ratings_by_season.length > 0) {
    lines.push(<Text bold>Overall by season</Text>);
    for (const r of data.ratings_by_season) {
      lines.push(
        <Text>
          <Text>{`${r.year}  ${fit(String(r.rating), 3, 'right')} `}</Text>
          <Text color="cyan">
            {'█'.repeat(Math.max(0, Math.round(((r.rating - 30) / 70) * Math.max(10, width - 16))))}
          </Text>
        </Text>,
      );
    }
    lines.push(' ');
  }
  return lines;
}

export function PlayerScreen({ id }: { id: number }) {
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const [year, setYear] = useState<number | null>(null);
  const view = useView((ctx) => playerView(ctx, id, year ?? undefined), [id, year]);
  const data = view.data;
  const lines: ReactNode[] = data
    ? [
        ...awardLines(data),
        ...careerLines(data, width),
        ...gameLogLines(data, year, width, colors),
        ...profileLines(data, width),
      ]
    : [];
  const linesHeight = height - 3;
  const scroll = useScroll(lines.length, linesHeight);

  useKeys((input, key) => {
    if ((key.leftArrow || key.rightArrow) && data && data.years.length > 1) {
      // Years come newest first: left goes back in time.
      const current = year ?? data.years[0];
      const at = data.years.indexOf(current);
      const next = data.years[Math.min(data.years.length - 1, Math.max(0, at + (key.leftArrow ? 1 : -1)))];
      if (next !== undefined) setYear(next);
      return true;
    }
    return scroll.onKey(input, key);
  });

  if (!data) return <ViewErrorScreen title="Player" error={view.error} />;
  const p = data.player;
  return (
    <Screen
      title={`${p.first} ${p.last}, ${p.pos}`}
      right={`#${p.id}`}
      hints={[
        ['↑↓', 'scroll'],
        ['←→', 'season'],
      ]}
    >
      <Text wrap="truncate-end">
        <TeamName name={data.team.name} bold />
        <Text>{`  ${p.pos} · ${data.profile.class_label || CLASS_NAMES[p.year] || p.year} · ${data.profile.height_label}, ${data.profile.weight} lb · overall `}</Text>
        <Text bold>{p.rating}</Text>
        <Text>{` · ${p.starter ? 'starter' : 'backup'}`}</Text>
        {data.profile.injury ? (
          <Text color="red">{` · out: ${data.profile.injury} (${data.profile.out_for_season ? 'season' : `back week ${data.profile.return_week}`})`}</Text>
        ) : null}
        {data.profile.redshirting ? (
          <Text dimColor>{` · redshirting (${data.profile.games_played} games)`}</Text>
        ) : null}
      </Text>
      <Text wrap="truncate-end">
        <Text dimColor>Recruit </Text>
        <Text color="yellow">{dots(p.stars, 5, '★', '☆')}</Text>
        <Text dimColor>{'   Development '}</Text>
        <Text color="cyan">{dots(p.development_trait, 5, '★', '☆')}</Text>
      </Text>
      <Text> </Text>
      <Lines lines={lines} offset={scroll.index} height={linesHeight} />
    </Screen>
  );
}
