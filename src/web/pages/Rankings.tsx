// AP rankings: the top 25 by default, all teams on demand.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Info, RankingEntry } from '../../shared/api-types';
import { api } from '../api';
import { MovementChip } from '../components/Chips';
import { DataTable } from '../components/DataTable';
import { LastGameCell, NextGameCell } from '../components/GameCells';
import { SeasonSelect } from '../components/SeasonSelect';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { isTop25, oneDecimalOrNA, rankText } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { isPreseasonStage, isSeasonStage } from '../stages';

const TOP = 25;

/** "Week N" during the season, "Preseason" before it, otherwise "End of season". */
export function rankingsSubtitle(info: Info): string {
  if (isSeasonStage(info.stage) && info.currentWeek <= info.lastWeek) return `Week ${info.currentWeek}`;
  if (isPreseasonStage(info.stage)) return 'Preseason';
  return 'End of season';
}

/** "Preseason", "Week N" or, for a finished season's last poll, "Week N (final)". */
function pollName(week: number, weeks: readonly number[], finished: boolean): string {
  if (week === 0) return 'Preseason';
  return finished && week === weeks[weeks.length - 1] ? `Week ${week} (final)` : `Week ${week}`;
}

export function Rankings() {
  useDocumentTitle('AP Rankings');
  // undefined: the latest poll of the current season.
  const [season, setSeason] = useState<number | undefined>(undefined);
  const [week, setWeek] = useState<number | undefined>(undefined);
  const page = usePageData(() => api.rankings(week, season), `rankings:${season ?? 'current'}:${week ?? 'latest'}`);
  const [showAll, setShowAll] = useState(false);
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load rankings data"
      isEmpty={(d) => d.rankings.length === 0}
    >
      {(data) => {
        const rows = showAll ? data.rankings : data.rankings.slice(0, TOP);
        const shownSeason = data.season ?? data.info.currentYear;
        const weeks = data.poll_weeks ?? [];
        const picked = season !== undefined || week !== undefined;
        const finished = shownSeason < data.info.currentYear;
        return (
          <>
            <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-2">
              <div>
                <h1 className="h3 mb-0">AP Top 25</h1>
                <div className="text-muted" data-testid="rankings-subtitle">
                  {picked && data.week !== undefined && data.week !== null
                    ? `${shownSeason} ${pollName(data.week, weeks, finished)}`
                    : rankingsSubtitle(data.info)}
                </div>
              </div>
              <div className="d-flex flex-wrap align-items-end gap-2">
                <SeasonSelect
                  id="rankings-season"
                  info={data.info}
                  value={season}
                  onChange={(year) => {
                    setSeason(year);
                    setWeek(undefined);
                  }}
                />
                {weeks.length > 0 && (
                  <Form.Group controlId="rankings-week">
                    <Form.Label className="small mb-0">Poll</Form.Label>
                    <Form.Select
                      size="sm"
                      value={data.week ?? ''}
                      onChange={(e) =>
                        setWeek(Number(e.target.value) === weeks[weeks.length - 1] ? undefined : Number(e.target.value))
                      }
                    >
                      {weeks.map((w) => (
                        <option key={w} value={w}>
                          {pollName(w, weeks, finished)}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                )}
              </div>
              {data.rankings.length > TOP && (
                <Button variant="outline-primary" size="sm" onClick={() => setShowAll(!showAll)}>
                  {showAll ? 'Show Top 25 Only' : `Show All ${data.rankings.length} Teams`}
                </Button>
              )}
            </div>
            <DataTable<RankingEntry>
              rows={rows}
              rowKey={(r) => r.name}
              rowClassName={(r) => (r.name === data.info.team ? 'table-primary' : undefined)}
              columns={[
                {
                  key: 'rank',
                  header: 'Rank',
                  value: (r) => r.ranking,
                  numeric: true,
                  render: (r) => (
                    <span className="text-nowrap">
                      <span className={isTop25(r.ranking) ? 'fw-bold' : undefined}>{rankText(r.ranking)}</span>
                      <MovementChip movement={r.movement} />
                    </span>
                  ),
                },
                { key: 'team', header: 'Team', value: (r) => r.name, render: (r) => <TeamLink name={r.name} logo /> },
                { key: 'record', header: 'Record', value: (r) => r.record, numeric: true },
                {
                  key: 'poll',
                  header: 'Poll Score',
                  value: (r) => r.poll_score,
                  render: (r) => oneDecimalOrNA(r.poll_score),
                  numeric: true,
                },
                {
                  key: 'sor',
                  header: 'Strength of Record',
                  value: (r) => r.strength_of_record,
                  render: (r) => oneDecimalOrNA(r.strength_of_record),
                  numeric: true,
                },
                { key: 'last', header: 'Last Week', render: (r) => <LastGameCell game={r.last_game} /> },
                { key: 'next', header: 'This Week', render: (r) => <NextGameCell game={r.next_game} /> },
              ]}
            />
          </>
        );
      }}
    </PageState>
  );
}
