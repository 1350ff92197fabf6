// An opponent with where the game is played: "vs #3 Stanford", "at #3 Stanford", "vs Stanford (N)".
import type { GameSite } from '../../shared/gameSite';
import { siteWord } from '../../shared/gameSite';
import type { OpponentRef } from '../../shared/api-types';
import { RankedTeam } from './RankedTeam';

export function SiteOpponent({
  site,
  opponent,
  record = false,
  logo = true,
}: {
  site: GameSite;
  opponent: OpponentRef;
  record?: boolean;
  logo?: boolean;
}) {
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap" data-site={site}>
      <span className="text-muted site-word">{siteWord(site)}</span>
      <RankedTeam
        name={opponent.name}
        ranking={opponent.ranking}
        record={record ? opponent.record : undefined}
        logo={logo}
        fcs={opponent.fcs}
      />
      {site === 'neutral' && (
        <abbr className="text-muted small" title="Neutral site">
          (N)
        </abbr>
      )}
    </span>
  );
}
