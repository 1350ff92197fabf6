// Weekly recruiting class rankings: every program's commitments so far, and the signed classes after
// signing day.
import { Link } from 'react-router-dom';
import { api } from '../api';
import { ClassRankingsTable } from '../components/ClassRankingsTable';
import { CycleLine } from '../components/Recruiting';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function ClassRankings() {
  useDocumentTitle('Class Rankings');
  const page = usePageData(api.classRankings, 'class-rankings');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load class rankings">
      {(data) => {
        const own = data.classes.find((c) => c.user);
        return (
          <>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
              <h1 className="h3 mb-0 me-auto">Class Rankings</h1>
              <Link to="/recruiting" className="btn btn-outline-primary btn-sm">
                Recruiting board
              </Link>
            </div>
            <CycleLine cycle={data.cycle} />
            {own && (
              <p data-testid="own-class">
                Your class: <strong>#{own.rank}</strong> with {own.size} commitment{own.size === 1 ? '' : 's'} (
                {own.points.toFixed(1)} points, #{own.points_rank} by points).
              </p>
            )}
            <ClassRankingsTable rows={data.classes} />
          </>
        );
      }}
    </PageState>
  );
}
