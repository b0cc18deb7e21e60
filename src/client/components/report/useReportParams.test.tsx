import { screen } from '@testing-library/react';
import { actAndLookAtOnce, chooseOption } from '../../testing/lookAtOnce';
import { renderAt } from '../../testing/render';
import { useReportParams } from './useReportParams';

/** The warnings switch and the page size of a report, bound to the URL by the hook. */
function Controls() {
  const { warningsOnly, size, update } = useReportParams([], 'storeId');
  return (
    <>
      <input
        type="checkbox"
        role="switch"
        aria-label="Nur mit Warnungen"
        checked={warningsOnly}
        onChange={(e) => update({ warningsOnly: e.target.checked ? 'true' : null })}
      />
      <select aria-label="Zeilen pro Seite" value={size} onChange={(e) => update({ size: e.target.value })}>
        <option value="25">25</option>
        <option value="50">50</option>
      </select>
    </>
  );
}

describe('useReportParams', () => {
  it('shows a switch and a select in their new state right after the click, before later renders', async () => {
    const { router } = renderAt(<Controls />, '/frontend/cashpoint-report?contextId=NORDMARKT&page=3');
    const warnings = screen.getByRole('switch', { name: 'Nur mit Warnungen' });
    await actAndLookAtOnce(() => warnings.click());
    expect(warnings).toBeChecked();
    expect(router.state.location.search).toBe('?contextId=NORDMARKT&page=1&warningsOnly=true');
    await actAndLookAtOnce(() => warnings.click());
    expect(warnings).not.toBeChecked();
    await actAndLookAtOnce(() => chooseOption(screen.getByRole('combobox', { name: 'Zeilen pro Seite' }), '50'));
    expect(screen.getByRole('combobox', { name: 'Zeilen pro Seite' })).toHaveValue('50');
    expect(router.state.location.search).toBe('?contextId=NORDMARKT&page=1&size=50');
  });
});
