// The player's staff: his coordinators (play calling, recruiting and development as c/r/d; the contract's last season,
// marked when it ends after this one), the candidates (↑↓ choose, ⏎ hires into his role's opening), O/D/T fire the
// offensive, defensive or special-teams coordinator (the offseason only), and the league's coordinator moves. A player
// who is a coordinator sees his head coaching offers (1-3 accepts one on the season summary); a head coach just fired
// sees coordinator jobs at programs no bigger (↑↓ choose, ⏎ takes one). Firing and taking a job ask first (y).
// biome-ignore-all lint/correctness/useJsxKeyInIterable: each line gets its key from its place in the scrolled column (components/Lines.tsx)
import { roleAbilityText } from '../../../shared/coachArchetypes.js';
import { contractText } from '../../../shared/contractText.js';
import { useState, type ReactNode } from 'react';
import { Box, Text } from 'ink';
import { formatMoney } from '../../../core/money/budget.js';
import { fireCoordinator, hireCoordinator, joinAsCoordinator } from '../../../store/actions/staff/staffActions.js';
import { acceptCoachOffer } from '../../../store/actions/coaches/offers.js';
import {
  acceptJobQuestion,
  fireCoordinatorQuestion,
  joinAsCoordinatorQuestion,
  type Question as QuestionText,
} from '../../../shared/confirmations.js';
import { Question } from '../components/Question.js';
import { staffView } from '../../../store/views/staff.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor, useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

const FIRE_KEYS: Record<string, string> = { O: 'OC', D: 'DC', T: 'ST' };

export function StaffScreen() {
  const store = useStore();
  const { height } = useBodySize();
  const view = useView((ctx) => staffView(ctx.db, ctx.program), []);
  const candidates = view.data?.candidates ?? [];
  const jobs = view.data?.join_choices ?? [];
  const cursor = useListCursor(candidates.length, 8);
  const job = useListCursor(jobs.length, jobs.length);
  const lines: ReactNode[] = (view.data?.moves ?? []).map((m) => <Text wrap="truncate-end">{m.text}</Text>);
  const linesHeight = Math.max(3, height - 15 - Math.min(8, candidates.length));
  const scroll = useScroll(lines.length, linesHeight);

  // The use case's own message is the notice (a refusal's is shown as an error by the store).
  const run = (change: Parameters<typeof store.act<string>>[0]): void => {
    let text = '';
    if (store.act((db, program) => (text = change(db, program)))) store.setNotice({ text, kind: 'info' });
  };

  // Firing a coordinator and taking a job are asked first: y goes on, any other key keeps things as they are.
  const [asking, setAsking] = useState<{ question: QuestionText; go: () => void } | null>(null);

  useKeys((input, key) => {
    if (asking) {
      if (input === 'y') asking.go();
      setAsking(null);
      return true;
    }
    const v = view.data;
    const offer = v?.can_accept ? v.offers[Number(input) - 1] : undefined;
    if (offer && v) {
      setAsking({
        question: acceptJobQuestion(offer, v.team, v.offers.length - 1),
        go: () =>
          store.act((db, program) => acceptCoachOffer(db, program, offer), `You are the new head coach of ${offer}.`),
      });
      return true;
    }
    if (jobs.length > 0) {
      if (key.return) {
        const team = jobs[job.index];
        if (team)
          setAsking({
            question: joinAsCoordinatorQuestion(team),
            go: () => run((db, program) => joinAsCoordinator(db, program, team).message),
          });
        return true;
      }
      if (job.onKey(input, key)) return true;
    }
    const role = FIRE_KEYS[input];
    if (role && v) {
      const coordinator = v.coordinators.find((c) => c.role === role && !c.is_user);
      // Out of the offseason, or no one to fire: the use case's refusal says why, before any question.
      if (!coordinator || !v.can_change) run((db, program) => fireCoordinator(db, program, role).message);
      else
        setAsking({
          question: fireCoordinatorQuestion(coordinator, v.team),
          go: () => run((db, program) => fireCoordinator(db, program, role).message),
        });
      return true;
    }
    if (key.return && candidates[cursor.index]) {
      const c = candidates[cursor.index];
      run((db, program) => hireCoordinator(db, program, c.key).message);
      return true;
    }
    if (candidates.length > 0 && cursor.onKey(input, key)) return true;
    return scroll.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Staff" error={view.error} />;
  const v = view.data;
  const shown = candidates.slice(Math.max(0, cursor.index - 7), Math.max(8, cursor.index + 1));
  return (
    <Screen
      title={`${v.team} staff, ${v.year}`}
      hints={
        asking
          ? [
              ['y', 'yes'],
              ['any key', 'no'],
            ]
          : v.can_join
            ? [
                ['↑↓', 'program'],
                ['⏎', 'take the job'],
              ]
            : v.can_change
              ? [
                  ['↑↓', 'candidate'],
                  ['⏎', 'hire'],
                  ['O D T', 'fire OC DC ST'],
                ]
              : [['↑↓', 'scroll']]
      }
    >
      {asking ? <Question question={asking.question} /> : <Text>{v.change_message}</Text>}
      {v.can_join && (
        <Text color="yellow">You were fired. Take the offensive coordinator job at a program no bigger:</Text>
      )}
      {jobs.map((team, i) => (
        <Text key={team} inverse={i === job.index} wrap="truncate-end">{`  ${team}`}</Text>
      ))}
      {v.user_role === 'coordinator' && (
        <Text color="cyan">
          {v.offers.length === 0
            ? 'You are a coordinator: head coaching offers come after good seasons.'
            : `Head coaching offers: ${v.offers.join(', ')} (1-${v.offers.length} accepts one).`}
        </Text>
      )}
      {v.coordinators.map((c) => (
        // His contract on the first line, his level and ability on the second: one line of both is wider than 80.
        <Box key={c.id} flexDirection="column">
          <Text wrap="truncate-end">
            {`${fit(c.role, 4)}${fit(`${c.name}${c.is_user ? ' (you)' : ''}`, 22)}age ${fit(String(c.age), 3)}c/r/d ${fit(`${c.calling}/${c.recruiting}/${c.development}`, 9)}${fit(c.style ?? '', 10)}${formatMoney(c.salary)} to ${contractText(c)}`}
          </Text>
          <Text wrap="truncate-end" dimColor>{`    level ${c.level}: ${roleAbilityText(c.role_ability)}`}</Text>
        </Box>
      ))}
      {v.openings.length > 0 && <Text color="yellow">{`Open: ${v.openings.join(', ')}`}</Text>}
      {shown.length > 0 && <Text bold>Candidates</Text>}
      {shown.map((c) => (
        <Text key={c.key} inverse={c.key === candidates[cursor.index]?.key} wrap="truncate-end">
          {`${fit(c.role, 4)}${fit(c.name, 22)}${fit(c.from ?? c.kind.replace('_', ' '), 18)}calling ${fit(String(c.calling), 4)}asks ${fit(formatMoney(c.asking), 8)}${c.affordable ? '' : 'over budget'}`}
        </Text>
      ))}
      <Text bold>Coordinator moves</Text>
      <Lines lines={lines} offset={scroll.index} height={linesHeight} />
    </Screen>
  );
}
