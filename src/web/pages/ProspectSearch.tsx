// The prospect search: the class filtered by position, stars, state, interest and commitment, a page
// at a time, each prospect one click from the board. The filters live in the URL (links and reloads keep them).
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Pagination, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProspectSummary } from '../../shared/recruitingApi';
import { api, type ProspectSearchQuery } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { CycleLine, ResultAlert, useRecruitingOrders } from '../components/Recruiting';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { prospectColumns } from './recruiting/prospectColumns';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];
const PER_PAGE = 50;

function queryOf(params: URLSearchParams): ProspectSearchQuery {
  const num = (key: string): number | '' => (params.get(key) ? Number(params.get(key)) : '');
  const committed = params.get('committed');
  return {
    position: params.get('position') ?? '',
    stars: num('stars'),
    state: params.get('state') ?? '',
    committed: committed === 'yes' || committed === 'no' ? committed : '',
    min_interest: num('min_interest'),
    board: params.get('board') === 'true',
    page: Number(params.get('page') ?? 1) || 1,
    per_page: PER_PAGE,
  };
}

export function ProspectSearch() {
  useDocumentTitle('Prospects');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const page = usePageData(() => api.prospects(query), `prospects?${params.toString()}`);
  const orders = useRecruitingOrders();
  const [form, setForm] = useState(query);

  const apply = (next: ProspectSearchQuery) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (key === 'per_page' || value === '' || value === undefined || value === false) continue;
      if (key === 'page' && value === 1) continue;
      out.set(key, String(value));
    }
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...form, page: 1 });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0 me-auto">Prospects</h1>
        <Link to="/recruiting" className="btn btn-outline-primary btn-sm">
          Recruiting board
        </Link>
      </div>
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
                onChange={(e) =>
                  setForm({ ...form, min_interest: e.target.value === '' ? '' : Number(e.target.value) })
                }
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
      <ResultAlert result={orders.result} onClose={orders.clear} />
      <PageState
        data={page.data}
        loading={page.loading}
        error={page.error}
        errorText="Failed to load prospects (check the filters)"
        emptyText="No prospect matches these filters."
        isEmpty={(d) => d.prospects.length === 0}
      >
        {(data) => {
          const userTeam = data.info.team ?? '';
          const columns: Column<ProspectSummary>[] = [
            ...prospectColumns(userTeam),
            {
              key: 'board',
              header: 'Board',
              sortable: false,
              render: (p) =>
                p.on_board ? (
                  <span className="text-success text-nowrap">On board</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="text-nowrap"
                    disabled={orders.pending || data.cycle.status !== 'open'}
                    onClick={() => orders.run(() => api.setOnBoard(p.id, true))}
                    data-testid="add-to-board"
                  >
                    Add to board
                  </Button>
                ),
            },
          ];
          const current = data.filters.page;
          return (
            <>
              <CycleLine cycle={data.cycle} />
              <p className="small text-muted mb-1" data-testid="prospect-count">
                {data.total} prospects · page {current} of {Math.max(1, data.pages)}
              </p>
              <DataTable<ProspectSummary>
                rows={data.prospects}
                rowKey={(p) => p.id}
                columns={columns}
                testId="prospects"
              />
              {data.pages > 1 && (
                <Pagination size="sm" className="mt-2 flex-wrap">
                  <Pagination.Prev disabled={current <= 1} onClick={() => apply({ ...query, page: current - 1 })} />
                  {pageNumbers(current, data.pages).map((n, i, all) =>
                    n === null ? (
                      <Pagination.Ellipsis key={`gap-before-${all[i + 1]}`} disabled />
                    ) : (
                      <Pagination.Item key={n} active={n === current} onClick={() => apply({ ...query, page: n })}>
                        {n}
                      </Pagination.Item>
                    ),
                  )}
                  <Pagination.Next
                    disabled={current >= data.pages}
                    onClick={() => apply({ ...query, page: current + 1 })}
                  />
                </Pagination>
              )}
            </>
          );
        }}
      </PageState>
    </>
  );
}

/** The first, last and nearby page numbers, with gaps (null) between. */
function pageNumbers(current: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, 2, current - 1, current, current + 1, pages - 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of wanted) {
    if (out.length && n - (out[out.length - 1] as number) > 1) out.push(null);
    out.push(n);
  }
  return out;
}
