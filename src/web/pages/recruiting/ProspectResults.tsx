// The prospect search's answer: the prospects of one page, each one click from the board, and the pages.
import { Button, Pagination } from 'react-bootstrap';
import type { ProspectSearchResponse, ProspectSummary } from '../../../shared/recruitingApi';
import { api, type ProspectSearchQuery } from '../../api';
import { type Column, DataTable } from '../../components/DataTable';
import { CycleLine, type RecruitingOrders } from '../../components/Recruiting';
import { prospectColumns } from './prospectColumns';

interface ProspectResultsProps {
  data: ProspectSearchResponse;
  query: ProspectSearchQuery;
  orders: RecruitingOrders;
  apply: (query: ProspectSearchQuery) => void;
}

export function ProspectResults({ data, query, orders, apply }: ProspectResultsProps) {
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
      <DataTable<ProspectSummary> rows={data.prospects} rowKey={(p) => p.id} columns={columns} testId="prospects" />
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
          <Pagination.Next disabled={current >= data.pages} onClick={() => apply({ ...query, page: current + 1 })} />
        </Pagination>
      )}
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
