// The coaching carousel of an offseason (optional query year).
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { CoachingChanges } from '../components/CoachingChanges';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePageData } from '../hooks/usePageData';

export function Carousel() {
  useDocumentTitle('Coaching Carousel');
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ?? undefined;
  const page = usePageData(() => api.carousel(year === undefined ? undefined : Number(year)), `carousel:${year ?? ''}`);
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load the coaching carousel"
    >
      {(data) => (
        <>
          <h1 className="h3 mb-3">Coaching Carousel after the {data.year} Season</h1>
          {data.years.length > 1 && (
            <Form.Select
              className="mb-3 w-auto"
              value={data.year}
              onChange={(e) => setParams({ year: e.target.value })}
              aria-label="Season"
            >
              {data.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Form.Select>
          )}
          <CoachingChanges changes={data.changes} />
          <h2 className="h5 mt-4">Coordinator moves</h2>
          {data.coordinator_moves.length === 0 ? (
            <p className="text-muted">No coordinator moves.</p>
          ) : (
            <ul className="list-unstyled small" aria-label="Coordinator moves">
              {data.coordinator_moves.map((m) => (
                <li key={m.text}>{m.text}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageState>
  );
}
