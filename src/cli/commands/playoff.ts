// dynasty playoff: the playoff field (or its projection before selection), the bracket with results, the bubble
// and the conference champions.
import { isPlayoffProjection, playoffTitle } from '../../shared/playoffTitle.js';
import type { Command } from 'commander';
import type { Matchup, PlayoffResponse } from '../../shared/api-types.js';
import { playoffView } from '../../store/views/playoff.js';
import type { PageContext } from '../../store/views/context.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

/** Spec (Playoff page): 2 teams "Championship", 4 "4-Team Playoff", 12 "12-Team Playoff". */
function isProjection(ctx: PageContext): boolean {
  return isPlayoffProjection(ctx.state.stage);
}

/** A bracket slot whose team is not known yet reads "Winner of ..." (spec: shown as TBD). */
function slot(team: string, seed: number | null | undefined): string {
  if (team.startsWith('Winner of')) return 'TBD';
  return seed === null || seed === undefined ? team : `(${seed}) ${team}`;
}

function matchupText(m: Matchup, final: boolean): string {
  const line = `${slot(m.team1, m.seed1)} vs ${slot(m.team2, m.seed2)}`;
  if (m.score1 === null || m.score1 === undefined || m.score2 === null || m.score2 === undefined) return line;
  const won = final ? 'wins the national championship' : 'advances';
  return `${line}: ${m.score1}-${m.score2}${m.winner ? `, ${m.winner} ${won}` : ''}`;
}

function bracketRounds(view: PlayoffResponse): [string, Matchup[]][] {
  const b = view.bracket;
  if (!b) {
    const [first, second] = view.playoff_teams;
    if (!first || !second) return [];
    return [
      ['National Championship', [{ team1: first.name, team2: second.name, seed1: first.seed, seed2: second.seed }]],
    ];
  }
  const sides = [b.left_bracket, b.right_bracket];
  const rounds: [string, Matchup[]][] = [
    ['First Round', sides.flatMap((s) => s.first_round)],
    ['Quarterfinals', sides.flatMap((s) => s.quarterfinals)],
    // Two teams play the one game: the bracket's semifinals are placeholders.
    ['Semifinals', view.info.playoffFormat.teams === 2 ? [] : sides.map((s) => s.semifinal)],
    ['National Championship', [b.championship]],
  ];
  return rounds.filter(([, games]) => games.length > 0);
}

function printPlayoff(io: CliIo, ctx: PageContext, view: PlayoffResponse): void {
  io.out(`${ctx.year} ${playoffTitle(view.info.playoffFormat.teams, ctx.state.stage)}\n`);
  io.out(
    formatTable(
      ['Seed', 'Team', 'Record', 'Rank', 'Bid', 'Conference'],
      view.playoff_teams.map((t) => [
        t.seed,
        t.name,
        t.record,
        t.ranking || '',
        t.is_autobid ? 'Automatic' : 'At-large',
        t.conference ?? '',
      ]),
      ['Seed', 'Rank'],
    ),
  );
  for (const [round, games] of bracketRounds(view)) {
    io.out(`\n${round}`);
    io.out(games.map((m) => `  ${matchupText(m, round === 'National Championship')}`).join('\n'));
  }
  if (view.bubble_teams.length > 0) {
    io.out(`\n${view.info.playoffFormat.teams === 2 ? 'Next best teams' : 'Bubble teams'}`);
    io.out(
      formatTable(
        ['Rank', 'Team', 'Record', 'Conference'],
        view.bubble_teams.map((t) => [t.ranking || '', t.name, t.record, t.conference]),
        ['Rank'],
      ),
    );
  }
  if (view.conference_champions.length > 0) {
    io.out(`\nConference champions${isProjection(ctx) ? ' (projected)' : ''}`);
    io.out(
      formatTable(
        ['Conference', 'Team', 'Rank', 'Record', 'Seed'],
        view.conference_champions.map((c) => [c.conference ?? '', c.name, c.ranking || '', c.record, c.seed ?? '']),
        ['Rank', 'Seed'],
      ),
    );
  }
}

export function registerPlayoff(program: Command, io: CliIo): void {
  program
    .command('playoff')
    .description(
      'the playoff field (a projection until it is selected), the bracket, bubble teams and conference champions',
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = playoffView(ctx);
        if (options.json) return printJson(io, view);
        printPlayoff(io, ctx, view);
      }),
    );
}
