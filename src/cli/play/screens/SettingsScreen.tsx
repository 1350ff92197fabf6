// The dynasty's settings: how many past seasons keep full game detail. ←→ choose, ⏎ save (the same use case as
// `dynasty settings --retention` and POST /api/settings/).
import { useState } from 'react';
import { Text } from 'ink';
import { changeRetention, parseRetention } from '../../../store/actions/settings.js';
import { settingsView } from '../../../store/views/settings.js';
import { retentionSentence } from '../../commands/settings.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useKeys } from '../keys.js';
import { useStore, useView } from '../store.js';

/** The choices in order: 0..max past seasons, then everything. */
export function retentionChoices(max: number): string[] {
  return [...Array.from({ length: max + 1 }, (_, n) => String(n)), 'all'];
}

export function SettingsScreen() {
  const store = useStore();
  const view = useView((c) => settingsView(c), []);
  const current = view.data ? (view.data.detail_seasons === null ? 'all' : String(view.data.detail_seasons)) : 'all';
  const [choice, setChoice] = useState<string | null>(null);
  const shown = choice ?? current;
  const choices = retentionChoices(view.data?.max_detail_seasons ?? 0);

  useKeys((_input, key) => {
    if (!view.data) return false;
    const at = choices.indexOf(shown);
    if (key.leftArrow || key.rightArrow) {
      const next = Math.min(choices.length - 1, Math.max(0, at + (key.rightArrow ? 1 : -1)));
      setChoice(choices[next]);
      return true;
    }
    if (key.return) {
      const retention = parseRetention(shown);
      if (
        store.act(
          (db) => changeRetention(db, retention),
          `Saved: ${shown === 'all' ? 'keep everything' : `${shown} past seasons keep full detail`}.`,
        )
      )
        setChoice(null);
      return true;
    }
    return false;
  });

  if (view.error !== null) return <ViewErrorScreen title="Settings" error={view.error} />;
  const data = view.data;
  return (
    <Screen
      title="Settings"
      hints={[
        ['←→', 'choose'],
        ['⏎', 'save'],
      ]}
    >
      <Text wrap="wrap">{retentionSentence(data)}</Text>
      <Text> </Text>
      <Text>
        Past seasons that keep full game detail:{' '}
        <Text
          color="cyan"
          bold
        >{`‹ ${shown === 'all' ? 'keep everything' : shown}${shown === String(data.default_detail_seasons) ? ' (default)' : ''} ›`}</Text>
      </Text>
      <Text dimColor wrap="wrap">
        A smaller number drops the older detail when saved; it cannot be brought back.
      </Text>
    </Screen>
  );
}
