// A season's awards: the Heisman ceremony, position awards, coach of the year, All-America and all-conference teams.
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { SeasonAwardsView } from '../components/AwardTables';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function Awards() {
  useDocumentTitle('Awards');
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ? Number(params.get('year')) : undefined;
  const page = usePageData(() => api.awards(year), `awards-${year ?? ''}`);
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load awards">
      {(data) => (
        <>
          <div className="d-flex align-items-center gap-3 mb-3">
            <h1 className="h3 mb-0">{data.year} Awards</h1>
            {data.years.length > 1 && (
              <Form.Select
                aria-label="Season"
                style={{ width: 'auto' }}
                value={data.year}
                onChange={(e) => setParams({ year: e.target.value })}
              >
                {data.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Form.Select>
            )}
          </div>
          {data.awards ? (
            <SeasonAwardsView awards={data.awards} full />
          ) : (
            <p className="text-muted" data-testid="no-awards">
              The {data.year} awards are given when the season ends. Follow the race on the Heisman Watch.
            </p>
          )}
        </>
      )}
    </PageState>
  );
}
