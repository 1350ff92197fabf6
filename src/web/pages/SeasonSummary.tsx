// End of the season: the national champion and conference realignment.
import { Card } from 'react-bootstrap';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { ConferenceLogo, TeamLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { Trophy } from '../components/Trophy';
import { SeasonAwardsView } from '../components/AwardTables';
import { Link } from 'react-router-dom';
import { CoachingChanges } from '../components/CoachingChanges';
import { CoachOffers } from '../components/CoachOffers';
import { useStagePage } from '../hooks/useStagePage';
import { StageAhead } from '../components/StageAhead';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

interface Move {
  team: string;
  old: string;
  new: string;
}

/** Realignment names that are not conferences, so they have no logo (teams joining or leaving FBS). */
const NOT_A_CONFERENCE = new Set(['Independent', 'FCS']);

function ConferenceCell({ name }: { name: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-1">
      {!NOT_A_CONFERENCE.has(name) && <ConferenceLogo name={name} size={20} />}
      {name}
    </span>
  );
}

export function SeasonSummary() {
  useDocumentTitle(null);
  const page = useStagePage(api.summary, 'summary');
  if (page.ahead) return <StageAhead answer={page.ahead} />;
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load season summary">
      {(data) => {
        const year = data.info.currentYear;
        const moves: Move[] = Object.entries(data.realignment).map(([team, change]) => ({ team, ...change }));
        return (
          <>
            <h1 className="h3 mb-3">{year} Season Summary</h1>
            <Card className="mb-4 text-center champion-banner" bg="dark" text="white" data-testid="champion-banner">
              <Card.Body className="py-4">
                <Trophy size={48} />
                <div className="text-uppercase small text-warning fw-bold">{year} National Champion</div>
                {data.champion ? (
                  <div className="d-flex justify-content-center align-items-center gap-3 mt-2">
                    <TeamLogo name={data.champion.name} size={64} className="logo-on-color" />
                    <div className="text-start">
                      <TeamLink name={data.champion.name} className="team-link-inherit fs-2 fw-bold" />
                      <div>{data.champion.record}</div>
                    </div>
                  </div>
                ) : (
                  <div className="mt-2">Not decided</div>
                )}
              </Card.Body>
            </Card>
            {data.awards && (
              <section className="mb-4" data-testid="summary-awards">
                <h2 className="h5">{year} Awards</h2>
                <SeasonAwardsView awards={data.awards} full={false} />
                <Link to={`/awards?year=${year}`}>All-America and all-conference teams</Link>
              </section>
            )}
            <h2 className="h5">Conference Realignment</h2>
            {moves.length === 0 ? (
              <p className="text-muted" data-testid="no-realignment">
                No Conference Changes
              </p>
            ) : (
              <div data-testid="realignment">
                <DataTable<Move>
                  rows={moves}
                  rowKey={(m) => m.team}
                  defaultSort={{ key: 'team', desc: false }}
                  columns={[
                    {
                      key: 'team',
                      header: 'Team',
                      value: (m) => m.team,
                      render: (m) => <TeamLink name={m.team} logo />,
                    },
                    {
                      key: 'old',
                      header: 'Old Conference',
                      value: (m) => m.old,
                      render: (m) => <ConferenceCell name={m.old} />,
                    },
                    {
                      key: 'new',
                      header: 'New Conference',
                      value: (m) => m.new,
                      render: (m) => <ConferenceCell name={m.new} />,
                    },
                  ]}
                  className="mb-4"
                />
              </div>
            )}
            <h2 className="h5">Coaching Carousel</h2>
            <CoachingChanges changes={data.coaching_changes ?? []} />
            {((data.coach_offers?.length ?? 0) > 0 || data.coach_fired) && (
              <>
                <h2 className="h5">Your Job Offers</h2>
                <CoachOffers
                  offers={data.coach_offers ?? []}
                  canAccept={data.info.stage === 'summary'}
                  fired={Boolean(data.coach_fired)}
                  from={data.info.team}
                />
              </>
            )}
            <Card className="mt-3" border="info">
              <Card.Body>
                <h2 className="h5">What's Next</h2>
                <p className="mb-0">
                  The {year} season is complete. Use the stage controls at the top to progress to the next year: roster
                  progression, then the recruiting summary, then the {year + 1} preseason.
                </p>
                {data.late_signings && (
                  <p className="mb-0 mt-2" data-testid="summary-late-signings">
                    <strong>Late signings:</strong> {data.late_signings.weeks_left} recruiting{' '}
                    {data.late_signings.weeks_left === 1 ? 'week' : 'weeks'} before signing day, with{' '}
                    {data.late_signings.scholarships_left} of your scholarships open: recruit the prospects still
                    unsigned on the <Link to="/recruiting">Recruiting Board</Link>. Walk-ons fill what is left.
                  </p>
                )}
              </Card.Body>
            </Card>
          </>
        );
      }}
    </PageState>
  );
}
