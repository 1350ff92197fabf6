// The NFL draft after a season: every pick by round with his college (the same view as `dynasty draft` and
// /draft). ←→ choose a round, [ ] another season's draft, ⏎ a player's card.
import { useState } from 'react';
import { Text } from 'ink';
import type { DraftedPlayer } from '../../../shared/departures-types.js';
import { draftView } from '../../../store/views/draft.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';

export function DraftScreen() {
  const { ctx } = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const [year, setYear] = useState<number | undefined>(undefined);
  const view = useView((c) => draftView(c, year), [year]);
  const [round, setRound] = useState(0);
  const rounds = view.data?.rounds ?? [];
  const picks = rounds.filter((r) => round === 0 || r.round === round).flatMap((r) => r.picks);
  const cursor = useListCursor(picks.length, height - 4);

  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      const count = rounds.length + 1;
      setRound((r) => (r + (key.leftArrow ? -1 : 1) + count) % count);
      cursor.setIndex(0);
      return true;
    }
    if ((input === '[' || input === ']') && view.data && view.data.year !== null) {
      const years = view.data.years;
      const at = years.indexOf(view.data.year);
      // Newest first: ] goes back in time.
      const next = years[Math.min(years.length - 1, Math.max(0, at + (input === ']' ? 1 : -1)))];
      setYear(next);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const player = picks[cursor.index];
      if (player) navigation.navigate({ screen: 'player', id: player.id });
      return true;
    }
    return false;
  });

  if (!view.data) return <ViewErrorScreen title="NFL draft" error={view.error} />;
  const data = view.data;
  if (data.year === null) {
    return (
      <Screen title="NFL draft">
        <Text>
          No NFL draft yet: the first is held after the first season, when the dynasty moves to Roster Progression.
        </Text>
      </Screen>
    );
  }
  const userTeam = ctx?.program.team;
  const columns: Column<DraftedPlayer>[] = [
    { title: 'Pick', width: 4, align: 'right', text: (p) => String(p.pick) },
    { title: 'Rd', width: 2, align: 'right', text: (p) => String(p.round) },
    { title: 'NFL team', width: 17, text: (p) => p.nfl_team ?? '' },
    { title: 'Player', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Pos', width: 3, text: (p) => p.pos },
    {
      title: 'College',
      width: 18,
      text: (p) => p.college,
      color: (p) => (p.college === userTeam ? 'cyan' : undefined),
    },
    { title: 'Class', width: 10, text: (p) => `${p.year.toUpperCase()}${p.early ? ' (early)' : ''}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
  ];
  const s = data.summary;
  return (
    <Screen
      title={`${data.draft_year} NFL draft (${data.year} season)`}
      right={`${s.picks} picks · ${data.team.name} ${s.team_picks}`}
      hints={[
        ['←→', 'round'],
        ['[ ]', 'season'],
        ['↑↓', 'player'],
        ['⏎', 'card'],
      ]}
    >
      <Text>
        <Text dimColor>Round: </Text>
        <Text inverse>{` ${round === 0 ? 'All rounds' : `Round ${round}`} `}</Text>
        <Text
          dimColor
        >{`  ${picks.length} picks · ${s.early_entrants} early entrants, ${s.early_drafted} drafted`}</Text>
      </Text>
      <Table
        columns={columns}
        rows={picks}
        height={height - 2}
        width={Math.min(width, 100)}
        selected={cursor.index}
        highlight={(p) => p.college === userTeam}
      />
    </Screen>
  );
}
