// The board's pipelines: the player's program's standing in each state where it has one (strength, tier and what the
// tier adds to the interest every action earns there), its players from there and the class being recruited there.
import { Badge } from 'react-bootstrap';
import type { PipelineState } from '../../../shared/pipelineApi';
import { api } from '../../api';
import { DataTable } from '../../components/DataTable';
import { usePageData } from '../../hooks/usePageData';

const TIER_COLORS = { none: 'light', bronze: 'warning', silver: 'secondary', gold: 'success' } as const;

export function BoardPipelines() {
  const page = usePageData(() => api.pipelines(), 'recruiting-pipelines');
  const data = page.data;
  if (!data) return page.error ? <p className="text-danger small">Failed to load the pipelines.</p> : null;
  const tiers = data.tiers.filter((t) => t.tier !== 'none');
  return (
    <section className="mt-3" data-testid="pipelines">
      <h2 className="h5">Pipelines</h2>
      <p className="small text-muted mb-2">
        A pipeline grows with the players you sign from a state and those who start for you, and fades without them.{' '}
        {tiers.map((t) => `${t.tier} from ${t.least}: +${t.gain}% interest`).join(' · ')}.
      </p>
      {data.states.length === 0 ? (
        <p className="text-muted">No pipeline in any state.</p>
      ) : (
        <DataTable<PipelineState>
          rows={data.states}
          rowKey={(s) => s.state}
          testId="pipeline-states"
          columns={[
            { key: 'state', header: 'State', value: (s) => s.state },
            { key: 'strength', header: 'Strength', value: (s) => s.strength, numeric: true },
            {
              key: 'tier',
              header: 'Tier',
              value: (s) => s.strength,
              render: (s) => (
                <Badge bg={TIER_COLORS[s.tier]} text={s.tier === 'none' ? 'dark' : undefined}>
                  {s.tier}
                </Badge>
              ),
            },
            { key: 'players', header: 'Players', value: (s) => s.players, numeric: true },
            { key: 'committed', header: 'Committed', value: (s) => s.committed, numeric: true },
            { key: 'prospects', header: 'Prospects', value: (s) => s.prospects, numeric: true },
          ]}
        />
      )}
    </section>
  );
}
