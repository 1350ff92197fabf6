// The news feed: each week's top stories of a season, newest first; filters by season and week (?year=&week=).
import { Col, Form, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { NewsList, weekLabel } from '../components/NewsList';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { wholeNumber } from '../routeParams';

export function News() {
  useDocumentTitle('News');
  const [params, setParams] = useSearchParams();
  const year = wholeNumber(params.get('year'));
  const week = wholeNumber(params.get('week'));
  const page = usePageData(() => api.news(year, week), `news:${year ?? ''}:${week ?? ''}`);
  const choose = (key: 'year' | 'week', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, value);
    if (key === 'year') next.delete('week');
    setParams(next);
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the news">
      {(data) => {
        const weeks = Array.from({ length: data.info.lastWeek + 2 }, (_, w) => w);
        return (
          <>
            <h1 className="h3 mb-3">{data.year} News</h1>
            <Row className="g-2 mb-3" as="form" onSubmit={(e) => e.preventDefault()}>
              <Col xs="auto">
                <Form.Label htmlFor="news-year" className="small mb-0">
                  Season
                </Form.Label>
                <Form.Select
                  id="news-year"
                  size="sm"
                  value={data.year}
                  onChange={(e) => choose('year', e.target.value)}
                >
                  {data.years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col xs="auto">
                <Form.Label htmlFor="news-week" className="small mb-0">
                  Week
                </Form.Label>
                <Form.Select
                  id="news-week"
                  size="sm"
                  value={data.week ?? ''}
                  onChange={(e) => choose('week', e.target.value)}
                >
                  <option value="">All weeks</option>
                  {weeks.map((w) => (
                    <option key={w} value={w}>
                      {weekLabel(w, data.info.lastWeek)}
                    </option>
                  ))}
                </Form.Select>
              </Col>
            </Row>
            {data.stories.length === 0 ? (
              <p className="text-body-secondary">No news {data.week === null ? 'this season' : 'that week'} yet.</p>
            ) : (
              <NewsList stories={data.stories} lastWeek={data.info.lastWeek} />
            )}
          </>
        );
      }}
    </PageState>
  );
}
