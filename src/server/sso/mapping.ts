import type { MappingRow } from './repository/mappings';

// What a person's groups give: the role of the matching mapping with the most rights (a tie goes to
// the group first by name) and every context any matching mapping gives. No role: no login.

export interface Mapped {
  role: { id: number; name: string } | null;
  contextKeys: string[];
  allContexts: boolean;
}

export function mappedFor(mappings: MappingRow[], groups: string[]): Mapped {
  const held = new Set(groups);
  const matching = mappings.filter((m) => held.has(m.group)).sort((a, b) => a.group.localeCompare(b.group));
  let role: MappingRow | undefined;
  for (const m of matching) {
    if (m.roleId === null || m.roleName === null) continue;
    if (!role || m.roleRights.length > role.roleRights.length) role = m;
  }
  const allContexts = matching.some((m) => m.allContexts);
  const contextKeys = allContexts ? [] : [...new Set(matching.flatMap((m) => m.contextKeys))].sort();
  return { role: role ? { id: role.roleId!, name: role.roleName! } : null, contextKeys, allContexts };
}
