import { ProgressBar, Spinner } from 'react-bootstrap';
import { useProgress } from '../progress';

/** Covers the page while a stage change or a simulation runs. */
export function BusyOverlay({ text }: { text: string | null }) {
  const progress = useProgress();
  if (!text) return null;
  return (
    <div className="busy-overlay" role="alertdialog" aria-live="assertive" aria-label={text}>
      <div className="busy-box">
        <Spinner animation="border" variant="light" />
        <div className="mt-3 fs-5">{text}</div>
        {progress && (
          <div className="mt-2" data-testid="busy-progress" data-saved-week={progress.saved ?? undefined}>
            <div className="small">{progress.label}</div>
            <ProgressBar now={progress.done} max={progress.total} className="mt-1" style={{ minWidth: '12rem' }} />
          </div>
        )}
      </div>
    </div>
  );
}
