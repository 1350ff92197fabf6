import type { ReactNode } from 'react';
import { Card, Col } from 'react-bootstrap';

/** A summary figure with its caption. */
export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Col xs={6} md={3}>
      <Card className="stat-tile h-100 text-center">
        <Card.Body className="py-2">
          <div className="value">{value}</div>
          <div className="small text-muted">{label}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}
