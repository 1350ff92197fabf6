// A prospect's page, its three columns: the scouting report with what he weighs, his dealbreakers and what the
// program offers him, every program's interest (and pipeline in his state), and his history with the player's orders
// for him this week.
import { Badge, Button, ProgressBar, Table } from 'react-bootstrap';
import { PITCH_LABELS, type ProspectPageResponse, type SuitorInterest } from '../../../shared/recruitingApi';
import { PIPELINE_TIERS } from '../../../shared/pipelineApi';
import { api } from '../../api';
import { DataTable } from '../../components/DataTable';
import { range, type RecruitingOrders, SCOUTING_LABELS, ScoutingDots } from '../../components/Recruiting';
import { TeamLink } from '../../components/TeamInfo';

/** Thousands of dollars as the budget page writes them. */
const nilMoney = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(1)}M` : `$${k}K`);

export function ScoutingReport({ data }: { data: ProspectPageResponse }) {
  const p = data.prospect;
  const userTeam = data.info.team;
  return (
    <>
      <h2 className="h5">Scouting report</h2>
      <Table size="sm" className="mb-3" data-testid="scouting-report">
        <tbody>
          <tr>
            <th scope="row">Scouted</th>
            <td>
              <ScoutingDots level={p.scouting} /> {SCOUTING_LABELS[p.scouting]}
            </td>
          </tr>
          <tr>
            <th scope="row">Rating</th>
            <td className="num">{range(p.rating)}</td>
          </tr>
          <tr>
            <th scope="row">Potential</th>
            <td className="num">{range(p.potential)}</td>
          </tr>
          <tr>
            <th scope="row">Interest in {userTeam}</th>
            <td className="num">{p.interest.toFixed(1)}</td>
          </tr>
          <tr>
            <th scope="row">
              {userTeam} pipeline in {p.state}
            </th>
            <td className="text-capitalize" data-testid="own-pipeline">
              {p.pipeline}
            </td>
          </tr>
          {data.nil && (
            <tr data-testid="prospect-nil">
              <th scope="row">NIL</th>
              <td className="num">
                {data.nil.agreed !== null
                  ? `agreed ${nilMoney(data.nil.agreed)}`
                  : `asks ${nilMoney(data.nil.asking)} (${data.nil.rounds_left} offers left)`}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
      <h2 className="h5">Dealbreakers</h2>
      {p.dealbreakers === null ? (
        <p className="text-muted small">Scout him once to learn what he will not do without.</p>
      ) : p.dealbreakers.length === 0 ? (
        <p className="small" data-testid="dealbreakers">
          None: no program is ruled out.
        </p>
      ) : (
        <ul className="mb-3" data-testid="dealbreakers">
          {p.dealbreakers.map((d) => (
            <li key={d.kind} className={d.ruled_out ? 'text-danger' : undefined}>
              {d.label}: {d.line}
              {d.ruled_out && (
                <Badge bg="danger" className="ms-1">
                  rules {userTeam} out
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2 className="h5">What he weighs</h2>
      {data.preferences.length === 0 ? (
        <p className="text-muted small">Scout him further to learn what matters to him.</p>
      ) : (
        <ol className="mb-3" data-testid="preferences">
          {data.preferences.map((pref) => (
            <li key={pref.key}>
              {pref.label}
              {pref.share !== null && <span className="text-muted"> {pref.share}%</span>}
            </li>
          ))}
        </ol>
      )}
      <h2 className="h5">What {userTeam} offers him</h2>
      {data.program_offers.map((offer) => (
        <div key={offer.key} className="mb-1">
          <div className="d-flex justify-content-between small">
            <span>{offer.label}</span>
            <span className="num">{Math.round(offer.value * 100)}</span>
          </div>
          <ProgressBar style={{ height: 6 }}>
            <ProgressBar now={offer.value * 100} aria-label={offer.label} />
          </ProgressBar>
        </div>
      ))}
    </>
  );
}

export function Suitors({ data }: { data: ProspectPageResponse }) {
  const userTeam = data.info.team;
  return (
    <>
      <h2 className="h5">Interest by program</h2>
      {data.suitors.length === 0 ? (
        <p className="text-muted">No program is recruiting him yet.</p>
      ) : (
        <DataTable<SuitorInterest>
          rows={data.suitors}
          rowKey={(s) => s.team}
          testId="suitors"
          rowClassName={(s) => (s.team === userTeam ? 'table-primary' : undefined)}
          columns={[
            {
              key: 'team',
              header: 'Program',
              value: (s) => s.team,
              render: (s) => <TeamLink name={s.team} logo />,
            },
            {
              key: 'interest',
              header: 'Interest',
              value: (s) => s.interest,
              render: (s) => s.interest.toFixed(1),
              numeric: true,
            },
            {
              key: 'offered',
              header: 'Offer',
              value: (s) => (s.offered ? 1 : 0),
              render: (s) => (s.offered ? '✓' : ''),
              numeric: true,
            },
            {
              key: 'visited',
              header: 'Visit',
              value: (s) => (s.visited ? 1 : 0),
              render: (s) => (s.visited ? '✓' : ''),
              numeric: true,
            },
            {
              key: 'pipeline',
              header: 'Pipeline',
              value: (s) => PIPELINE_TIERS.indexOf(s.pipeline ?? 'none'),
              render: (s) => (s.pipeline && s.pipeline !== 'none' ? s.pipeline : ''),
            },
          ]}
        />
      )}
    </>
  );
}

export function ProspectHistory({ data, orders }: { data: ProspectPageResponse; orders: RecruitingOrders }) {
  return (
    <>
      <h2 className="h5">History</h2>
      <ul className="list-unstyled" data-testid="prospect-history">
        {data.suitors
          .filter((s) => s.offered || s.visited)
          .map((s) => (
            <li key={`o-${s.team}`}>
              <TeamLink name={s.team} />{' '}
              {[s.offered && 'offered', s.visited && 'hosted an official visit'].filter(Boolean).join(' and ')}
            </li>
          ))}
        {data.news.map((n) => (
          <li key={n.id}>
            <Badge bg={n.kind === 'commit' ? 'success' : 'warning'} className="me-1">
              Week {n.week}
            </Badge>
            {n.kind === 'commit' ? 'Committed to' : 'Decommitted from'} <TeamLink name={n.team} />
          </li>
        ))}
        {data.news.length === 0 && !data.suitors.some((s) => s.offered || s.visited) && (
          <li className="text-muted">Nothing yet.</li>
        )}
      </ul>
      <h2 className="h5">Your orders this week</h2>
      {data.queued.length === 0 ? (
        <p className="text-muted small">None.</p>
      ) : (
        <ul data-testid="prospect-queued">
          {data.queued.map((o) => (
            <li key={o.seq}>
              <span className="text-capitalize">{o.kind}</span>
              {o.pitch ? `: ${PITCH_LABELS[o.pitch]}` : ''} ({o.hours} h){' '}
              <Button
                size="sm"
                variant="link"
                className="p-0"
                onClick={() => orders.run(() => api.cancelRecruitingOrder(o.seq))}
              >
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
