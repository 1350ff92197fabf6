import { Spinner } from 'react-bootstrap';

/** Covers the page while a stage change or a simulation runs. */
export function BusyOverlay({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="busy-overlay" role="alertdialog" aria-live="assertive" aria-label={text}>
      <div className="busy-box">
        <Spinner animation="border" variant="light" />
        <div className="mt-3 fs-5">{text}</div>
      </div>
    </div>
  );
}
