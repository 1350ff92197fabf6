// A team's name in its colours (where the terminal has colours), optionally with its AP rank.
import { teamNameText } from '../../../shared/teamName.js';
import { useMemo } from 'react';
import { Text } from 'ink';
import { teamTextColor } from '../colors.js';
import { useStore } from '../store.js';
import { fit, rankPrefix } from '../text.js';

export type TeamColors = (team: string) => string | undefined;

/** Text colour of every team of the current season (and of the user's team's other seasons' names). */
export function useTeamColors(): TeamColors {
  const { ctx } = useStore();
  return useMemo(() => {
    const colors = new Map<string, string | undefined>();
    if (ctx) for (const t of ctx.league().teams) colors.set(t.name, teamTextColor(t.colorPrimary, t.colorSecondary));
    return (team: string) => colors.get(team);
  }, [ctx]);
}

/** fcs: an FCS opponent, shown "Montana (FCS)". */
export function TeamName({
  name,
  rank,
  width,
  bold,
  fcs = false,
}: {
  name: string;
  rank?: number;
  width?: number;
  bold?: boolean;
  fcs?: boolean;
}) {
  const color = useTeamColors()(name);
  const prefix = rankPrefix(rank);
  const full = teamNameText({ name, fcs });
  const text = width === undefined ? full : fit(full, Math.max(1, width - prefix.length));
  return (
    <Text>
      {prefix && <Text dimColor>{prefix}</Text>}
      <Text color={color} bold={bold}>
        {text}
      </Text>
    </Text>
  );
}
