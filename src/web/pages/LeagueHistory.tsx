// League history: national champions, Heisman winners, the season's award winners and the records set, by year.
import { ForcedMark } from '../components/Chips';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { PlayerName } from '../components/AwardTables';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { Trophy } from '../components/Trophy';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function LeagueHistory() {
  useDocumentTitle('League History');
  const page = usePageData(api.leagueHistory, 'league-history');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load league history">
      {(data) => (
        <>
          <h1 className="h3 mb-3">League History</h1>
          {data.titles.length > 0 && (
            <p data-testid="titles">
              National titles:{' '}
              {data.titles.map((t, i) => (
                <span key={t.team}>
                  {i > 0 && ', '}
                  <TeamLink name={t.team} /> {t.titles}
                </span>
              ))}
            </p>
          )}
          {data.years.map((y) => (
            <Card key={y.year} className="mb-3" data-testid={`league-year-${y.year}`}>
              <Card.Header className="d-flex flex-wrap gap-3 align-items-center">
                <strong>{y.year}</strong>
                {y.god_mode && (
                  <span className="badge bg-danger" data-testid="god-mode-season">
                    God Mode
                  </span>
                )}
                {y.champion ? (
                  <span>
                    <Trophy /> <TeamLink name={y.champion} logo /> over {y.runner_up}
                    {y.champion_forced && <ForcedMark />}
                  </span>
                ) : (
                  <span className="text-muted">Champion not decided</span>
                )}
                {y.heisman && (
                  <span>
                    Heisman Trophy: <PlayerName entry={y.heisman} /> ({y.heisman.pos}, {y.heisman.team})
                  </span>
                )}
                <Link className="ms-auto" to={`/awards?year=${y.year}`}>
                  All awards
                </Link>
              </Card.Header>
              {(y.awards.length > 0 || y.records.length > 0) && (
                <Card.Body className="small">
                  {y.awards.map((a) => (
                    <div key={a.award}>
                      {a.award_name}: <PlayerName entry={a} />
                      {a.pos !== 'HC' && ` (${a.pos})`}, {a.team}
                    </div>
                  ))}
                  {y.records.map((r) => (
                    <div key={`${r.span}-${r.stat}`} className="text-success">
                      FBS {r.span === 'game' ? 'single-game' : r.span === 'season' ? 'single-season' : 'career'} record:{' '}
                      {r.stat_name} {r.value}, {r.holder}
                      {r.player_id !== null && ` (${r.team})`}
                    </div>
                  ))}
                </Card.Body>
              )}
            </Card>
          ))}
        </>
      )}
    </PageState>
  );
}
