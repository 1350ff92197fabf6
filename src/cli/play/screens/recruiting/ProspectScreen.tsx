// A prospect's card in the terminal: his ratings as scouted so far, what he weighs and his dealbreakers once revealed,
// interest per program (with each one's pipeline in his state), his history and the orders queued for him; orders by
// key, and why one is refused.
import type { ReactNode } from 'react';
import { Text } from 'ink';
import { PITCH_LABELS } from '../../../../shared/recruitingApi.js';
import { dealbreakersInWords } from '../../../../shared/pipelineApi.js';
import { prospectPageView } from '../../../../store/views/recruiting/prospect.js';
import { formatMoney } from '../../../../core/money/budget.js';
import { Lines } from '../../components/Lines.js';
import { Screen, ViewError } from '../../components/Screen.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useScroll } from '../../cursor.js';
import { useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useStore, useView } from '../../store.js';
import { dots, fit } from '../../text.js';
import {
  boardToggle,
  cycleText,
  heightText,
  ORDER_HINTS,
  prospectStatus,
  scoutedRange,
  useProspectOrders,
} from './orders.js';

const SCOUTING = ['unscouted', 'scouted once', 'well scouted', 'fully scouted'];

export function ProspectScreen({ id }: { id: number }) {
  const store = useStore();
  const { height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => prospectPageView(ctx, id), [id]);
  const orders = useProspectOrders(store);
  const data = view.data;
  const lines: ReactNode[] = [];
  if (data) {
    const p = data.prospect;
    const userTeam = data.info.team;
    lines.push(
      <Text>
        <Text bold>{`${p.first} ${p.last}`}</Text>
        <Text>{` ${p.pos} `}</Text>
        <Text color="yellow">{dots(p.stars, 5, '★', '☆')}</Text>
        <Text>{` #${p.rank} nationally · ${p.town}, ${p.state} · ${heightText(p.height)} ${p.weight} lb`}</Text>
      </Text>,
      <Text>
        <Text color={p.committed_to ? colors(p.committed_to) : p.offered ? 'green' : undefined}>
          {prospectStatus(p)}
        </Text>
        <Text
          dimColor
        >{` · ${p.on_board ? 'on your board' : 'not on your board'} · ${p.suitor_count} programs recruiting`}</Text>
      </Text>,
      <Text>
        <Text color="cyan">{`Scouting ${dots(p.scouting, 3)} ${SCOUTING[p.scouting] ?? ''}`}</Text>
        <Text>{` · rating ${scoutedRange(p.rating)} · potential ${scoutedRange(p.potential)} · interest in ${userTeam} ${p.interest.toFixed(1)}`}</Text>
      </Text>,
      data.preferences.length > 0
        ? `He weighs: ${data.preferences.map((x, i) => `${i + 1}. ${x.label}${x.share === null ? '' : ` ${x.share}%`}`).join('  ')}`
        : 'He weighs: scout him further to learn what matters to him.',
      <Text color={p.dealbreakers?.some((d) => d.ruled_out) ? 'red' : undefined}>
        {`Dealbreakers: ${dealbreakersInWords(p.dealbreakers)}`}
      </Text>,
      `${userTeam} pipeline in ${p.state}: ${p.pipeline}`,
      `${userTeam} offers: ${data.program_offers.map((o) => `${o.label} ${Math.round(o.value * 100)}`).join(' · ')}`,
    );
    if (data.nil)
      lines.push(
        data.nil.agreed !== null
          ? `NIL: he agreed to ${formatMoney(data.nil.agreed)} (B: budget)`
          : `NIL: he asks ${formatMoney(data.nil.asking)} of ${userTeam}, ${data.nil.rounds_left} offers left (B: budget)`,
      );
    const refused = Object.entries(data.can).filter(([, reason]) => reason);
    for (const [kind, reason] of refused) lines.push(<Text color="yellow">{`${kind}: ${reason}`}</Text>);
    if (data.queued.length > 0)
      lines.push(
        `Queued: ${data.queued.map((o) => `${o.kind}${o.pitch ? ` (${PITCH_LABELS[o.pitch]})` : ''} ${o.hours}h`).join(', ')}`,
      );
    lines.push(<Text bold>Interest by program</Text>);
    if (data.suitors.length === 0) lines.push(<Text dimColor>No program is recruiting him yet.</Text>);
    for (const s of data.suitors) {
      lines.push(
        <Text>
          <Text color={colors(s.team)} bold={s.team === userTeam}>
            {fit(s.team, 24)}
          </Text>
          <Text>{fit(s.interest.toFixed(1), 6, 'right')}</Text>
          <Text
            dimColor
          >{`  ${[s.offered ? 'offered' : '', s.visited ? 'visited' : '', s.pipeline && s.pipeline !== 'none' ? `${s.pipeline} pipeline` : ''].filter(Boolean).join(', ')}`}</Text>
        </Text>,
      );
    }
    lines.push(<Text bold>History</Text>);
    if (data.news.length === 0) lines.push(<Text dimColor>No commitment yet.</Text>);
    for (const n of data.news)
      lines.push(`Week ${n.week}: ${n.kind === 'commit' ? 'committed to' : 'decommitted from'} ${n.team}`);
  }
  const scroll = useScroll(lines.length, height);

  useKeys((input, key) => {
    if (orders.open) return orders.onKey(undefined, input, key);
    if (scroll.onKey(input, key)) return true;
    if (!data) return false;
    if (input === 'a' || input === 'x') {
      boardToggle(store, data.prospect);
      return true;
    }
    return orders.onKey(data.prospect.id, input, key);
  });

  return (
    <Screen
      title={data ? `Prospect: ${data.prospect.first} ${data.prospect.last}` : 'Prospect'}
      right={data ? cycleText(data.cycle) : undefined}
      hints={[...ORDER_HINTS, ['a', data?.prospect.on_board ? 'remove from board' : 'add to board'], ['↑↓', 'scroll']]}
    >
      {data ? (
        (orders.menu ?? <Lines lines={lines} offset={scroll.index} height={height} />)
      ) : (
        <ViewError message={view.error ?? ''} />
      )}
    </Screen>
  );
}
