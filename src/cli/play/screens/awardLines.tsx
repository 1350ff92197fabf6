// A season's awards as lines of the terminal (awards and summary screens).
// biome-ignore-all lint/correctness/useJsxKeyInIterable: each line gets its key from its place in the scrolled column (components/Lines.tsx)
import type { ReactNode } from 'react';
import { Text } from 'ink';
import type { AwardEntry, SeasonAwards } from '../../../shared/awards-types.js';
import { fit } from '../text.js';

function teamLines(title: string, entries: readonly AwardEntry[]): ReactNode[] {
  return [
    <Text bold>{title}</Text>,
    ...entries.map((e) => <Text>{`  ${fit(e.pos, 4)}${fit(e.name, 22)}${fit(e.team, 20)}${e.line}`}</Text>),
    <Text> </Text>,
  ];
}

export function awardLines(awards: SeasonAwards, full: boolean): ReactNode[] {
  const lines: ReactNode[] = [];
  const [winner, ...finalists] = awards.heisman;
  if (winner) {
    lines.push(<Text color="yellow">{`🏆 Heisman Trophy: ${winner.name} (${winner.pos}, ${winner.team})`}</Text>);
    lines.push(<Text>{`   ${winner.line}`}</Text>);
    if (finalists.length > 0)
      lines.push(
        <Text dimColor>{`   Finalists: ${finalists.map((f) => `${f.name} (${f.pos}, ${f.team})`).join('; ')}`}</Text>,
      );
    lines.push(<Text> </Text>);
  }
  for (const a of awards.individual) {
    lines.push(
      <Text>{`${fit(a.award_name, 30)}${fit(a.pos === 'HC' ? a.name : `${a.name} (${a.pos})`, 30)}${fit(a.team, 20)}${a.line}`}</Text>,
    );
  }
  lines.push(<Text> </Text>);
  if (!full) return lines;
  lines.push(...teamLines('All-America First Team', awards.all_america.first));
  lines.push(...teamLines('All-America Second Team', awards.all_america.second));
  lines.push(...teamLines('All-America Third Team', awards.all_america.third));
  lines.push(...teamLines('Freshman All-America', awards.freshman_all_america));
  for (const [conference, teams] of Object.entries(awards.all_conference)) {
    lines.push(...teamLines(`All-${conference} First Team`, teams.first));
    lines.push(...teamLines(`All-${conference} Second Team`, teams.second));
  }
  return lines;
}
