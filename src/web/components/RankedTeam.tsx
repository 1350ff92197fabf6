import { top25Prefix } from '../display';
import { TeamLink } from './TeamInfo';

/** "#7 [logo] Team 3-1 (2-0)": the rank only for a top-25 team, the record when given. */
/** fcs: an FCS opponent: "North Dakota State (FCS)", no link (it has no team page). */
export function RankedTeam({
  name,
  ranking,
  record,
  logo = true,
  fcs = false,
}: {
  name: string;
  ranking: number;
  record?: string;
  logo?: boolean;
  fcs?: boolean;
}) {
  const prefix = top25Prefix(ranking).trim();
  return (
    <span className="ranked-team">
      {prefix && <span className="text-muted">{prefix}</span>}
      <TeamLink name={name} logo={logo && !fcs} fcs={fcs} />
      {record && <span className="text-muted small">{record}</span>}
    </span>
  );
}
