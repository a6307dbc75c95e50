// Enforces DESIGN.md's dependency direction between the top-level parts.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Which layer a file belongs to, by its path from the project root. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  for (const layer of ['engine/core', 'engine/react', 'widgets', 'metadata', 'src', 'server', 'tests', 'scripts']) {
    if (rel === layer || rel.startsWith(layer + '/')) return layer;
  }
  return undefined;
}

/** For each layer: the layers of ours it may import, and bare packages it must not. */
const rules = {
  'engine/core': { allow: ['engine/core'], denyPackages: [/^react/, /^@mantine\//, /^@rjsf\//, /^@tanstack\/react/, /^oidc-client-ts$/, /^fastify/, /^@electric-sql\//, /^pg$/] },
  'engine/react': { allow: ['engine/core', 'engine/react'], denyPackages: [/^fastify/, /^@electric-sql\//, /^pg$/] },
  widgets: { allow: ['engine/core', 'engine/react', 'widgets'], denyPackages: [/^fastify/, /^@electric-sql\//, /^pg$/] },
  metadata: { allow: ['engine/core', 'metadata'], typeOnlyFrom: ['engine/core'], denyPackages: [/^react/, /^@mantine\//, /^fastify/] },
  src: { allow: ['engine/core', 'engine/react', 'widgets', 'metadata', 'src'], denyPackages: [/^fastify/, /^@electric-sql\//, /^pg$/, /^oidc-provider$/] },
  server: { allow: ['engine/core', 'server'], denyPackages: [/^react/, /^@mantine\//, /^@rjsf\//, /^oidc-client-ts$/] },
};

const plugin = {
  rules: {
    'dependency-direction': {
      meta: { type: 'problem', schema: [], messages: { layer: "{{from}} must not import {{to}} (DESIGN.md section 1)", pkg: "{{from}} must not import the package {{pkg}} (DESIGN.md section 1)", typeOnly: "{{from}} may import only types from {{to}}: use 'import type'" } },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        const rule = from && rules[from];
        if (!rule) return {};
        function check(node, source, isTypeOnly) {
          if (typeof source !== 'string') return;
          if (source.startsWith('.') || source.startsWith('/')) {
            const to = layerOf(path.resolve(path.dirname(file), source));
            if (!to || to === from) return;
            if (!rule.allow.includes(to)) context.report({ node, messageId: 'layer', data: { from, to } });
            else if (rule.typeOnlyFrom?.includes(to) && !isTypeOnly) context.report({ node, messageId: 'typeOnly', data: { from, to } });
            return;
          }
          const denied = rule.denyPackages.find((re) => re.test(source));
          if (denied) context.report({ node, messageId: 'pkg', data: { from, pkg: source } });
        }
        return {
          ImportDeclaration(node) {
            const allTypes = node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
            check(node, node.source.value, allTypes);
          },
          ExportNamedDeclaration(node) { if (node.source) check(node, node.source.value, node.exportKind === 'type'); },
          ExportAllDeclaration(node) { check(node, node.source.value, node.exportKind === 'type'); },
          ImportExpression(node) { if (node.source.type === 'Literal') check(node, node.source.value, false); },
        };
      },
    },
  },
};

export default plugin;
