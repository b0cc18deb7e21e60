import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The cancel (or close) button beside a validated form. Pressing it must not blur the field being
 * edited: the blur marks the field and shows its message, the footer moves down, the button slides
 * away from under the pointer before the mouse is released, and the click is lost, so the dialog
 * stayed open. A cancel needs no validation anyway.
 */
export function CancelButton({ onClick, disabled, children }: Props) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={onClick} onMouseDown={(e) => e.preventDefault()}>
      {children}
    </Button>
  );
}
