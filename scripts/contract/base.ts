// Which published contract the working tree's openapi.yaml is compared with, found with git alone so
// that it works in CI's fresh clone, where there may be no tags and no remote branches.
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';

export const CONTRACT = 'openapi.yaml';

export interface Base {
  /** A commit (or ref) whose openapi.yaml is the base; null: no earlier contract exists. */
  ref: string | null;
  /** Why this one, in words, for the gate's output. */
  reason: string;
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The contract's text at a ref, or null when the ref has no openapi.yaml (or is unknown). */
export function contractAt(root: string, ref: string): string | null {
  try {
    return execFileSync('git', ['show', `${ref}:${CONTRACT}`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

export function versionOf(text: string | null): string | null {
  if (text === null) return null;
  const match = /^info:\s*\n(?:[ \t]+.*\n)*?[ \t]+version:\s*['"]?([^'"\s]+)/m.exec(text);
  return match ? match[1] : String((parse(text) as { info?: { version?: string } }).info?.version ?? '');
}

const semverTag = /^(?:api-)?v?(\d+)\.(\d+)\.(\d+)$/;

/**
 * In this order:
 * 1. `CONTRACT_BASE` (any git ref), when set;
 * 2. the newest release tag reachable from HEAD (`api-v1.6.0`, `v1.6.0` or `1.6.0`);
 * 3. on a branch with commits of its own: its merge base with `main` (what the branch changes);
 * 4. otherwise (on main itself, as in CI's clone), without tags each new info.version on main is the
 *    release: at the commit that set it, the contract before it (the previous version's); after it,
 *    the release commit itself, so that a later breaking change at the same version still fails.
 */
export function findBase(root: string, env: NodeJS.ProcessEnv = process.env, currentVersion?: string): Base {
  const explicit = env.CONTRACT_BASE?.trim();
  if (explicit) return { ref: explicit, reason: `CONTRACT_BASE=${explicit}` };

  const tags = (git(root, ['tag', '--merged', 'HEAD']) ?? '').split('\n').filter((t) => semverTag.test(t));
  if (tags.length > 0) {
    const key = (t: string) => (semverTag.exec(t) as RegExpExecArray).slice(1, 4).map(Number);
    tags.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    const tag = tags[tags.length - 1];
    return { ref: tag, reason: `the newest release tag ${tag}` };
  }

  const head = git(root, ['rev-parse', 'HEAD']);
  if (!head) return { ref: null, reason: 'no git history' };
  // A shallow clone (git clone --depth 1) has no earlier contract to compare with: say so.
  if (git(root, ['rev-parse', '--is-shallow-repository']) === 'true')
    return {
      ref: null,
      reason: 'nothing: a shallow clone has no history (set CONTRACT_BASE or fetch with --unshallow)',
    };
  for (const main of ['main', 'origin/main']) {
    const mergeBase = git(root, ['merge-base', 'HEAD', main]);
    if (mergeBase && mergeBase !== head)
      return { ref: mergeBase, reason: `the merge base with ${main} (${mergeBase.slice(0, 10)})` };
  }

  // On main: walk back the commits that touched the version line to the one that set today's.
  const version = currentVersion ?? versionOf(contractAt(root, 'HEAD'));
  if (versionOf(contractAt(root, 'HEAD')) !== version)
    return { ref: 'HEAD', reason: `HEAD (info.version is being changed to ${version})` };
  const touching = (git(root, ['log', '--format=%H', '-G', '^  version:', '--', CONTRACT]) ?? '').split('\n');
  for (const commit of touching.filter(Boolean)) {
    const parentVersion = versionOf(contractAt(root, `${commit}^`));
    if (parentVersion !== version) {
      if (parentVersion === null)
        return { ref: null, reason: `nothing: ${version} is the first version (${commit.slice(0, 10)})` };
      if (commit !== head)
        return { ref: commit, reason: `the release of ${version} (${commit.slice(0, 10)}), the commit that set it` };
      return {
        ref: `${commit}^`,
        reason: `the contract before ${version} was set (${commit.slice(0, 10)}^, version ${parentVersion})`,
      };
    }
  }
  return { ref: null, reason: 'no earlier version in the history (a shallow clone?)' };
}

/** [major, minor, patch] of a semantic version (a pre-release or build suffix is allowed), or null. */
export function semver(version: string | null): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.exec(version ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}
