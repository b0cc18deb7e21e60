import type { Syncfile } from '../api/cashpoints';
import type { UpdateDetail } from '../api/cashpoint-updates';

// Test data for the updates feature (not a test file itself).

export function syncfile(overrides: Partial<Syncfile> & Pick<Syncfile, 'filename' | 'orderKey'>): Syncfile {
  return {
    uid: `uid-${overrides.filename}`,
    tag: overrides.filename.replace(/^\w+-|\.zip$/g, ''),
    comment: null,
    status: 1,
    releaseDate: null,
    archived: false,
    uploadFilepath: `updates/NORDMARKT/cashpoint/${overrides.filename}`,
    size: 2048,
    hasLog: false,
    downloaded: false,
    installationStatus: null,
    ...overrides,
  };
}

/** Three updates, newest on top; the oldest is archived. */
export const threeUpdates: Syncfile[] = [
  syncfile({
    filename: 'kasse-3.0.zip',
    orderKey: 3,
    status: 4,
    comment: 'Pilot',
    releaseDate: '2026-03-02T09:30:00Z',
  }),
  syncfile({ filename: 'kasse-2.0.zip', orderKey: 2, status: 2, size: 3 * 1024 * 1024 }),
  syncfile({ filename: 'kasse-1.0.zip', orderKey: 1, status: 3, archived: true }),
];

export const detailOf = (file: Syncfile, waitingForWindow = { stores: 0, targets: 0 }): UpdateDetail => ({
  syncfile: file,
  waitingForWindow,
  stores: [
    {
      uid: 'store-1',
      id: '1',
      name: 'Hafen',
      isChecked: true,
      cashpoints: [
        { uid: 'cp-1-1', posId: '1', isChecked: true },
        { uid: 'cp-1-2', posId: '2', isChecked: false },
      ],
    },
    {
      uid: 'store-2',
      id: '2',
      name: 'Altstadt',
      isChecked: false,
      cashpoints: [{ uid: 'cp-2-1', posId: '1', isChecked: false }],
    },
  ],
});
