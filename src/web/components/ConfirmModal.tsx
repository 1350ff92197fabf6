// The question a page asks before the player loses something (a coached game handed to the coordinator, a
// coordinator fired, a job taken, a player released): what happens, then Cancel or the action itself.
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmModalProps {
  show: boolean;
  title: string;
  children: ReactNode;
  /** The action's own words ("Release Player"), on the button that does it. */
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary' | 'warning';
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Another way out, between Cancel and the action (e.g. a link that resumes instead). */
  other?: ReactNode;
  testId?: string;
}

export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  other,
  testId,
}: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered data-testid={testId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {other}
        <Button variant={confirmVariant} onClick={onConfirm} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
