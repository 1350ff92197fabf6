// A player's statistics: his career season by season with its totals, and the game logs of one season.
import { Form } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { PlayerGameLog, PlayerResponse, YearlyCumulativeStats } from '../../../shared/api-types';
import { ResultChip } from '../../components/Chips';
import { type Column, DataTable } from '../../components/DataTable';
import { SiteOpponent } from '../../components/SiteOpponent';
import { classLabel, statValue } from '../../display';
import { isEmptyGameLine, statColumnsPresent, statOf } from '../../statColumns';

/** A season's totals with its year (the wire format keys them by year). */
type CareerRow = YearlyCumulativeStats & { year: number };

function statColumns<T extends CareerRow | PlayerGameLog>(rows: T[]): Column<T>[] {
  return statColumnsPresent(rows).map((c) => ({
    key: c.key,
    header: c.short,
    title: c.title,
    value: (row: T) => statOf(row, c.key),
    render: (row: T) => statValue(statOf(row, c.key)),
    numeric: true,
  }));
}

export function CareerStats({ data }: { data: PlayerResponse }) {
  const career: CareerRow[] = Object.entries(data.yearly_cumulative_stats).map(([y, totals]) => ({
    ...totals,
    year: Number(y),
  }));
  const careerColumns: Column<CareerRow>[] = [
    { key: 'year', header: 'Year', value: (r) => r.year, numeric: true },
    { key: 'class', header: 'Class', value: (r) => r.class, render: (r) => classLabel(r.class) },
    { key: 'ovr', header: 'Ovr', title: 'Overall rating', value: (r) => r.rating, numeric: true },
    { key: 'games', header: 'G', title: 'Games played', value: (r) => r.games, numeric: true },
    ...statColumns(career),
  ];
  return (
    <>
      <h2 className="h5">Career Statistics</h2>
      {career.length === 0 ? (
        <p className="text-muted">No statistics yet.</p>
      ) : (
        <DataTable<CareerRow>
          rows={career}
          rowKey={(r) => r.year}
          defaultSort={{ key: 'year', desc: false }}
          columns={careerColumns}
          className="mb-2"
        />
      )}
      {data.career_totals && career.length > 0 && (
        <p className="mb-4 career-totals">
          <strong>Career:</strong> {data.career_totals.seasons} seasons, {data.career_totals.games} games
          {statColumnsPresent([data.career_totals]).map((c) => (
            <span key={c.key}>
              , {statValue(statOf(data.career_totals, c.key))} {c.short}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

interface GameLogsProps {
  data: PlayerResponse;
  playerId: string;
  /** The season asked for in the URL, if any. */
  year: number | undefined;
}

export function GameLogs({ data, playerId, year }: GameLogsProps) {
  const navigate = useNavigate();
  const logs = data.game_logs
    .filter((log) => !isEmptyGameLine(log))
    .sort((a, b) => a.game.weekPlayed - b.game.weekPlayed);
  const shownYear = year ?? data.year;
  const logColumns: Column<PlayerGameLog>[] = [
    { key: 'week', header: 'Week', value: (l) => l.game.weekPlayed, numeric: true },
    {
      key: 'opponent',
      header: 'Opponent',
      value: (l) => l.game.opponent.name,
      render: ({ game: g }) => <SiteOpponent site={g.site} opponent={g.opponent} record />,
    },
    { key: 'label', header: 'Label', value: (l) => l.game.label, className: 'text-nowrap' },
    {
      key: 'result',
      header: 'Result',
      value: (l) => l.game.result,
      render: ({ game: g }) =>
        g.result ? <ResultChip result={g.result} score={g.score} gameId={g.id} forced={g.forced} /> : null,
    },
    ...statColumns(logs),
  ];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h2 className="h5 mb-0">Game Logs</h2>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="Game log year"
          value={shownYear}
          onChange={(e) => navigate(`/players/${encodeURIComponent(playerId)}?year=${e.target.value}`)}
        >
          {(data.years.includes(shownYear) ? data.years : [shownYear, ...data.years]).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Form.Select>
      </div>
      {logs.length === 0 ? (
        <p className="text-muted">No games played.</p>
      ) : (
        <DataTable<PlayerGameLog> rows={logs} rowKey={(l) => l.game.id} columns={logColumns} />
      )}
    </>
  );
}
