// dynasty status: where the dynasty stands.
import type { Command } from 'commander';
import { coachedGameName } from '../../shared/coachedGameName.js';
import { seasonPointName } from '../../shared/seasonWeeks.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { PageContext } from '../../store/views/context.js';
import { summerRecruitingWarning } from '../../store/views/recruiting/summerWarning.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

export function statusView(ctx: PageContext, savePath: string) {
  const info = ctx.info();
  const team = ctx.team(ctx.program.team);
  return {
    save: savePath,
    ...info,
    stageLabel: STAGE_INFO[ctx.state.stage].label,
    startYear: ctx.state.startYear,
    teamDetails: team,
  };
}

/** "Week 7 of 14", "Semifinals", "Season over"; "Preseason" before week 1. */
function weekLine(stage: string, currentWeek: number, lastWeek: number, playoffTeams: number): string {
  if (stage === 'preseason') return 'Preseason';
  if (stage !== 'season') return 'Season over';
  return seasonPointName(currentWeek, { lastWeek, playoffTeams });
}

export function printStatus(io: CliIo, ctx: PageContext, savePath: string, json: boolean): void {
  const s = statusView(ctx, savePath);
  if (json) {
    printJson(io, s);
    return;
  }
  const summer = summerRecruitingWarning(ctx);
  const p = s.playoffFormat;
  const format =
    p.teams === 12 || p.teams === 24
      ? `${p.teams} teams, ${p.autobids} autobids, champions take the byes: ${p.conf_champ_top_4 ? 'yes' : 'no'}`
      : p.teams >= 8
        ? `${p.teams} teams, ${p.autobids} autobids`
        : `${p.teams} teams`;
  io.out(
    [
      `Save:     ${s.save}`,
      `Season:   ${s.currentYear} (dynasty started ${s.startYear})`,
      `Stage:    ${s.stageLabel}`,
      `Week:     ${weekLine(s.stage, s.currentWeek, s.lastWeek, s.playoffFormat.teams)}`,
      `Team:     ${s.team} (${s.teamDetails.conference}), ${s.teamDetails.record}, rating ${s.teamDetails.rating}`,
      `Playoff:  ${format}`,
      ...(ctx.info().godMode ? ['GOD MODE: on (what happens now is marked in history; dynasty god off)'] : []),
      ...(s.coaching
        ? [`Coaching: ${coachedGameName(s.coaching)} is in progress (\`dynasty game coach\` resumes it)`]
        : []),
      // Before `dynasty advance` starts the season: the summer's recruiting left undone.
      ...(summer ? [`${summer} (\`dynasty recruit auto on\`, \`dynasty recruit board\`)`] : []),
    ].join('\n'),
  );
}

export function registerStatus(program: Command, io: CliIo): void {
  program
    .command('status')
    .description('show the year, stage, week, your team and the playoff settings')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx, save) => printStatus(io, ctx, save.path, Boolean(options.json))),
    );
}
