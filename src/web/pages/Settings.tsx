// The dynasty's settings: how many past seasons keep full game detail (drives, player stats, play-by-play).
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { SettingsResponse } from '../../shared/api-types';
import { api } from '../api';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CoachedPrograms } from '../components/CoachedPrograms';

const KEEP_ALL = 'all';

function describe(s: SettingsResponse): string {
  if (s.detail_seasons === null) return 'Every game of every season keeps its drives, player stats and play-by-play.';
  const past =
    s.detail_seasons === 0
      ? 'no past season'
      : s.detail_seasons === 1
        ? 'the last season'
        : `the last ${s.detail_seasons} seasons`;
  return `The current season and ${past} (from ${s.first_detail_year}) keep every game's drives, player stats and play-by-play, and so does every game of your team. Older games keep their score, line score and team totals, and older offseasons' transfer portals keep your team's entrants and arrivals only.`;
}

function RetentionForm({ data, onSaved }: { data: SettingsResponse; onSaved: (s: SettingsResponse) => void }) {
  const [choice, setChoice] = useState(data.detail_seasons === null ? KEEP_ALL : String(data.detail_seasons));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const options = Array.from({ length: 11 }, (_, n) => n);
  if (data.detail_seasons !== null && !options.includes(data.detail_seasons)) options.push(data.detail_seasons);
  const save = () => {
    setSaving(true);
    setFailed(null);
    api
      .saveSettings({ detail_seasons: choice === KEEP_ALL ? KEEP_ALL : Number(choice) })
      .then(onSaved, (error: Error) => setFailed(error.message))
      .finally(() => setSaving(false));
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Form.Group controlId="detail-seasons" className="mb-3">
        <Form.Label>Past seasons that keep full game detail</Form.Label>
        <Form.Select
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          data-testid="detail-seasons"
          style={{ maxWidth: '16rem' }}
        >
          {options.map((n) => (
            <option key={n} value={String(n)}>
              {n}
              {n === data.default_detail_seasons ? ' (default)' : ''}
            </option>
          ))}
          <option value={KEEP_ALL}>Keep everything</option>
        </Form.Select>
        <Form.Text muted>A smaller number drops the older detail now; it cannot be brought back.</Form.Text>
      </Form.Group>
      {failed && <Alert variant="danger">{failed}</Alert>}
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </Form>
  );
}

export function Settings() {
  useDocumentTitle('Settings');
  const page = usePageData(api.settings, 'settings');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load settings">
      {(data) => (
        <>
          <h1 className="h3">Dynasty Settings</h1>
          <Card className="mb-3" style={{ maxWidth: '40rem' }}>
            <Card.Header as="h2" className="h6 mb-0">
              Game detail
            </Card.Header>
            <Card.Body>
              <p data-testid="retention-text">{describe(data)}</p>
              <RetentionForm key={String(data.detail_seasons)} data={data} onSaved={page.setData} />
            </Card.Body>
          </Card>
          <CoachedPrograms />
        </>
      )}
    </PageState>
  );
}
