// dynasty records [TEAM]: the record book: single-game, single-season and career records, league-wide or a program's.
import { FORCED_MARK } from '../../shared/forcedResult.js';
import type { Command } from 'commander';
import type { RecordRow } from '../../shared/awards-types.js';
import { recordWhen } from '../../shared/recordWhen.js';
import { recordsView } from '../../store/views/records.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

const value = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function rows(records: readonly RecordRow[]) {
  return records.map((r) => [
    r.stat_name,
    value(r.value),
    r.holder,
    r.player_id === null && r.set_in_dynasty ? '' : r.team,
    recordWhen(r),
    r.set_in_dynasty
      ? `dynasty${r.god_mode ? ' (God Mode)' : ''}${r.forced ? `, result ${FORCED_MARK}` : ''}`
      : 'real FBS',
  ]);
}

export function registerRecords(program: Command, io: CliIo): void {
  program
    .command('records [team]')
    .description("the record book: the league's single-game, season and career records, or a program's")
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = recordsView(ctx, team);
        if (options.json) return printJson(io, view);
        io.out(`${view.scope ?? 'FBS'} Record Book`);
        const sections: [string, RecordRow[]][] = [
          ['Single game', view.records.game],
          ['Single season', view.records.season],
          ['Career', view.records.career],
        ];
        if (sections.every(([, r]) => r.length === 0))
          return io.out('\nNo records yet: the book is written as games are played.');
        for (const [title, records] of sections) {
          if (records.length === 0) continue;
          io.out(`\n${title}`);
          io.out(formatTable(['Record', 'Value', 'Holder', 'Team', 'When', 'Set'], rows(records), ['Value']));
        }
      }),
    );
}
