// A list of news stories (the News page and the dashboard's top stories): the week, a badge for the kind, the
// headline (linked to the game when there is one); the player's program's stories stand out.
import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { NewsKind, NewsStory } from '../../shared/news-types';

const KIND_LABEL: Record<NewsKind, string> = {
  upset: 'Upset',
  poll_drop: 'Poll',
  record: 'Record',
  commit: 'Recruiting',
  coaching: 'Coaching',
  injury: 'Injury',
  schedule: 'Schedule',
  position: 'Position',
};
// Dark text on the light badges and white on the dark ones keep the contrast readable.
const KIND_BG: Record<NewsKind, string> = {
  upset: 'danger',
  poll_drop: 'secondary',
  record: 'primary',
  commit: 'success',
  coaching: 'dark',
  injury: 'warning',
  schedule: 'info',
  position: 'light',
};

export function weekLabel(week: number, lastWeek: number): string {
  return week > lastWeek ? 'Offseason' : week === 0 ? 'Preseason' : `Week ${week}`;
}

export function NewsList({
  stories,
  lastWeek,
  showWeek = true,
}: {
  stories: NewsStory[];
  lastWeek: number;
  showWeek?: boolean;
}) {
  return (
    <ListGroup variant="flush" data-testid="news-list">
      {stories.map((s) => (
        <ListGroup.Item
          key={`${s.year}-${s.week}-${s.kind}-${s.headline}`}
          className={`small${s.user_team ? ' list-group-item-primary' : ''}`}
          data-testid="news-story"
        >
          {showWeek && <span className="text-body-secondary me-1">{weekLabel(s.week, lastWeek)}:</span>}
          <Badge
            bg={KIND_BG[s.kind]}
            text={KIND_BG[s.kind] === 'warning' || KIND_BG[s.kind] === 'light' ? 'dark' : undefined}
            className="me-1"
          >
            {KIND_LABEL[s.kind]}
          </Badge>
          {s.game_id !== null ? <Link to={`/game/${s.game_id}`}>{s.headline}</Link> : s.headline}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
