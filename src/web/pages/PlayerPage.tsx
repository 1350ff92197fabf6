// A player's profile: ratings, career statistics and the game logs of one season.
import { Card, Col, Row } from 'react-bootstrap';
import { AwardList } from '../components/AwardTables';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PlayerProfile } from '../../shared/api-types';
import { api } from '../api';
import { OverallChart } from '../components/charts/lazyCharts';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PlayerHeader } from './player/PlayerHeader';
import { CareerStats, GameLogs } from './player/PlayerStats';
import { wholeNumber } from '../routeParams';

/** Attribute names in words ("throwPower" -> "Throw power"). */
function attributeLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function AttributesCard({ profile }: { profile: PlayerProfile }) {
  const entries = Object.entries(profile.attributes);
  if (entries.length === 0) return null;
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        Attributes
      </Card.Header>
      <Card.Body>
        <Row xs={2} sm={3} md={6} className="g-2 player-attributes">
          {entries.map(([name, value]) => (
            <Col key={name}>
              <div className="small text-muted">{attributeLabel(name)}</div>
              <div className="fw-semibold">{value}</div>
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}

export function PlayerPage() {
  const { playerId = '' } = useParams();
  const [search] = useSearchParams();
  const year = wholeNumber(search.get('year'));
  const page = usePageData(() => api.player(playerId, year), `${playerId}|${year ?? ''}`);
  const player = page.data?.player;
  useDocumentTitle(page.data && player ? `${player.first} ${player.last} - ${page.data.team.name}` : null);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load player data">
      {(data) => (
        <>
          <PlayerHeader data={data} />
          {data.profile && <AttributesCard profile={data.profile} />}
          {data.ratings_by_season && data.ratings_by_season.length > 0 && (
            <section aria-label="Overall by season" className="mb-3">
              <h2 className="h5">Overall by Season</h2>
              <div style={{ width: '100%', height: 220 }}>
                <OverallChart seasons={data.ratings_by_season} />
              </div>
            </section>
          )}
          {data.awards.length > 0 && (
            <section className="mb-3" data-testid="player-awards">
              <h2 className="h5">Awards</h2>
              <AwardList awards={data.awards} showPlayer={false} />
            </section>
          )}
          {data.position_changes.length > 0 && (
            <section className="mb-3" data-testid="player-position-changes">
              <h2 className="h5">Position Changes</h2>
              <ul className="list-unstyled small">
                {data.position_changes.map((m) => (
                  <li key={m.year}>
                    {`${m.year} offseason: ${m.from} to ${m.to} at ${m.team}, overall ${m.rating_before} to ${m.rating_after}`}
                    {m.made_by === 'staff' ? " (his program's staff)" : ''}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <CareerStats data={data} />
          <GameLogs data={data} playerId={playerId} year={year} />
        </>
      )}
    </PageState>
  );
}
