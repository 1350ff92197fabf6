// The prospect search's filters: position, stars, state, interest, commitment and the board. They are sent
// (from page 1) by the Search button only.
import { type FormEvent, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { ProspectSearchQuery } from '../../api';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];

interface ProspectFiltersProps {
  /** The filters in the URL when the page opened. */
  initial: ProspectSearchQuery;
  onSearch: (query: ProspectSearchQuery) => void;
}

export function ProspectFilters({ initial, onSearch }: ProspectFiltersProps) {
  const [form, setForm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...form, page: 1 });
  };
  return (
    <Form onSubmit={submit} className="mb-3" data-testid="prospect-filters">
      <Row className="g-2 align-items-end">
        <Col xs={6} md={2}>
          <Form.Group controlId="filter-position">
            <Form.Label className="small mb-0">Position</Form.Label>
            <Form.Select
              size="sm"
              value={form.position}
              onChange={(e) => setForm({ ...form, position: e.target.value })}
            >
              <option value="">All</option>
              {POSITIONS.map((pos) => (
                <option key={pos}>{pos}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="filter-stars">
            <Form.Label className="small mb-0">Stars</Form.Label>
            <Form.Select
              size="sm"
              value={String(form.stars ?? '')}
              onChange={(e) => setForm({ ...form, stars: e.target.value ? Number(e.target.value) : '' })}
            >
              <option value="">All</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} stars
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="filter-state">
            <Form.Label className="small mb-0">State</Form.Label>
            <Form.Control
              size="sm"
              value={form.state}
              maxLength={2}
              placeholder="e.g. TX"
              onChange={(e) => setForm({ ...form, state: e.target.value.toUpperCase() })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="filter-interest">
            <Form.Label className="small mb-0">Interest at least</Form.Label>
            <Form.Control
              size="sm"
              type="number"
              min={0}
              max={100}
              value={String(form.min_interest ?? '')}
              onChange={(e) => setForm({ ...form, min_interest: e.target.value === '' ? '' : Number(e.target.value) })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="filter-committed">
            <Form.Label className="small mb-0">Committed</Form.Label>
            <Form.Select
              size="sm"
              value={form.committed}
              onChange={(e) => setForm({ ...form, committed: e.target.value as ProspectSearchQuery['committed'] })}
            >
              <option value="">Either</option>
              <option value="no">Not committed</option>
              <option value="yes">Committed</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2} className="d-flex gap-2 align-items-center">
          <Form.Check
            id="filter-board"
            label="On my board"
            checked={!!form.board}
            onChange={(e) => setForm({ ...form, board: e.target.checked })}
          />
          <Button type="submit" size="sm">
            Search
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
