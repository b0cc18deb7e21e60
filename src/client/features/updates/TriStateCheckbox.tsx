import type { ReactNode } from 'react';
import type { CheckState } from './targetSelection';

interface Props {
  id: string;
  state: CheckState;
  label: ReactNode;
  onToggle(): void;
  disabled?: boolean;
}

/** A checkbox that can also be indeterminate (a DOM property only, so it is set through the ref). */
export function TriStateCheckbox({ id, state, label, onToggle, disabled }: Props) {
  return (
    <div className="form-check mb-0">
      <input
        ref={(input) => {
          if (input) input.indeterminate = state === 'indeterminate';
        }}
        className="form-check-input"
        type="checkbox"
        id={id}
        checked={state === 'checked'}
        onChange={onToggle}
        disabled={disabled}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
