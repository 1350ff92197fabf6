// A team's depth chart by position: the player moves his own players up and down, redshirts them, hands a
// position back to the automatic chart, or in the offseason moves a player to another position; any other team's
// chart is shown read-only.
import { useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Form, Table } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DepthChartEntry, DepthChartResponse } from '../../shared/api-types';
import { api, ApiError } from '../api';
import { InjuryReport } from '../components/InjuryReport';
import { PositionChangeForm } from '../components/PositionChange';
import { PageState } from '../components/Status';
import { TeamHeaderCard } from '../components/TeamHeaderCard';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

function statusText(p: DepthChartEntry): string {
  const note = statusNote(p);
  return p.moved_from ? `Moved from ${p.moved_from}${note ? `; ${note}` : ''}` : note;
}

function statusNote(p: DepthChartEntry): string {
  if (p.sitting_out) return 'Sits out this season (transfer)';
  if (p.injury) return `Out: ${p.injury} (${p.out_for_season ? 'season' : `back week ${p.return_week}`})`;
  if (p.redshirting) return p.out ? 'Redshirting (held out)' : 'Redshirting';
  return p.starter ? 'Starter' : '';
}

export function DepthChart() {
  useDocumentTitle(null);
  const { teamName = '' } = useParams();
  const navigate = useNavigate();
  const page = usePageData(() => api.depthChart(teamName), teamName);
  const [pos, setPos] = useState('QB');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(run: () => Promise<{ message: string } & Partial<DepthChartResponse>>) {
    setBusy(true);
    try {
      const result = await run();
      setMessage({ ok: true, text: result.message });
      if (result.positions) page.setData(result as DepthChartResponse);
      else page.reload();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load depth chart">
      {(data) => {
        const position = data.positions.find((p) => p.pos === pos) ?? data.positions[0];
        return (
          <>
            <TeamHeaderCard
              team={data.team}
              teams={data.teams}
              onTeamChange={(team) => navigate(`/${encodeURIComponent(team)}/depth`)}
            >
              <Form.Select
                size="sm"
                className="w-auto"
                aria-label="Position"
                value={position.pos}
                onChange={(e) => setPos(e.target.value)}
              >
                {data.positions.map((p) => (
                  <option key={p.pos} value={p.pos}>
                    {p.pos}
                  </option>
                ))}
              </Form.Select>
            </TeamHeaderCard>
            {message && (
              <Alert
                variant={message.ok ? 'success' : 'danger'}
                onClose={() => setMessage(null)}
                dismissible
                role={message.ok ? 'status' : 'alert'}
              >
                {message.text}
              </Alert>
            )}
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h2 className="h5 mb-0">
                {position.pos} depth chart{' '}
                <Badge bg={position.edited ? 'primary' : 'secondary'}>
                  {position.edited ? 'Your order' : 'Automatic'}
                </Badge>
              </h2>
              {data.editable && position.edited && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={busy}
                  onClick={() => change(() => api.autoDepth(position.pos))}
                >
                  Automatic order
                </Button>
              )}
              <span className="text-muted small">
                Week {data.week > 90 ? '-' : data.week}; {position.starters} starting
              </span>
            </div>
            {!data.editable && <p className="text-muted small">Only your own team's depth chart can be changed.</p>}
            {data.editable && (
              <p className="text-muted small" data-testid="position-change-window">
                {data.position_change.open
                  ? 'Offseason: a player can move to another position; his ratings there depend on how close the two positions are.'
                  : data.position_change.reason}
              </p>
            )}
            <DepthTable
              position={position}
              editable={data.editable}
              canMove={data.editable && data.position_change.open}
              busy={busy}
              change={change}
            />
            <InjuryReport injuries={data.injuries} />
          </>
        );
      }}
    </PageState>
  );
}

type Position = DepthChartResponse['positions'][number];

interface DepthTableProps {
  position: Position;
  /** The player's own team: move and redshirt buttons. */
  editable: boolean;
  /** The offseason on the player's own team: a position change for each player. */
  canMove: boolean;
  busy: boolean;
  change: (run: () => Promise<{ message: string } & Partial<DepthChartResponse>>) => Promise<void>;
}

/** One position's chart, slot by slot, with the moves up and down and the redshirt switch on the player's team. */
function DepthTable({ position, editable, canMove, busy, change }: DepthTableProps) {
  const last = position.players.length;
  /** The player whose position change is open, or null. */
  const [moving, setMoving] = useState<number | null>(null);
  return (
    <Table size="sm" striped hover className="depth-chart">
      <thead>
        <tr>
          <th className="text-end">Slot</th>
          <th>Name</th>
          <th className="text-end">Ovr</th>
          <th>Class</th>
          <th className="text-end">G</th>
          <th>Status</th>
          {editable && <th>Move</th>}
          {editable && <th>Redshirt</th>}
          {canMove && <th>Position</th>}
        </tr>
      </thead>
      <tbody>
        {position.players.map((p) => (
          <tr key={p.id} className={p.out ? 'text-muted' : p.starter ? 'fw-bold' : undefined} data-player={p.id}>
            <td className="text-end">{p.slot}</td>
            <td>
              <Link to={`/players/${p.id}`}>
                {p.first} {p.last}
              </Link>
            </td>
            <td className="text-end">{p.rating}</td>
            <td>{p.class_label}</td>
            <td className="text-end">{p.games_played}</td>
            <td>{statusText(p)}</td>
            {editable && (
              <td>
                <ButtonGroup size="sm">
                  <Button
                    variant="outline-primary"
                    aria-label={`Move ${p.first} ${p.last} up`}
                    disabled={busy || p.slot === 1}
                    onClick={() => change(() => api.setDepth(position.pos, p.id, p.slot - 1))}
                  >
                    ▲
                  </Button>
                  <Button
                    variant="outline-primary"
                    aria-label={`Move ${p.first} ${p.last} down`}
                    disabled={busy || p.slot === last}
                    onClick={() => change(() => api.setDepth(position.pos, p.id, p.slot + 1))}
                  >
                    ▼
                  </Button>
                </ButtonGroup>
              </td>
            )}
            {editable && (
              <td>
                <Form.Check
                  type="switch"
                  aria-label={`Redshirt ${p.first} ${p.last}`}
                  checked={p.redshirting}
                  disabled={busy || (p.redshirted && !p.redshirting)}
                  onChange={(e) => change(() => api.redshirt(p.id, e.target.checked))}
                />
              </td>
            )}
            {canMove && (
              <td>
                {moving === p.id ? (
                  <PositionChangeForm
                    player={p}
                    busy={busy}
                    onCancel={() => setMoving(null)}
                    move={(pos) => {
                      setMoving(null);
                      void change(() => api.changePosition(p.id, pos));
                    }}
                  />
                ) : (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Change position of ${p.first} ${p.last}`}
                    disabled={busy}
                    onClick={() => setMoving(p.id)}
                  >
                    Change
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
