// The drive chart of a game shown snap by snap: a row per drive with who had the ball, when and where it began,
// where it ended, its plays, yards and time, and how it ended, with a bar from its start to its end on a small field
// (the home team's goal on the left, as the field above draws it).
import { Card, Table } from 'react-bootstrap';
import type { DriveRow, GameHeading } from '../../../shared/live-types';
import { driveResultText } from '../../../shared/playArtText';

const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

const BAR_COLOURS: Readonly<Record<string, string>> = {
  touchdown: '#198754',
  field_goal: '#0d6efd',
  interception: '#dc3545',
  fumble: '#dc3545',
  downs: '#dc3545',
  safety: '#dc3545',
  in_progress: '#fd7e14',
};

function DriveBar({ d }: { d: DriveRow }) {
  const from = Math.min(d.start_ball_on, d.end_ball_on);
  const to = Math.max(d.start_ball_on, d.end_ball_on);
  return (
    <svg viewBox="0 0 120 8" width={120} height={8} aria-hidden="true" className="d-block">
      <rect x={0} y={0} width={120} height={8} fill="#e9ecef" />
      <rect x={0} y={0} width={10} height={8} fill="#ced4da" />
      <rect x={110} y={0} width={10} height={8} fill="#ced4da" />
      <rect x={10 + from} y={2} width={Math.max(1, to - from)} height={4} fill={BAR_COLOURS[d.result] ?? '#6c757d'} />
      <circle cx={10 + d.end_ball_on} cy={4} r={2} fill="#212529" />
    </svg>
  );
}

export function DriveChart({ drives, game }: { drives: DriveRow[]; game: GameHeading }) {
  const team = (side: 'home' | 'away') => (side === 'home' ? game.home_abbreviation : game.away_abbreviation);
  return (
    <Card className="mt-3">
      <Card.Header>
        <h2 className="h6 mb-0">Drive chart</h2>
      </Card.Header>
      {drives.length === 0 ? (
        <Card.Body className="small text-body-secondary">No drives yet.</Card.Body>
      ) : (
        <Table responsive size="sm" className="mb-0 small align-middle" data-testid="drive-chart">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Began</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col" className="text-end">
                Plays
              </th>
              <th scope="col" className="text-end">
                Yds
              </th>
              <th scope="col" className="text-end">
                Time
              </th>
              <th scope="col">Result</th>
              <th scope="col" className="text-end">
                Score
              </th>
              <th scope="col">
                <span className="visually-hidden">Field position</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drives.map((d, i) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: drives come in game order and only grow
                key={i}
                data-testid="drive-row"
                data-offense={d.offense}
                data-result={d.result}
                data-start={d.start_field}
                data-end={d.end_field}
                data-plays={d.plays}
                data-yards={d.yards}
              >
                <th scope="row">{team(d.offense)}</th>
                <td className="text-nowrap">
                  {period(d.quarter)} {d.clock}
                </td>
                <td className="text-nowrap">{d.start_field}</td>
                <td className="text-nowrap">{d.end_field}</td>
                <td className="text-end">{d.plays}</td>
                <td className="text-end">{d.yards}</td>
                <td className="text-end">{d.time}</td>
                <td className={d.points > 0 ? 'fw-semibold' : undefined}>{driveResultText(d.result)}</td>
                <td className="text-end text-nowrap">
                  {game.away_abbreviation} {d.away_score}-{d.home_score} {game.home_abbreviation}
                </td>
                <td>
                  <DriveBar d={d} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
