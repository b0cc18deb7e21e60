// The server's one-way order beyond single files (dependency-cruiser sees circles of files only):
// capabilities never import each other both ways, and no import runs upward, from the platform or a
// capability into the composition (src/server/*.ts) or the tools (cli/, demo/, simulator/, test/),
// or around a circle of folders. Run by `npm run lint:arch` (scripts/arch/lintArch.ts) over
// dependency-cruiser's graph; scripts/arch/oneWay.test.ts proves each finding on fixture trees.

/** A module of dependency-cruiser's JSON output, as far as this check reads it. */
export interface CruisedModule {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/** Two capabilities that import each other, with the imports of each way (`file -> file`). */
export interface TwoWayPair {
  capabilities: [string, string];
  imports: string[];
}

/** An import against the order, and why. */
export interface UpwardImport {
  from: string;
  to: string;
  why: string;
}

export interface OneWayReport {
  pairs: TwoWayPair[];
  upward: UpwardImport[];
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The unit of a server file: its folder under src/server/, or the file itself when it lies there. */
function unitOf(file: string): string | undefined {
  const match = /^src\/server\/([^/]+)/.exec(file);
  if (!match) return undefined;
  return match[1]!;
}

/** The strongly connected units of the graph: a unit maps to its group's number. */
function groupsOf(edges: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const group = new Map<string, number>();
  let next = 0;
  let groups = 0;
  const visit = (unit: string): void => {
    index.set(unit, next);
    low.set(unit, next++);
    stack.push(unit);
    onStack.add(unit);
    for (const to of edges.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit)!, index.get(to)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.set(member, groups);
    } while (member !== unit);
    groups++;
  };
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to])]);
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return group;
}

/**
 * The two-way pairs of capabilities and the upward imports of the server. Tests are left out: they
 * may seed through any part. `capabilities` are the folders with an index.ts (eslint/capabilities.cjs).
 */
export function oneWayProblems(modules: readonly CruisedModule[], capabilities: readonly string[]): OneWayReport {
  const isCapability = new Set(capabilities);
  const below = (unit: string) => unit === 'platform' || isCapability.has(unit);
  const imports = new Map<string, string[]>();
  const edges = new Map<string, Set<string>>();
  const upward: UpwardImport[] = [];
  for (const module of modules) {
    const from = unitOf(module.source);
    if (from === undefined || isTest(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (to === undefined || to === from) continue;
      const line = `${module.source} -> ${dependency.resolved}`;
      if (below(from) && !below(to)) {
        upward.push({ from: module.source, to: dependency.resolved, why: `${from} lies below ${to}` });
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      imports.set(`${from}>${to}`, [...(imports.get(`${from}>${to}`) ?? []), line]);
    }
  }
  const group = groupsOf(edges);
  const pairs: TwoWayPair[] = [];
  for (const [from, tos] of edges) {
    for (const to of tos) {
      if (isCapability.has(from) && isCapability.has(to) && from < to && edges.get(to)?.has(from)) {
        pairs.push({
          capabilities: [from, to],
          imports: [...imports.get(`${from}>${to}`)!, ...imports.get(`${to}>${from}`)!],
        });
      }
      if (group.get(from) !== group.get(to)) continue;
      for (const line of imports.get(`${from}>${to}`)!) {
        const [source, resolved] = line.split(' -> ') as [string, string];
        if (upward.some((found) => found.from === source && found.to === resolved)) continue;
        upward.push({ from: source, to: resolved, why: `${from} and ${to} lie on one circle of folders` });
      }
    }
  }
  return { pairs, upward };
}
