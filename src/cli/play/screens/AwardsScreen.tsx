// A season's awards: Heisman ceremony, position awards, coach of the year, All-America and all-conference teams.
import { useState } from 'react';
import { Text } from 'ink';
import { awardsView } from '../../../store/views/awards.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useView } from '../store.js';
import { awardLines } from './awardLines.js';

export function AwardsScreen() {
  const { height } = useBodySize();
  const [year, setYear] = useState<number | undefined>(undefined);
  const view = useView((ctx) => awardsView(ctx, year), [year]);
  const lines = view.data?.awards ? awardLines(view.data.awards, true) : [];
  const scroll = useScroll(lines.length, height - 1);
  useKeys((input, key) => {
    const years = view.data?.years ?? [];
    const at = years.indexOf(view.data?.year ?? -1);
    // Years run newest first: left goes back in time.
    if (key.leftArrow && at >= 0 && at < years.length - 1) {
      setYear(years[at + 1]);
      return true;
    }
    if (key.rightArrow && at > 0) {
      setYear(years[at - 1]);
      return true;
    }
    return scroll.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="Awards" error={view.error} />;
  return (
    <Screen
      title={`${view.data.year} awards`}
      hints={[
        ['←→', 'season'],
        ['↑↓', 'scroll'],
      ]}
    >
      {view.data.awards ? (
        <Lines lines={lines} offset={scroll.index} height={height - 1} />
      ) : (
        <Text dimColor>{`The ${view.data.year} awards are given when the season ends (h: Heisman watch).`}</Text>
      )}
    </Screen>
  );
}
