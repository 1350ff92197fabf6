// The season's start, a page of its own (/start_season, the top bar's next stage in the preseason and the dashboard's
// button): the dashboard read only, whose preseason answer carries the season's question. Opened once the season
// started, it shows the dashboard.
import { Navigate } from 'react-router-dom';
import { api } from '../api';
import { StartSeason } from '../components/dashboard/StartSeason';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePageData } from '../hooks/usePageData';

export function StartSeasonPage() {
  useDocumentTitle('Start the Season');
  const page = usePageData(api.dashboard, 'start-season');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the season">
      {(answer) =>
        answer.season_start ? <StartSeason ask={answer.season_start} /> : <Navigate to="/dashboard" replace />
      }
    </PageState>
  );
}
