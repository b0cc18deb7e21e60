import { alertKindEntry, alertKinds, type AlertKind } from '../../../shared/alerts/alertKinds';
import { alertOf } from '../../testing/alertsKit';
import { alertPlace, rolloutHref } from './alertLinks';

// Where the alert list links an alert: a kind that belongs to the store server (its catalogue
// entry says so) opens the store server page for an alert without a register.

const storeAlert = (kind: AlertKind) => alertOf({ kind, posId: null, cashpointUid: null });

describe('alertPlace', () => {
  it('opens the store server page for a stopped service and a failed installation without a register', () => {
    const page = (kind: AlertKind) => alertPlace(storeAlert(kind), true)?.href.split('?')[0];
    expect(page('serviceStopped')).toBe('/frontend/store-agents');
    expect(page('installFailed')).toBe('/frontend/store-agents');
    // Every kind as its catalogue entry says; the others' store alerts open the store in the register tree.
    expect(Object.fromEntries(alertKinds.map((kind) => [kind, page(kind)]))).toEqual(
      Object.fromEntries(
        alertKinds.map((kind) => [
          kind,
          alertKindEntry(kind).belongsToStoreServer ? '/frontend/store-agents' : '/frontend/cashpoints',
        ]),
      ),
    );
  });

  it('opens the register, and the register tree without the store server page', () => {
    expect(alertPlace(alertOf({ kind: 'installFailed' }), true)).toEqual({
      href: '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&2',
      storeServer: false,
    });
    expect(alertPlace(storeAlert('serviceStopped'), false)?.storeServer).toBe(false);
  });
});

describe('rolloutHref', () => {
  it("opens a rollout alert's rollout on the page 'Rollouts', and nothing for other alerts", () => {
    const alert = alertOf({ kind: 'rolloutApproval', storeId: null, posId: null, rolloutUid: 'r 1' });
    expect(rolloutHref(alert)).toBe('/frontend/rollouts?contextId=NORDMARKT&uid=r+1');
    expect(rolloutHref(alertOf())).toBeUndefined();
  });
});
