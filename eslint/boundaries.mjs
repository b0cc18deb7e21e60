// Feature boundaries (bulletproof-react): a feature may import shared code (app/, api/, components/,
// texts/) but never another feature, and shared code never imports a feature. Generated API files are
// reached through api/index.ts only, so the enhanceEndpoints layer cannot be bypassed.
import path from 'node:path';

const clientRoot = path.resolve('src/client');

function featureOf(file) {
  const rel = path.relative(clientRoot, file);
  if (rel.startsWith('..')) return undefined;
  const [top, name] = rel.split(path.sep);
  return top === 'features' ? name : `shared:${top}`;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      cross: '{{from}} must not import {{to}}',
      gen: 'import generated API code through src/client/api (index.ts)',
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
        const to = featureOf(target);
        if (!to) return;
        if (/\.gen(\.ts)?$/.test(spec) && !from.startsWith('shared:api')) {
          context.report({ node, messageId: 'gen' });
          return;
        }
        const fromIsFeature = !from.startsWith('shared:');
        const toIsFeature = !to.startsWith('shared:');
        if (toIsFeature && to !== from) {
          // routes.tsx and App.tsx at the root compose features; nothing else may.
          const allowed = from === 'shared:routes.tsx' || from === 'shared:App.tsx';
          if (!allowed)
            context.report({
              node,
              messageId: 'cross',
              data: { from: fromIsFeature ? `feature ${from}` : from.slice(7), to: `feature ${to}` },
            });
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
