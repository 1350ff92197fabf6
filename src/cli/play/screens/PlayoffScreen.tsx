// The playoff: the field (or the projection from the current poll), the bracket with results, the bubble
// and the conference champions.
import { playoffTitle } from '../../../shared/playoffTitle.js';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Text } from 'ink';
import type { Matchup, PlayoffResponse } from '../../../shared/api-types.js';
import { playoffView } from '../../../store/views/playoff.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Tabs, tabKey } from '../components/Tabs.js';
import { useTeamColors, type TeamColors } from '../components/TeamName.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

const TABS = ['Field', 'Bracket', 'Bubble & champions'];

export { playoffTitle };

/** "Winner of X vs Y" slots are not decided yet. */
function slotName(name: string): string {
  return /^winner of /i.test(name) || name === '' ? 'TBD' : name;
}

function MatchupLine({ m, colors, nameWidth }: { m: Matchup; colors: TeamColors; nameWidth: number }) {
  const side = (team: string, seed: number | null | undefined, score: number | null | undefined): ReactNode => {
    const name = slotName(team);
    const won = m.winner !== null && m.winner !== undefined && m.winner === team;
    return (
      <Text bold={won} dimColor={name === 'TBD'}>
        <Text dimColor>{seed === null || seed === undefined ? '    ' : fit(`(${seed})`, 4, 'right')} </Text>
        <Text color={name === 'TBD' ? undefined : colors(name)}>{fit(name, nameWidth)}</Text>
        <Text>{score === null || score === undefined ? '   ' : fit(String(score), 3, 'right')}</Text>
      </Text>
    );
  };
  return (
    <Text wrap="truncate-end">
      {'  '}
      {side(m.team1, m.seed1, m.score1)}
      <Text dimColor>{'  vs '}</Text>
      {side(m.team2, m.seed2, m.score2)}
    </Text>
  );
}

function bracketLines(data: PlayoffResponse, colors: TeamColors, nameWidth: number): ReactNode[] {
  const lines: ReactNode[] = [];
  const round = (title: string, matchups: readonly Matchup[]): void => {
    if (matchups.length === 0) return;
    lines.push(<Text bold>{title}</Text>);
    matchups.forEach((m) => {
      lines.push(<MatchupLine m={m} colors={colors} nameWidth={nameWidth} />);
    });
  };
  const b = data.bracket;
  if (b) {
    round('First round', [...b.left_bracket.first_round, ...b.right_bracket.first_round]);
    round('Quarterfinals', [...b.left_bracket.quarterfinals, ...b.right_bracket.quarterfinals]);
    // Two teams play the one game: the bracket's semifinals are placeholders.
    if (data.info.playoffFormat.teams !== 2) round('Semifinals', [b.left_bracket.semifinal, b.right_bracket.semifinal]);
    round('National championship', [b.championship]);
  } else {
    // Two teams play one game: the UI pairs the seeds itself.
    const [one, two] = data.playoff_teams;
    if (one && two)
      round('National championship', [{ team1: one.name, team2: two.name, seed1: one.seed, seed2: two.seed }]);
  }
  if (lines.length === 0) lines.push(<Text dimColor>No bracket yet.</Text>);
  return lines;
}

export function PlayoffScreen() {
  const { ctx } = useStore();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((c) => playoffView(c), []);
  const [tab, setTab] = useState(0);
  const data = view.data;
  const nameWidth = Math.max(12, Math.min(22, Math.floor((width - 24) / 2)));

  const lines: ReactNode[] = [];
  if (data && tab === 0) {
    lines.push(
      <Text
        dimColor
      >{`${fit('Seed', 5)}${fit('Team', 24)}${fit('Rec', 11)}${fit('AP', 4, 'right')}  ${fit('Conference', 18)}Bid`}</Text>,
    );
    for (const t of data.playoff_teams) {
      lines.push(
        <Text bold={t.name === ctx?.program.team || (data.info.playoffFormat.teams === 12 && t.seed <= 4)}>
          <Text>{fit(String(t.seed), 5)}</Text>
          <Text color={colors(t.name)}>{fit(t.name, 24)}</Text>
          <Text>{fit(t.record, 11)}</Text>
          <Text>{fit(t.ranking > 0 ? String(t.ranking) : '', 4, 'right')} </Text>
          <Text dimColor>{fit(t.conference ?? '', 18)}</Text>
          {t.is_autobid ? <Text color="yellow">automatic</Text> : <Text dimColor>at-large</Text>}
        </Text>,
      );
    }
    if (data.playoff_teams.length === 0) lines.push(<Text dimColor>No field yet.</Text>);
  } else if (data && tab === 1) {
    lines.push(...bracketLines(data, colors, nameWidth));
  } else if (data) {
    lines.push(<Text bold>Bubble teams</Text>);
    for (const t of data.bubble_teams) {
      lines.push(
        <Text>
          <Text>{fit(t.ranking > 0 ? `#${t.ranking}` : '', 5)}</Text>
          <Text color={colors(t.name)}>{fit(t.name, 24)}</Text>
          <Text>{fit(t.record, 6)}</Text>
          <Text dimColor>{t.conference}</Text>
        </Text>,
      );
    }
    lines.push(<Text bold>Conference champions</Text>);
    for (const c of data.conference_champions) {
      lines.push(
        <Text>
          <Text>{fit(c.ranking > 0 ? `#${c.ranking}` : '', 5)}</Text>
          <Text color={colors(c.name)}>{fit(c.name, 24)}</Text>
          <Text>{fit(c.record, 6)}</Text>
          <Text dimColor>{fit(c.conference ?? '', 18)}</Text>
          <Text color="yellow">{c.seed === null ? '' : `seed ${c.seed}`}</Text>
        </Text>,
      );
    }
  }
  const bodyHeight = height - 2;
  const scroll = useScroll(lines.length, bodyHeight);

  useKeys((input, key) => {
    const next = tabKey(key, tab, TABS.length);
    if (next !== null) {
      setTab(next);
      scroll.setIndex(0);
      return true;
    }
    if (scroll.onKey(input, key)) return true;
    return false;
  });

  return (
    <Screen
      title={playoffTitle(data?.info.playoffFormat.teams ?? ctx?.state.playoff.teams ?? 4, data?.info.phase ?? '')}
      hints={[
        ['←→', 'tab'],
        ['↑↓', 'scroll'],
      ]}
    >
      {data ? (
        <>
          <Tabs tabs={TABS} selected={tab} />
          <Text> </Text>
          <Lines lines={lines} offset={scroll.index} height={bodyHeight} />
        </>
      ) : (
        <ViewError message={view.error ?? ''} />
      )}
    </Screen>
  );
}
