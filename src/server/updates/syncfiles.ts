import type { components } from '../../shared/generated/contract';
import type { InstallationRow, SyncfileRow } from '../platform/db/schema';
import { isoTime } from '../platform/ids';

export type SyncfileJson = components['schemas']['Syncfile'];

type InstallationPart = Pick<InstallationRow, 'installationStatus' | 'installingSince' | 'downloaded' | 'logDate'> & {
  hasLog: boolean | number;
};

/**
 * An update as the contract shows it. With an installation (a target's version history) it carries
 * that target's installation status; in the update list those fields are neutral.
 */
export function syncfileJson(row: SyncfileRow, installation?: InstallationPart | null): SyncfileJson {
  return {
    uid: row.uid,
    filename: row.filename,
    tag: row.tag,
    comment: row.comment,
    status: Number(row.status),
    releaseDate: isoTime(row.releaseDate),
    orderKey: Number(row.orderKey),
    archived: Boolean(Number(row.archived)),
    uploadFilepath: row.uploadFilepath,
    size: Number(row.size),
    logDate: isoTime(installation?.logDate),
    hasLog: Boolean(Number(installation?.hasLog ?? 0)),
    downloaded: Boolean(Number(installation?.downloaded ?? 0)),
    installationStatus: installation ? Number(installation.installationStatus) : null,
    installingSince: isoTime(installation?.installingSince),
  };
}
