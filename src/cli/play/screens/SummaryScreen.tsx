// The season summary: the national champion, the player's season, and the conference moves for next year; what
// comes next (roster progression, and the late recruiting weeks before signing day).
import type { ReactNode } from 'react';
import { Text } from 'ink';
import { summaryView } from '../../../store/views/summary.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { TeamName, useTeamColors } from '../components/TeamName.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';
import { advanceTo } from './offseason.js';
import { awardLines } from './awardLines.js';

export function SummaryScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => ({ summary: summaryView(ctx), team: ctx.team(ctx.program.team) }), []);
  const lines: ReactNode[] = [];
  if (view.data) {
    const moves = Object.entries(view.data.summary.realignment);
    lines.push(<Text bold>{`Conference realignment for ${view.data.summary.info.currentYear + 1}`}</Text>);
    if (moves.length === 0) lines.push(<Text dimColor>No conference changes.</Text>);
    else {
      lines.push(<Text dimColor>{`${fit('Team', 26)}${fit('From', 22)}To`}</Text>);
      for (const [team, move] of moves.sort(([a], [b]) => a.localeCompare(b))) {
        lines.push(
          <Text>
            <Text color={colors(team)}>{fit(team, 26)}</Text>
            <Text>{`${fit(move.old, 22)}${move.new}`}</Text>
          </Text>,
        );
      }
    }
  }
  if (view.data?.summary.awards) {
    lines.push(
      <Text> </Text>,
      <Text bold>{`${view.data.summary.info.currentYear} awards`}</Text>,
      ...awardLines(view.data.summary.awards, false),
      <Text dimColor>All-America and all-conference teams: w</Text>,
    );
  }
  if (view.data) {
    const changes = view.data.summary.coaching_changes ?? [];
    lines.push(<Text> </Text>);
    lines.push(
      <Text
        bold
      >{`Coaching carousel: ${changes.length === 0 ? 'no coaching changes' : `${changes.length} program${changes.length === 1 ? '' : 's'} changed head coaches`}`}</Text>,
    );
    for (const c of changes) {
      lines.push(
        <Text wrap="truncate-end">
          <Text color={colors(c.team)}>{fit(c.team, 22)}</Text>
          <Text>{`${fit(c.outgoing ? `${c.outgoing.name} (${c.reason_label.toLowerCase()})` : c.reason_label, 36)}${c.incoming ? `${c.incoming.name}${c.incoming.is_user ? ' (you)' : ''}, ${c.incoming.from ?? 'coordinator'}` : 'open'}`}</Text>
        </Text>,
      );
    }
  }
  const heisman = view.data?.summary.awards?.heisman[0];
  const offers = view.data?.summary.coach_offers ?? [];
  const linesHeight = height - (heisman ? 8 : 7) - (offers.length > 0 || view.data?.summary.coach_fired ? 1 : 0);
  const scroll = useScroll(lines.length, linesHeight);

  useKeys((input, key) => {
    if (input === 'n') {
      void advanceTo(store, navigation, 'Progressing rosters: development, graduation, departures');
      return true;
    }
    return scroll.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Season summary" error={view.error} />;
  const { summary, team } = view.data;
  const champion = summary.champion;
  return (
    <Screen
      title={`${summary.info.currentYear} season summary`}
      hints={[
        ['n', 'roster progression'],
        ['↑↓', 'scroll'],
      ]}
    >
      <Text> </Text>
      {champion ? (
        <Text wrap="truncate-end">
          <Text color="yellow">{'🏆 National champion: '}</Text>
          <TeamName name={champion.name} rank={champion.ranking} bold />
          <Text>{` (${champion.record})`}</Text>
        </Text>
      ) : (
        <Text dimColor>No national champion was decided.</Text>
      )}
      {heisman && (
        <Text
          color="yellow"
          wrap="truncate-end"
        >{`🏆 Heisman Trophy: ${heisman.name} (${heisman.pos}, ${heisman.team}), ${heisman.line}`}</Text>
      )}
      <Text wrap="truncate-end">
        <Text>{'Your season: '}</Text>
        <TeamName name={team.name} rank={team.ranking} bold />
        <Text>{` ${team.totalWins}-${team.totalLosses} (${team.confWins}-${team.confLosses} in conference)${team.ranking > 0 ? `, final rank #${team.ranking}` : ''}`}</Text>
      </Text>
      <Text> </Text>
      <Lines lines={lines} offset={scroll.index} height={linesHeight} />
      <Text> </Text>
      {(offers.length > 0 || summary.coach_fired) && (
        <Text color={summary.coach_fired ? 'red' : 'green'} wrap="truncate-end">
          {`${summary.coach_fired ? 'You were fired. ' : ''}Job offers: ${offers.map((o) => o.team).join(', ') || 'none'} (press j to answer)`}
        </Text>
      )}
      <Text color="cyan">
        {summary.late_signings
          ? `What's next: n roster progression · late signings (${summary.late_signings.weeks_left} weeks): b, then L`
          : "What's next: press n to see how your roster progresses into next season."}
      </Text>
    </Screen>
  );
}
