// The recruiting summary: the player's freshman class, the best recruits, and every program's class.
import { recruitingClassName } from '../../../shared/recruitingApi.js';
import { useMemo, useState } from 'react';
import { Text } from 'ink';
import type { Recruit, TeamFreshmen } from '../../../shared/api-types.js';
import { recruitingSummaryView } from '../../../store/views/recruitingSummary.js';
import { classRankingsView } from '../../../store/views/recruiting/classes.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { Tabs, tabKey } from '../components/Tabs.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { dots } from '../text.js';
import { advanceTo } from './offseason.js';

/** Spec: the top recruits table shows at most 50 rows. */
const TOP_RECRUITS = 50;

interface RecruitRow extends Recruit {
  team: string;
}

interface ClassRow {
  rank: number;
  team: string;
  count: number;
  average: number;
  best: number;
  /** Signing day's class ranking (stars and 247-style points); absent for a save recruited without a cycle. */
  stars?: string;
  points?: number;
}

export function RecruitingScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => recruitingSummaryView(ctx), []);
  const [tab, setTab] = useState(0);
  const userTeam = store.ctx?.program.team ?? '';
  const byTeam: TeamFreshmen[] = view.data?.team_rankings ?? [];
  const own: RecruitRow[] = useMemo(
    () => (byTeam.find((t) => t.team_name === userTeam)?.players ?? []).map((p) => ({ ...p, team: userTeam })),
    [byTeam, userTeam],
  );
  const top: RecruitRow[] = useMemo(
    () =>
      byTeam
        .flatMap((t) => t.players.map((p) => ({ ...p, team: t.team_name })))
        .sort((a, b) => b.rating - a.rating || b.stars - a.stars)
        .slice(0, TOP_RECRUITS),
    [byTeam],
  );
  const ranked = useView((ctx) => classRankingsView(ctx).classes, []);
  const classes: ClassRow[] = useMemo(() => {
    const rows = byTeam.map((t, i) => ({
      rank: i + 1,
      team: t.team_name,
      count: t.players.length,
      average: t.players.reduce((s, p) => s + p.rating, 0) / Math.max(1, t.players.length),
      best: Math.max(0, ...t.players.map((p) => p.rating)),
    }));
    // Signing day's ranking (by stars, as the services rank classes) when the cycle was played.
    const signed = ranked.data ?? [];
    if (signed.length === 0 || signed.every((c) => c.size === 0)) return rows;
    const byName = new Map(rows.map((r) => [r.team, r]));
    return signed.map((c) => ({
      rank: c.rank,
      team: c.team,
      count: c.size,
      average: byName.get(c.team)?.average ?? 0,
      best: byName.get(c.team)?.best ?? 0,
      stars: `${c.five_stars}/${c.four_stars}/${c.three_stars}`,
      points: c.points,
    }));
  }, [byTeam, ranked.data]);
  const counts = [own.length, top.length, classes.length];
  const tableHeight = height - 3;
  const cursor = useListCursor(counts[tab], tableHeight - 2);

  useKeys((input, key) => {
    const next = tabKey(key, tab, 3);
    if (next !== null) {
      setTab(next);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const recruit = tab === 0 ? own[cursor.index] : tab === 1 ? top[cursor.index] : undefined;
      if (recruit) navigation.navigate({ screen: 'player', id: recruit.id });
      return true;
    }
    if (input === 'n') {
      void advanceTo(
        store,
        navigation,
        'Starting the next season: new rosters, new polls, your fixed games',
        'A new season: schedule your non-conference games, then press n to start it.',
      );
      return true;
    }
    return false;
  });

  if (!view.data) return <ViewErrorScreen title="Recruiting summary" error={view.error} />;
  const stats = view.data.summary_stats;
  const recruitColumns: Column<RecruitRow>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 22, text: (p) => `${p.first} ${p.last}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    { title: 'Stars', width: 5, text: (p) => dots(p.stars, 5, '★', '☆'), color: () => 'yellow' },
    { title: 'Dev', width: 5, text: (p) => dots(p.development_trait ?? 0, 5, '★', '☆'), color: () => 'cyan' },
    ...(tab === 1
      ? [
          {
            title: 'Team',
            width: 'rest' as const,
            text: (p: RecruitRow) => p.team,
            color: (p: RecruitRow) => colors(p.team),
          },
        ]
      : []),
  ];
  const classColumns: Column<ClassRow>[] = [
    { title: '#', width: 3, align: 'right', text: (c) => String(c.rank) },
    { title: 'Team', width: 24, text: (c) => c.team, color: (c) => colors(c.team) },
    { title: 'Signed', width: 6, align: 'right', text: (c) => String(c.count) },
    { title: 'Avg', width: 5, align: 'right', text: (c) => c.average.toFixed(1) },
    { title: 'Best', width: 4, align: 'right', text: (c) => String(c.best) },
    ...(classes.some((c) => c.stars)
      ? [
          { title: '5/4/3★', width: 8, align: 'right' as const, text: (c: ClassRow) => c.stars ?? '' },
          {
            title: 'Points',
            width: 7,
            align: 'right' as const,
            text: (c: ClassRow) => (c.points === undefined ? '' : c.points.toFixed(1)),
          },
        ]
      : []),
  ];
  const next = view.data.info.currentYear + 1;
  return (
    <Screen
      title={`Recruiting summary: ${recruitingClassName(view.data.info.currentYear)}`}
      hints={[
        ['←→', 'tab'],
        ['↑↓', 'move'],
        ['⏎', 'card'],
        ['n', `${next} preseason`],
      ]}
    >
      <Text wrap="truncate-end" dimColor>
        {`${stats.total_freshmen} freshmen signed · average ${stats.avg_rating} · best ${stats.max_rating} · lowest ${stats.min_rating}`}
      </Text>
      <Tabs tabs={[`Your class (${own.length})`, `Top ${TOP_RECRUITS}`, 'Classes']} selected={tab} />
      {tab === 2 ? (
        <Table
          columns={classColumns}
          rows={classes}
          height={tableHeight}
          width={Math.min(width, 68)}
          selected={cursor.index}
          highlight={(c) => c.team === userTeam}
        />
      ) : (
        <Table
          columns={recruitColumns}
          rows={tab === 0 ? own : top}
          height={tableHeight}
          width={Math.min(width, tab === 0 ? 50 : 76)}
          selected={cursor.index}
          highlight={(p) => p.team === userTeam}
          empty="No recruits signed."
        />
      )}
      <Text color="cyan">{`Press n to start the ${next} preseason.`}</Text>
    </Screen>
  );
}
