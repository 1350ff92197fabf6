// A player's page header, in his team's colours: name, team, position, class, size, injury and his stars.
import { Badge, Card } from 'react-bootstrap';
import type { PlayerResponse } from '../../../shared/api-types';
import { TeamLogo } from '../../components/Logos';
import { Stars } from '../../components/Ratings';
import { TeamLink } from '../../components/TeamInfo';
import { teamHeaderStyle } from '../../components/teamColors';
import { classLabel } from '../../display';

export function PlayerHeader({ data }: { data: PlayerResponse }) {
  const { player: p, team } = data;
  return (
    <Card className="mb-3 overflow-hidden">
      <div
        className="d-flex flex-wrap align-items-center gap-3 p-3"
        style={teamHeaderStyle(team.colorPrimary, team.colorSecondary)}
      >
        <TeamLogo name={team.name} size={64} className="logo-on-color" />
        <div className="flex-grow-1">
          <h1 className="h3 mb-1">
            {p.first} {p.last}{' '}
            {p.starter && (
              <Badge bg="light" text="dark" className="fs-6 align-middle">
                Starter
              </Badge>
            )}
          </h1>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <TeamLink name={team.name} className="team-link-inherit fw-semibold" />
            <span>· {p.pos}</span>
            <span>· {data.profile ? data.profile.class_label : classLabel(p.year)}</span>
            <span>· Overall {p.rating}</span>
            {data.profile && (
              <span>
                · {data.profile.height_label}, {data.profile.weight} lb
              </span>
            )}
            {data.profile?.injury && (
              <Badge bg="danger" className="align-middle">
                Out: {data.profile.injury} (
                {data.profile.out_for_season ? 'season' : `back week ${data.profile.return_week}`})
              </Badge>
            )}
            {data.profile?.redshirting && (
              <Badge bg="secondary" className="align-middle">
                Redshirting
              </Badge>
            )}
          </div>
        </div>
        <dl className="player-ratings mb-0 bg-white text-dark rounded px-3 py-2">
          <dt className="small">Stars</dt>
          <dd className="mb-1">
            <Stars value={p.stars} label="Stars" />
          </dd>
          <dt className="small">Development</dt>
          <dd className="mb-0">
            <Stars value={p.development_trait} label="Development trait" />
          </dd>
        </dl>
      </div>
    </Card>
  );
}
