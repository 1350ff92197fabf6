// The news feed: each week's top stories of the season, newest first; ←→ steps through the weeks (or all of them).
import { useState, type ReactNode } from 'react';
import { Text } from 'ink';
import { newsFeedView } from '../../../store/views/newsFeed.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useView } from '../store.js';

const weekName = (week: number, lastWeek: number): string =>
  week > lastWeek ? 'Offseason' : week === 0 ? 'Preseason' : `Week ${week}`;

export function NewsScreen() {
  const { height } = useBodySize();
  /** null: every week. */
  const [week, setWeek] = useState<number | null>(null);
  const view = useView((c) => newsFeedView(c, week === null ? {} : { week }), [week]);
  const lastWeek = view.data?.info.lastWeek ?? 0;
  const lines: ReactNode[] = [];
  let shown = -1;
  for (const s of view.data?.stories ?? []) {
    if (s.week !== shown) lines.push(<Text bold>{weekName(s.week, lastWeek)}</Text>);
    shown = s.week;
    lines.push(<Text color={s.user_team ? 'cyan' : undefined}>{`  ${s.user_team ? '*' : ' '} ${s.headline}`}</Text>);
  }
  const scroll = useScroll(lines.length, height);
  useKeys((input, key) => {
    // Left goes back in time from "all weeks" (the latest week first), right forward to "all weeks" again.
    if (key.leftArrow) {
      setWeek(week === null ? lastWeek + 1 : week > 0 ? week - 1 : null);
      return true;
    }
    if (key.rightArrow) {
      setWeek(week === null ? 0 : week < lastWeek + 1 ? week + 1 : null);
      return true;
    }
    return scroll.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="News" error={view.error} />;
  return (
    <Screen
      title={`${view.data.year} news`}
      right={week === null ? 'all weeks' : weekName(week, lastWeek)}
      hints={[
        ['←→', 'week'],
        ['↑↓', 'scroll'],
      ]}
    >
      {lines.length === 0 ? (
        <Text dimColor>No news {week === null ? 'yet: stories come as games are played' : 'that week'}.</Text>
      ) : (
        <Lines lines={lines} offset={scroll.index} height={height} />
      )}
    </Screen>
  );
}
