// Import boundaries the compiler cannot see.
//
// feature-boundaries (bulletproof-react): a feature may import shared code (app/, api/, components/,
// lib/, config/) but never another feature, and shared code never imports a feature. Only the
// composers may: routes.tsx and App.tsx at the root, and the pages table (config/) whose lazy
// loaders name every page. Generated API files are reached through their area's api/<area>/index.ts
// only, so the enhanceEndpoints layer cannot be bypassed. The pages table itself is read by the
// router and the main menu only: anything else importing it would close a circle through every page
// (links take their paths from config/paths.ts, which imports nothing).
//
// zones: a folder never imports another, whatever the side (lower layers never reach upwards).
import path from 'node:path';

const clientRoot = path.resolve('src/client');
const composers = new Set(['shared:routes.tsx', 'shared:App.tsx', 'shared:config']);
const pageTable = path.join(clientRoot, 'config', 'pages');
const pageTableReaders = new Set(['routes.tsx', path.join('components', 'layout', 'MainMenu.tsx')]);

function featureOf(file) {
  const rel = path.relative(clientRoot, file);
  if (rel.startsWith('..')) return undefined;
  const [top, name] = rel.split(path.sep);
  return top === 'features' ? name : `shared:${top}`;
}

/** The relative module names a file imports: static imports, re-exports and import(). */
function onImport(report) {
  const check = (node) => {
    const spec = node.source?.value;
    if (typeof spec === 'string' && spec.startsWith('.')) report(node, spec);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: '{{from}} must not import {{to}}',
      gen: 'import generated API code through its area, src/client/api/<area> (index.ts)',
      pageTable: 'only the router and the main menu import the pages table; take paths from config/paths',
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    return onImport((node, spec) => {
      const target = path.resolve(path.dirname(file), spec);
      if (target.replace(/\.tsx?$/, '') === pageTable && !pageTableReaders.has(path.relative(clientRoot, file))) {
        context.report({ node, messageId: 'pageTable' });
        return;
      }
      const to = featureOf(target);
      if (!to) return;
      if (/\.gen(\.ts)?$/.test(spec) && !from.startsWith('shared:api')) {
        context.report({ node, messageId: 'gen' });
        return;
      }
      const fromIsFeature = !from.startsWith('shared:');
      const toIsFeature = !to.startsWith('shared:');
      if (toIsFeature && to !== from && !composers.has(from))
        context.report({
          node,
          messageId: 'cross',
          data: { from: fromIsFeature ? `feature ${from}` : from.slice(7), to: `feature ${to}` },
        });
    });
  },
};

const inside = (file, folder) => {
  const rel = path.relative(path.resolve(folder), file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Options: { zones: [{ from: 'src/a', forbidden: ['src/b', ...], message }] } (paths from the repo root). */
const zones = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                forbidden: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['from', 'forbidden', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { zone: '{{from}} must not import {{to}}: {{message}}' },
  },
  create(context) {
    const file = context.filename;
    const mine = (context.options[0]?.zones ?? []).filter((zone) => inside(file, zone.from));
    if (mine.length === 0) return {};
    return onImport((node, spec) => {
      const target = path.resolve(path.dirname(file), spec);
      for (const zone of mine) {
        const hit = zone.forbidden.find((folder) => inside(target, folder));
        if (hit) context.report({ node, messageId: 'zone', data: { from: zone.from, to: hit, message: zone.message } });
      }
    });
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, zones } };
