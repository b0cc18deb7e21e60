import type { FormikHelpers } from 'formik';
import { memo, useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { Check } from '../../api/contexts';
import type { ContextValues } from './values';

interface Props {
  all: boolean;
  selected: readonly string[];
  setFieldValue: FormikHelpers<ContextValues>['setFieldValue'];
  title: string;
  allLabel: string;
  allField: 'allStoreChecksVisible' | 'allCashpointChecksVisible';
  idsField: 'visibleStoreCheckIds' | 'visibleCashpointCheckIds';
  checks: readonly Check[];
  /** Sets the list's maximum height (200 px for cashpoint checks, 400 px for store checks). */
  className: string;
}

/**
 * One scrollable list of checks of the context dialog; the 'all visible' flag overrides the list.
 * It takes its two values rather than the whole form, so typing in another field leaves it alone.
 */
export const CheckList = memo(function CheckList({
  all,
  selected,
  setFieldValue,
  title,
  allLabel,
  allField,
  idsField,
  checks,
  className,
}: Props) {
  const id = useId();
  const toggle = (checkId: string, on: boolean) =>
    void setFieldValue(idsField, on ? [...selected, checkId] : selected.filter((s) => s !== checkId));
  return (
    <fieldset className="col-md-6">
      <legend className="fs-6 fw-semibold">{title}</legend>
      <Form.Check
        id={`${id}-all`}
        type="switch"
        className="mb-2"
        label={allLabel}
        checked={all}
        onChange={(e) => {
          const on = e.target.checked;
          void setFieldValue(allField, on);
          // Leaving 'all visible' starts from what was visible until then: every check.
          if (!on && selected.length === 0)
            void setFieldValue(
              idsField,
              checks.map((c) => c.id),
            );
        }}
      />
      {/* Focusable, so the list scrolls by keyboard even while its boxes are disabled. */}
      <div className={`check-list ${className}`} tabIndex={0}>
        {checks.map((check) => (
          <Form.Check
            key={check.id}
            id={`${id}-${check.id}`}
            label={check.name}
            disabled={all}
            checked={all || selected.includes(check.id)}
            onChange={(e) => toggle(check.id, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
});
