// A team's injury report: who is hurt, with what, and when he is back (a list, beside the pages' tables).
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { InjuryReportEntry } from '../../shared/api-types';

export function InjuryReport({ injuries }: { injuries: InjuryReportEntry[] }) {
  return (
    <section aria-label="Injury report" className="mb-3 injury-report">
      <h2 className="h5">Injury Report</h2>
      {injuries.length === 0 ? (
        <p className="text-muted">Nobody is hurt.</p>
      ) : (
        <ListGroup variant="flush" className="w-auto">
          {injuries.map((i) => (
            <ListGroup.Item key={i.id} className="px-0 py-1 d-flex flex-wrap gap-2">
              <span className="text-muted">{i.pos}</span>
              <Link to={`/players/${i.id}`}>
                {i.first} {i.last}
              </Link>
              <span>{i.injury}</span>
              <span className="text-muted">{i.out_for_season ? 'Out for season' : `Back week ${i.return_week}`}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
