// The top bar: the game, the season, the stage (with the week during the season) and the player's team.
import { Box, Text } from 'ink';
import { STAGE_INFO } from '../../../core/season/stages.js';
import { useTerminalSize } from '../layout.js';
import { useStore } from '../store.js';
import { weekName } from '../weeks.js';
import { TeamName } from './TeamName.js';

export function stageText(
  stage: keyof typeof STAGE_INFO,
  currentWeek: number,
  lastWeek: number,
  playoffTeams: number,
): string {
  const label = STAGE_INFO[stage].label;
  if (stage !== 'season' && stage !== 'playoff') return stage === 'preseason' ? `Preseason · ${label}` : label;
  if (currentWeek > lastWeek) return 'Season over';
  return `${STAGE_INFO[stage].banner || label} · ${weekName(currentWeek, playoffTeams)}`;
}

export function Header() {
  const { ctx } = useStore();
  const { columns } = useTerminalSize();
  if (!ctx) {
    return (
      <Box width={columns}>
        <Text inverse bold>
          {' CFB DYNASTY '}
        </Text>
      </Box>
    );
  }
  const { state } = ctx;
  const team = ctx.team(ctx.program.team);
  // Multi-team mode: whose turn it still is (M: your programs).
  const info = ctx.info();
  const programs = info.programs;
  // By abbreviation: the bar is 80 columns (M lists the programs in full).
  const waiting = programs?.filter((p) => p.waiting).map((p) => ctx.team(p.team).abbreviation) ?? [];
  const turn = programs ? ` · ${waiting.length > 0 ? `waiting: ${waiting.join(' ')}` : 'all played'}` : '';
  return (
    <Box width={columns} justifyContent="space-between">
      <Text wrap="truncate-end">
        <Text inverse bold>
          {' CFB DYNASTY '}
        </Text>
        <Text bold>{` ${state.year} `}</Text>
        {info.godMode && (
          <Text color="red" bold inverse>
            {'GOD MODE'}
          </Text>
        )}
        <Text>{`${info.godMode ? ' ' : ''}${stageText(state.stage, state.currentWeek, ctx.lastWeek, state.playoff.teams)}${turn}`}</Text>
      </Text>
      <Box flexShrink={0} marginLeft={1}>
        <TeamName name={team.name} rank={team.ranking} bold />
        <Text>{` ${team.record}`}</Text>
      </Box>
    </Box>
  );
}
