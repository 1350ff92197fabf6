// The noncon page's booked series: the player's booked games with the coming seasons, booking a home-and-home or a
// two-for-one from next season, and removing a booked game (after a confirmation) until its season starts.
import { useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { BookedGame, BookedSeriesResponse, SeriesKind } from '../../shared/api-types';
import { api, ApiError } from '../api';
import { ConfirmModal } from './ConfirmModal';
import { DataTable } from './DataTable';
import { countFrom } from '../display';

type SeriesRequest = Parameters<typeof api.bookSeries>[0];

const KIND_NAMES: Record<SeriesKind, string> = { 'home-and-home': 'Home-and-home', 'two-for-one': 'Two-for-one' };
const gameText = (g: BookedGame): string => `${g.year} week ${g.week} ${g.site === 'home' ? 'vs' : 'at'} ${g.opponent}`;

/** `onChanged` reloads the schedule (removing this season's booked game frees its week). */
export function BookedSeries({ onChanged }: { onChanged: () => void }) {
  const [view, setView] = useState<BookedSeriesResponse | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [removing, setRemoving] = useState<BookedGame | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .bookedSeries()
      .then((answer) => current && setView(answer))
      .catch(() => current && setView(null));
    return () => {
      current = false;
    };
  }, []);

  const run = async (action: () => Promise<BookedSeriesResponse & { message: string }>) => {
    setBusy(true);
    try {
      const answer = await action();
      setView(answer);
      setMessage({ text: answer.message, error: false });
      onChanged();
    } catch (e) {
      setMessage({ text: e instanceof ApiError ? e.message : 'The series could not be changed.', error: true });
    } finally {
      setBusy(false);
    }
  };

  const book = (request: SeriesRequest) => run(() => api.bookSeries(request));
  const remove = (game: BookedGame) => {
    setRemoving(null);
    void run(() => api.removeBookedGame(game.id));
  };

  if (!view) return null;
  const years = Array.from({ length: 10 }, (_, i) => view.year + 1 + i);
  return (
    <section className="mt-4" data-testid="booked-series">
      <h2 className="h5">Booked Series</h2>
      <p className="text-muted">
        Home-and-home and two-for-one series are booked seasons ahead; their games go on each season&apos;s schedule
        first. A booked game can be removed until its season starts.
      </p>
      {view.games.length === 0 ? (
        <p className="text-muted">No series booked.</p>
      ) : (
        <BookedGamesTable games={view.games} busy={busy} onRemove={setRemoving} />
      )}
      <BookSeriesForm years={years} busy={busy} onBook={book} />
      {message && (
        <p
          className={message.error ? 'text-danger mt-2' : 'text-success mt-2'}
          role={message.error ? 'alert' : 'status'}
          data-testid="series-message"
        >
          {message.text}
        </p>
      )}
      <ConfirmModal
        show={removing !== null}
        title="Remove Booked Game"
        confirmLabel="Remove Game"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        testId="confirm-remove-series"
      >
        {removing && (
          <p className="mb-0">
            Remove {gameText(removing)}? The game is gone for good; the rest of the series stays booked.
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}

interface BookedGamesTableProps {
  games: BookedGame[];
  busy: boolean;
  onRemove: (game: BookedGame) => void;
}

function BookedGamesTable({ games, busy, onRemove }: BookedGamesTableProps) {
  return (
    <DataTable<BookedGame>
      rows={games}
      rowKey={(g) => g.id}
      defaultSort={{ key: 'year', desc: false }}
      className="table-narrow"
      columns={[
        { key: 'year', header: 'Season', value: (g) => g.year, numeric: true },
        { key: 'week', header: 'Week', value: (g) => g.week, numeric: true },
        { key: 'opponent', header: 'Opponent', value: (g) => g.opponent },
        { key: 'site', header: 'Site', value: (g) => (g.site === 'home' ? 'Home' : 'Away') },
        { key: 'kind', header: 'Series', value: (g) => `${KIND_NAMES[g.kind]}${g.real ? ' (real)' : ''}` },
        {
          key: 'remove',
          header: '',
          value: () => null,
          render: (g) =>
            g.locked ? (
              <span className="text-muted">Locked</span>
            ) : (
              <Button
                size="sm"
                variant="outline-danger"
                disabled={busy}
                onClick={() => onRemove(g)}
                aria-label={`Remove ${gameText(g)}`}
              >
                Remove
              </Button>
            ),
        },
      ]}
    />
  );
}

interface BookSeriesFormProps {
  /** The coming ten seasons: the first is next season, the default start. */
  years: number[];
  busy: boolean;
  onBook: (request: SeriesRequest) => Promise<void>;
}

function BookSeriesForm({ years, busy, onBook }: BookSeriesFormProps) {
  const [opponent, setOpponent] = useState('');
  const [kind, setKind] = useState<SeriesKind>('home-and-home');
  const [week, setWeek] = useState('1');
  const [from, setFrom] = useState('');
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mt-2"
      onSubmit={(e) => {
        e.preventDefault();
        void onBook({ opponent, kind, week: Number(week), ...(from ? { from: Number(from) } : {}) });
      }}
    >
      <Form.Group controlId="series-opponent">
        <Form.Label>Opponent</Form.Label>
        <Form.Control value={opponent} onChange={(e) => setOpponent(e.target.value)} placeholder="Team name" />
      </Form.Group>
      <Form.Group controlId="series-kind">
        <Form.Label>Series</Form.Label>
        <Form.Select value={kind} onChange={(e) => setKind(e.target.value as SeriesKind)}>
          <option value="home-and-home">Home-and-home</option>
          <option value="two-for-one">Two-for-one (two at the bigger program)</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="series-week">
        <Form.Label>Week</Form.Label>
        <Form.Select value={week} onChange={(e) => setWeek(e.target.value)}>
          {countFrom(1, 14).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="series-from">
        <Form.Label>First season</Form.Label>
        <Form.Select value={from} onChange={(e) => setFrom(e.target.value)}>
          <option value="">Next season</option>
          {years.slice(1).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={!opponent.trim() || busy}>
        Book Series
      </Button>
    </Form>
  );
}
