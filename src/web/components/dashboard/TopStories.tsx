// The dashboard's top five stories of the news feed. It loads on its own: the dashboard stands without it.
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { NewsResponse } from '../../../shared/news-types';
import { api } from '../../api';
import { NewsList } from '../NewsList';
import { useSideData } from './useSideData';

const SHOWN = 5;

export function TopStories() {
  const { data, failed } = useSideData<NewsResponse>(() => api.news());
  return (
    <Card data-testid="top-stories" className="mb-3">
      <Card.Header className="d-flex align-items-center">
        <h2 className="h6 fw-semibold mb-0 me-auto">Top Stories</h2>
        <Link to="/news" className="small">
          All news
        </Link>
      </Card.Header>
      {failed ? (
        <Card.Body className="text-body-secondary small">The news could not be loaded.</Card.Body>
      ) : !data ? (
        <Card.Body className="text-body-secondary small">Loading...</Card.Body>
      ) : data.stories.length === 0 ? (
        <Card.Body className="text-body-secondary small">No news yet: stories come as games are played.</Card.Body>
      ) : (
        <NewsList stories={data.stories.slice(0, SHOWN)} lastWeek={data.info.lastWeek} />
      )}
    </Card>
  );
}
