// The coaching carousel's table (season summary and carousel page).
import { Badge, Table } from 'react-bootstrap';
import type { CoachingChangeView } from '../../shared/api-types';
import { TeamLink } from './TeamInfo';

export function CoachingChanges({ changes }: { changes: CoachingChangeView[] }) {
  if (changes.length === 0) {
    return (
      <p className="text-muted" data-testid="no-coaching-changes">
        No Coaching Changes
      </p>
    );
  }
  return (
    <Table size="sm" hover responsive data-testid="coaching-changes">
      <thead>
        <tr>
          <th>Program</th>
          <th>Out</th>
          <th>Why</th>
          <th>In</th>
          <th>From</th>
          <th>Offense</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.team}>
            <td>
              <TeamLink name={c.team} logo />
            </td>
            <td>{c.outgoing ? `${c.outgoing.name} (${c.outgoing.wins}-${c.outgoing.losses})` : ''}</td>
            <td>{c.reason_label}</td>
            <td>
              {c.incoming ? c.incoming.name : <span className="text-muted">Open</span>}
              {c.incoming?.is_user && (
                <Badge bg="primary" className="ms-1">
                  You
                </Badge>
              )}
            </td>
            <td>{c.incoming ? c.incoming.from ? <TeamLink name={c.incoming.from} /> : 'Coordinator' : ''}</td>
            <td>{c.incoming?.scheme_label ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function HotSeatBadge({ level, label }: { level: string; label: string }) {
  const bg = level === 'secure' ? 'success' : level === 'warm' ? 'warning' : 'danger';
  return (
    <Badge bg={bg} data-testid="hot-seat">
      {label}
    </Badge>
  );
}
