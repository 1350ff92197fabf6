// Loading, error and empty states (spec section 8).
import type { ReactNode } from 'react';
import { Alert, Spinner } from 'react-bootstrap';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="danger" className="my-3">
      {children}
    </Alert>
  );
}

export function EmptyAlert({ children = 'No data available' }: { children?: ReactNode }) {
  return (
    <Alert variant="warning" className="my-3">
      {children}
    </Alert>
  );
}

interface PageStateProps<T> {
  data: T | null;
  loading: boolean;
  error: boolean;
  errorText: string;
  emptyText?: string;
  /** Data that loaded but holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Spinner while loading, the page's error text on failure, its empty text without data, else the page. */
export function PageState<T>({ data, loading, error, errorText, emptyText, isEmpty, children }: PageStateProps<T>) {
  if (data === null && loading) return <Loading />;
  if (error && data === null) return <ErrorAlert>{errorText}</ErrorAlert>;
  if (data === null || isEmpty?.(data)) return <EmptyAlert>{emptyText}</EmptyAlert>;
  return <>{children(data)}</>;
}
