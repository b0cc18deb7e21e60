// What a codegen run changes for client authors: the operations (and schemas) whose generated types
// differ between the contract types on disk and the new ones. Read from the generated file itself,
// so it reports what the regeneration changed, whatever the contract was edited from.

/** The members of one top-level interface of openapi-typescript's output, by name. */
function members(source: string, iface: 'operations' | 'schemas'): Map<string, string> {
  const result = new Map<string, string>();
  const start = iface === 'operations' ? /^export interface operations \{$/m : /^ {4}schemas: \{$/m;
  const indent = iface === 'operations' ? '    ' : '        ';
  const match = start.exec(source);
  if (!match) return result;
  const lines = source.slice(match.index).split('\n').slice(1);
  const open = new RegExp(`^${indent}(?:"([^"]+)"|([A-Za-z_$][\\w$]*)): `);
  let name: string | null = null;
  let body: string[] = [];
  for (const line of lines) {
    if (line === `${indent.slice(4)}};` || line === '}') break;
    const head = open.exec(line);
    if (head) {
      if (name) result.set(name, body.join('\n'));
      name = head[1] ?? head[2];
      body = [line];
    } else body.push(line);
  }
  if (name) result.set(name, body.join('\n'));
  return result;
}

export interface GeneratedChanges {
  added: string[];
  changed: string[];
  removed: string[];
  schemasChanged: string[];
}

export function generatedChanges(before: string | null, after: string): GeneratedChanges {
  const opsBefore = before ? members(before, 'operations') : new Map<string, string>();
  const opsAfter = members(after, 'operations');
  const schemasBefore = before ? members(before, 'schemas') : new Map<string, string>();
  const schemasAfter = members(after, 'schemas');
  return {
    added: [...opsAfter.keys()].filter((k) => !opsBefore.has(k)),
    removed: [...opsBefore.keys()].filter((k) => !opsAfter.has(k)),
    changed: [...opsAfter.keys()].filter((k) => opsBefore.has(k) && opsBefore.get(k) !== opsAfter.get(k)),
    schemasChanged: [...schemasAfter.keys()].filter((k) => schemasBefore.get(k) !== schemasAfter.get(k)),
  };
}

export function describeGenerated(c: GeneratedChanges): string {
  const names = (list: string[]) => (list.length > 0 ? `: ${list.join(', ')}` : '');
  return [
    `Operations added ${c.added.length}${names(c.added)}`,
    `changed ${c.changed.length}${names(c.changed)}`,
    `removed ${c.removed.length}${names(c.removed)}`,
    `schemas added or changed ${c.schemasChanged.length}${names(c.schemasChanged)}` +
      ' (`npm run contract:diff -- main` says whether it breaks a client)',
  ].join('; ');
}
