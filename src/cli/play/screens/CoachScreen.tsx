// The player's coach: ratings, scheme, record, contract and hot seat; his abilities (1-5 spend a point of XP on one);
// his level and archetype abilities (⇥ selects the trees, ←→ an ability, ⏎ buys its next tier); his job offers (⏎
// accepts the one selected at the season's end); the latest coaching carousel below.
import { useState, type ReactNode } from 'react';
import { Text } from 'ink';
import { spendCoachXp } from '../../../store/actions/coaches/abilities.js';
import { acceptCoachOffer } from '../../../store/actions/coaches/offers.js';
import { acceptJobQuestion } from '../../../shared/confirmations.js';
import { Question } from '../components/Question.js';
import { coachAbilitiesView } from '../../../store/views/coachAbilities.js';
import { carouselView, coachView } from '../../../store/views/coach.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor, useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';
import { buyCoachAbility } from '../../../store/actions/coaches/growth.js';
import { CoachGrowthPanel, treeAbilities } from './CoachGrowthPanel.js';

export function CoachScreen() {
  const store = useStore();
  const { height } = useBodySize();
  const view = useView((ctx) => {
    const coach = coachView(ctx);
    let carousel = null;
    try {
      carousel = carouselView(ctx);
    } catch {
      carousel = null;
    }
    return { coach, carousel, abilities: coachAbilitiesView(ctx) };
  }, []);
  const offers = view.data?.coach.offers ?? [];
  const cursor = useListCursor(offers.length, 5);
  const lines: ReactNode[] = [];
  if (view.data?.carousel) {
    const { carousel } = view.data;
    lines.push(
      <Text
        bold
      >{`Coaching carousel after ${carousel.year}: ${carousel.changes.length} change${carousel.changes.length === 1 ? '' : 's'}`}</Text>,
    );
    for (const c of carousel.changes) {
      lines.push(
        <Text wrap="truncate-end">
          {`${fit(c.team, 22)}${fit(c.outgoing ? `${c.outgoing.name} (${c.reason_label.toLowerCase()})` : c.reason_label, 36)}`}
          {c.incoming
            ? `${c.incoming.name}${c.incoming.is_user ? ' (you)' : ''}, ${c.incoming.from ?? 'coordinator'}`
            : 'open'}
        </Text>,
      );
    }
  }
  const growthHeight = view.data?.abilities.level ? 6 : 0;
  const linesHeight = Math.max(3, height - 16 - growthHeight - offers.length);
  const scroll = useScroll(lines.length, linesHeight);

  // Taking a job leaves the program and every other offer: asked first (y goes on, any other key does not).
  const [asking, setAsking] = useState<string | null>(null);
  // The archetype ability selected (null: the offers and the carousel have the arrows).
  const [treeIndex, setTreeIndex] = useState<number | null>(null);
  const tree = view.data ? treeAbilities(view.data.abilities) : [];

  useKeys((input, key) => {
    if (asking) {
      const team = asking;
      if (input === 'y')
        store.act((db, program) => acceptCoachOffer(db, program, team), `You are the new head coach of ${team}.`);
      setAsking(null);
      return true;
    }
    if (key.tab && tree.length > 0) {
      setTreeIndex(treeIndex === null ? 0 : null);
      return true;
    }
    if (treeIndex !== null) {
      if (key.rightArrow || key.downArrow) setTreeIndex((treeIndex + 1) % tree.length);
      else if (key.leftArrow || key.upArrow) setTreeIndex((treeIndex + tree.length - 1) % tree.length);
      else if (key.return) {
        const chosen = tree[treeIndex];
        store.act(
          (db, program) => buyCoachAbility(db, program, chosen.ability),
          (bought) => bought.message,
        );
      } else if (key.escape) setTreeIndex(null);
      else return false;
      return true;
    }
    const ability = view.data?.abilities.abilities[Number(input) - 1];
    if (ability && /^[1-5]$/.test(input)) {
      store.act((db, program) => spendCoachXp(db, program, ability.ability, 1), `${ability.ability} +1.`);
      return true;
    }
    if (key.return && view.data?.coach.can_accept && offers[cursor.index]) {
      setAsking(offers[cursor.index].team);
      return true;
    }
    if (offers.length > 0 && cursor.onKey(input, key)) return true;
    return scroll.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Coach" error={view.error} />;
  const { coach } = view.data;
  const c = coach.coach;
  const r = c.ratings;
  const seatColor = c.hot_seat === 'secure' ? 'green' : c.hot_seat === 'warm' ? 'yellow' : 'red';
  return (
    <Screen
      title={`Coach ${c.name}`}
      hints={
        asking
          ? [
              ['y', 'take the job'],
              ['any key', 'no'],
            ]
          : [
              ...(coach.can_accept
                ? ([
                    ['↑↓', 'offer'],
                    ['⏎', 'accept'],
                  ] as [string, string][])
                : ([['↑↓', 'scroll']] as [string, string][])),
              ['1-5', 'spend XP'],
              ...(treeIndex === null
                ? ([['⇥', 'abilities']] as [string, string][])
                : ([
                    ['←→', 'ability'],
                    ['⏎', 'buy'],
                    ['⇥', 'done'],
                  ] as [string, string][])),
            ]
      }
    >
      <Text>{`${c.team ? `Head coach of ${c.team}` : 'Out of a job'}, age ${c.age}. Career ${c.wins}-${c.losses}${c.titles ? `, ${c.titles} title${c.titles > 1 ? 's' : ''}` : ''}; since ${c.since}, contract through ${c.contract_until}.`}</Text>
      <Text>
        <Text>{'Job security '}</Text>
        <Text color={seatColor} bold>{`${c.security}/100 ${c.hot_seat_label}`}</Text>
        <Text>{` (expects about ${Math.round(100 * c.expected_win_pct)}% wins)`}</Text>
      </Text>
      {c.security_review && <Text dimColor>{`Job security ${c.security_review}.`}</Text>}
      <Text>{`Offense ${c.scheme_label} (${c.tempo_label}), defense ${c.front}`}</Text>
      <Text>{`Ratings: offense ${r.offense}, defense ${r.defense}, recruiting ${r.recruiting}, development ${r.development}, game management ${r.gameManagement}; overall ${r.overall}`}</Text>
      <Text>
        <Text bold>{`${view.data.abilities.xp} XP to spend`}</Text>
        <Text>{`, a point: ${view.data.abilities.abilities.map((a, i) => `${i + 1} ${a.ability} ${a.next_cost ?? 'max'}`).join(' · ')}`}</Text>
      </Text>
      <CoachGrowthPanel
        view={view.data.abilities}
        selected={treeIndex === null ? null : (tree[treeIndex]?.ability ?? null)}
      />
      <Text> </Text>
      {asking && (
        <Question question={acceptJobQuestion(asking, coach.fired ? null : coach.info.team, offers.length - 1)} />
      )}
      <Text bold>{coach.fired ? 'You were fired. Job offers:' : 'Job offers:'}</Text>
      {offers.length === 0 ? (
        <Text dimColor>{coach.fired ? 'None: start a new dynasty.' : 'None.'}</Text>
      ) : (
        offers.map((o, i) => (
          <Text key={o.team} inverse={coach.can_accept && i === cursor.index}>
            {`${fit(o.team, 24)}prestige ${o.prestige}  ${fit(o.conference, 18)}${o.record}`}
          </Text>
        ))
      )}
      <Text> </Text>
      <Lines lines={lines} offset={scroll.index} height={linesHeight} />
    </Screen>
  );
}
