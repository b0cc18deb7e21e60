import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The submit button of a validated form. Pressing it must not blur the field being edited first:
 * the blur shows that field's message, the layout shifts, the button moves away from under the
 * pointer and the click is lost, so the first click on 'Speichern' did nothing. Submitting validates
 * and marks every field anyway. Keyboard use is unaffected.
 */
export function SubmitButton({ disabled, children }: Props) {
  return (
    <Button type="submit" variant="primary" disabled={disabled} onMouseDown={(e) => e.preventDefault()}>
      {children}
    </Button>
  );
}
