// What happened to the player's class in the last recruiting week played (or the spring and summer): who committed,
// who decommitted, and where those who flipped went. One line for the board, `dynasty sim` and the terminal.
import type { Db } from '../../database.js';
import type { NewsRow } from '../../queries/recruitingWeek.js';
import { recruitingWeekName } from '../../actions/recruiting/weekName.js';

function who(r: NewsRow): string {
  return `${r.first} ${r.last} (${r.pos}, ${r.stars}*)`;
}

function listed(names: string[]): string {
  return `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}`;
}

/** null when nothing moved in the player's class that week. */
export function classWeekLine(db: Db, year: number, week: number, team: string): string | null {
  const rows = db.all<NewsRow>('SELECT * FROM recruiting_news WHERE year = ? AND week = ? AND team = ? ORDER BY id', [
    year,
    week,
    team,
  ]);
  if (rows.length === 0) return null;
  const commits = rows.filter((r) => r.kind === 'commit').map(who);
  const left = rows
    .filter((r) => r.kind === 'decommit')
    .map((r) => {
      const to = db.get<{ team: string }>(
        "SELECT team FROM recruiting_news WHERE year = ? AND week = ? AND prospect_id = ? AND kind = 'commit' AND id > ? ORDER BY id LIMIT 1",
        [year, week, r.prospect_id, r.id],
      )?.team;
      return `${who(r)}${to ? `, flipped to ${to}` : ''}`;
    });
  const parts = [
    // New this week, not the class's size (the board counts the whole class).
    commits.length > 0
      ? `${commits.length} new commitment${commits.length === 1 ? '' : 's'} (${listed(commits)})`
      : null,
    left.length > 0 ? `${left.length} decommitted (${listed(left)})` : null,
  ].filter((x) => x !== null);
  return `Your class in ${recruitingWeekName(year, week)}: ${parts.join('; ')}.`;
}
