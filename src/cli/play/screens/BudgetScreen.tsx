// The program's money: budget, staff, facilities (P starts a project) and from 2021 NIL: ↑↓ chooses a recruit on the
// board (or, in Roster Progression, a transfer the program offered), - + change the offer (from his market value),
// ⏎ offers it and he answers: accepted, a counter, refused.
import { Text } from 'ink';
import { useState } from 'react';
import { formatMoney } from '../../../core/money/budget.js';
import { marketValue } from '../../../core/money/nil.js';
import { offerNil, startFacilityProject } from '../../../store/actions/staff/budgetActions.js';
import { budgetView } from '../../../store/views/budget.js';
import { recruitingBoardView } from '../../../store/views/recruiting/board.js';
import { portalView } from '../../../store/views/portal.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

interface Target {
  name: string;
  stars: number;
  kind: string;
}

export function BudgetScreen() {
  const store = useStore();
  const view = useView((ctx) => {
    const budget = budgetView(ctx.db, ctx.program);
    let targets: Target[] = [];
    if (budget.nil.era) {
      try {
        targets =
          ctx.state.stage === 'progression'
            ? portalView(ctx)
                .players.filter((p) => p.offered)
                .map((p) => ({ name: `${p.first} ${p.last}`, stars: p.stars, kind: 'transfer' }))
            : recruitingBoardView(ctx).targets.map((p) => ({
                name: `${p.first} ${p.last}`,
                stars: p.stars,
                kind: 'recruit',
              }));
      } catch {
        targets = [];
      }
    }
    return { budget, targets };
  }, []);
  const targets = view.data?.targets ?? [];
  const cursor = useListCursor(targets.length, 10);
  /** The amount to offer the chosen target (thousands); his market value until changed. */
  const [amount, setAmount] = useState<{ name: string; value: number } | null>(null);
  const chosen = targets[cursor.index];
  const offer = chosen ? (amount?.name === chosen.name ? amount.value : marketValue(chosen.stars)) : 0;
  const run = (change: Parameters<typeof store.act<string>>[0]): void => {
    let text = '';
    if (store.act((db, program) => (text = change(db, program)))) store.setNotice({ text, kind: 'info' });
  };

  useKeys((input, key) => {
    if (input === 'P') {
      run((db, program) => startFacilityProject(db, program).message);
      return true;
    }
    const t = targets[cursor.index];
    if (t && (input === '-' || input === '+' || input === '=')) {
      const step = Math.max(1, Math.round(0.05 * marketValue(t.stars)));
      setAmount({ name: t.name, value: Math.max(1, offer + (input === '-' ? -step : step)) });
      return true;
    }
    if (key.return && t) {
      run((db, program) => offerNil(db, program, t.name, `${offer}k`).message);
      return true;
    }
    return targets.length > 0 && cursor.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Budget" error={view.error} />;
  const b = view.data.budget;
  const f = b.facilities;
  return (
    <Screen
      title={`${b.team} budget, ${b.year}`}
      hints={[
        ['P', 'facilities project'],
        ...(targets.length > 0
          ? ([
              ['↑↓', 'player'],
              ['- +', 'amount'],
              ['⏎', 'offer NIL'],
            ] as [string, string][])
          : []),
      ]}
    >
      <Text>{`Budget ${formatMoney(b.budget)} a year; staff ${formatMoney(b.payroll)} of ${formatMoney(b.staff_budget)}.`}</Text>
      <Text>{`Facilities level ${f.level.toFixed(1)} of 10${f.project_seasons_left > 0 ? `, project under way (${f.project_seasons_left} more, ${formatMoney(f.project_yearly_cost)} a year, +${f.project_gain.toFixed(1)} a season)` : ''}.`}</Text>
      <Text dimColor>{f.new_project_refused ?? `A new project (P): ${f.new_project_line}.`}</Text>
      <Text> </Text>
      <Text bold>NIL</Text>
      <Text>{b.nil.message}</Text>
      {b.nil.era && <Text>{`Offered ${formatMoney(b.nil.offered)}, ${formatMoney(b.nil.left)} left.`}</Text>}
      {b.nil.offers.map((o) => (
        <Text
          key={`${o.kind}:${o.id}`}
        >{`  ${fit(o.name, 24)}${fit(o.kind, 10)}${o.stars}*  ${formatMoney(o.amount)}`}</Text>
      ))}
      {targets.length > 0 && (
        <Text bold>{view.data.budget.nil.era ? 'Offer NIL (market value, your offer; he answers):' : ''}</Text>
      )}
      {targets.slice(0, 10).map((t, i) => (
        <Text
          key={t.name}
          inverse={i === cursor.index}
        >{`${fit(t.name, 24)}${fit(t.kind, 10)}${t.stars}*  ${fit(formatMoney(marketValue(t.stars)), 8)}${i === cursor.index ? formatMoney(offer) : ''}`}</Text>
      ))}
    </Screen>
  );
}
