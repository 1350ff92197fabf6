// The prospect search: the class filtered by position, stars, state, interest and commitment, a page
// at a time, each prospect one click from the board. The filters live in the URL (links and reloads keep them).
import { Link, useSearchParams } from 'react-router-dom';
import { api, type ProspectSearchQuery } from '../api';
import { ResultAlert, useRecruitingOrders } from '../components/Recruiting';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ProspectFilters } from './recruiting/ProspectFilters';
import { ProspectResults } from './recruiting/ProspectResults';

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

  const apply = (next: ProspectSearchQuery) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (key === 'per_page' || value === '' || value === undefined || value === false) continue;
      if (key === 'page' && value === 1) continue;
      out.set(key, String(value));
    }
    setParams(out);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0 me-auto">Prospects</h1>
        <Link to="/recruiting" className="btn btn-outline-primary btn-sm">
          Recruiting board
        </Link>
      </div>
      <ProspectFilters initial={query} onSearch={apply} />
      <ResultAlert result={orders.result} onClose={orders.clear} />
      <PageState
        data={page.data}
        loading={page.loading}
        error={page.error}
        errorText="Failed to load prospects (check the filters)"
        emptyText="No prospect matches these filters."
        isEmpty={(d) => d.prospects.length === 0}
      >
        {(data) => <ProspectResults data={data} query={query} orders={orders} apply={apply} />}
      </PageState>
    </>
  );
}
