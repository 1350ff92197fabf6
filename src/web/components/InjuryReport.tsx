// A team's injury report: who is hurt, with what, and when he is back.
import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { InjuryReportEntry } from '../../shared/api-types';

export function InjuryReport({ injuries }: { injuries: InjuryReportEntry[] }) {
  return (
    <section aria-label="Injury report" className="mb-3">
      <h2 className="h5">Injury Report</h2>
      {injuries.length === 0 ? (
        <p className="text-muted">Nobody is hurt.</p>
      ) : (
        <Table size="sm" striped className="injury-report w-auto">
          <thead>
            <tr>
              <th>Pos</th>
              <th>Player</th>
              <th>Injury</th>
              <th>Back</th>
            </tr>
          </thead>
          <tbody>
            {injuries.map((i) => (
              <tr key={i.id}>
                <td>{i.pos}</td>
                <td>
                  <Link to={`/players/${i.id}`}>
                    {i.first} {i.last}
                  </Link>
                </td>
                <td>{i.injury}</td>
                <td>{i.out_for_season ? 'Out for season' : `Week ${i.return_week}`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
