// Multi-team mode in the terminal: the coached programs, whose turn it is (what each player has left this week),
// ⏎ plays another program, a adds one, x gives the selected one back to the computer. The same use cases as
// `dynasty team` and /api/programs/.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { addCoachedProgram, dropCoachedProgram } from '../../../store/actions/programs.js';
import { programsView } from '../../../store/views/programs.js';
import { PromptLine, usePrompt } from '../components/Prompt.js';
import { Question } from '../components/Question.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useNavigation } from '../navigation.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { tablePage } from '../components/Table.js';

const ROLE = { head_coach: 'head coach', coordinator: 'coordinator', fired: 'fired' } as const;

export function ProgramsScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const view = useView((c) => programsView(c), []);
  const programs = view.data?.programs ?? [];
  // Two lines a program, and the room left under them for the prompt or the question.
  const rows = Math.max(1, Math.floor((useBodySize().height - 4) / 2));
  const cursor = useListCursor(programs.length, rows);
  const page = tablePage(programs.length, rows + 1, cursor.index);
  const prompt = usePrompt();
  const [dropping, setDropping] = useState<string | null>(null);

  const play = (team: string): void => {
    if (store.playProgram(team)) navigation.home();
  };

  useKeys((input, key) => {
    if (prompt.onKey(input, key)) return true;
    if (dropping !== null) {
      const team = dropping;
      setDropping(null);
      if (input === 'y')
        store.act(
          (db) => dropCoachedProgram(db, team),
          (done) => done.message,
        );
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    const selected = programs[cursor.index];
    if (key.return && selected) {
      play(selected.team);
      return true;
    }
    if (input === 'a') {
      prompt.ask('Add a program (its head coach becomes yours)', (team) => {
        if (team === '') return;
        if (
          store.act(
            (db) => addCoachedProgram(db, team),
            (done) => done.message,
          )
        )
          play(team);
      });
      return true;
    }
    if (input === 'x' && selected) {
      setDropping(selected.team);
      return true;
    }
    return false;
  });

  if (view.error !== null) return <ViewErrorScreen title="Your programs" error={view.error} />;
  const waiting = view.data?.waiting_on ?? [];
  return (
    <Screen
      title="Your programs"
      right={<Text>{waiting.length > 0 ? `waiting on ${waiting.join(', ')}` : 'every program has played'}</Text>}
      hints={[
        ['↑↓', 'choose'],
        ['⏎', 'play it'],
        ['a', 'add'],
        ['x', 'drop'],
      ]}
    >
      {programs.slice(page.start, page.start + page.size).map((p, k) => (
        // Two lines a program: who coaches it, then what its player has left (a whole line, 80 columns or not).
        <Box key={p.team} flexDirection="column">
          <Text inverse={page.start + k === cursor.index} wrap="truncate-end">
            {`${p.acting ? '▶' : ' '} ${p.team.padEnd(22)} ${p.record.padEnd(10)} ${p.coach} (${ROLE[p.role]})`}
          </Text>
          <Text color={p.business.length > 0 ? 'yellow' : 'green'} wrap="truncate-end">
            {`    ${p.business.length > 0 ? p.business.map((b) => b.text).join('; ') : 'turn played'}`}
          </Text>
        </Box>
      ))}
      <Text> </Text>
      {dropping !== null ? (
        <Question
          question={{
            title: `Give ${dropping} back to the computer?`,
            body: 'Its coach stays, its staff runs it from now on.',
          }}
        />
      ) : (
        <PromptLine prompt={prompt} />
      )}
    </Screen>
  );
}
