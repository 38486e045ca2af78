// The module boundaries, checked on every import (ESLint rule `kickshots/module-boundaries`):
// - a server module (src/modules/<name>/) uses another only through its public files: `<name>.module.ts`
//   and `index.ts` (the services and types it exports); never its entities, domain, DTOs or services
//   directly. The one exception: an entity may reference auth's `User` entity for a foreign key.
// - src/common/ and src/database/ are infrastructure below the modules: they import no module.
// - on the client, layers read one way: shell/ (the app frame) → features/ → ui/ (presentational
//   pieces) and api/ (the typed fetch client and react-query hooks); api/ and ui/ never import
//   features/ or shell/, and features never import shell/.
// - shared/ (code both the server and the client run) imports nothing of either.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MODULES = join('src', 'modules');
const USER_ENTITY = join(MODULES, 'auth', 'entities', 'user.entity.ts');

function join(...parts) {
  return parts.join(sep);
}

/** The repository-relative path an import resolves to (`.js` specifiers name `.ts` sources). */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts');
}

/** `{ name, rest }` of a path inside src/modules/<name>/, or undefined outside the modules. */
function moduleOf(path) {
  if (!path.startsWith(MODULES + sep)) return undefined;
  const [name, ...rest] = path.slice(MODULES.length + 1).split(sep);
  return { name, rest: rest.join(sep) };
}

function isPublicFile({ name, rest }) {
  return rest === `${name}.module.ts` || rest === 'index.ts';
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules use each other only through their public files' },
    schema: [],
    messages: {
      internal:
        "'{{specifier}}' reaches into module {{target}}: import what it exports from '{{target}}/index.ts' (or its module file) instead.",
      infrastructure: "src/{{layer}} is below the modules and must not import module '{{target}}'.",
      clientLayer:
        "client/src/{{layer}} must not import from {{target}}/ ('{{specifier}}'): layers read shell → features → ui and api.",
      shared: "shared/ is run by the server and the client alike: it must not import '{{specifier}}'.",
    },
  },
  create(context) {
    const file = relative(ROOT, context.filename);
    const from = moduleOf(file);
    const layer = /^src[\\/](common|database)[\\/]/.exec(file)?.[1];
    const clientLayer = /^client[\\/]src[\\/](api|ui|features)[\\/]/.exec(file)?.[1];
    const shared = file.startsWith('shared' + sep);
    /** Client folders a client layer may not import. */
    const forbidden = { api: ['features', 'shell'], ui: ['features', 'shell'], features: ['shell'] };
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const path = target(context.filename, specifier);
      if (!path) return;
      if (shared) {
        if (!path.startsWith('shared' + sep))
          context.report({ node, messageId: 'shared', data: { specifier } });
        return;
      }
      if (clientLayer) {
        const to = /^client[\\/]src[\\/](\w+)[\\/]/.exec(path)?.[1];
        if (to && forbidden[clientLayer].includes(to))
          context.report({
            node,
            messageId: 'clientLayer',
            data: { layer: clientLayer, target: to, specifier },
          });
        return;
      }
      const to = moduleOf(path);
      if (!to) return;
      if (layer) {
        context.report({ node, messageId: 'infrastructure', data: { layer, target: to.name } });
        return;
      }
      if (!from || from.name === to.name || isPublicFile(to)) return;
      if (path === USER_ENTITY && from.rest.startsWith(`entities${sep}`)) return;
      context.report({ node, messageId: 'internal', data: { specifier, target: `src/modules/${to.name}` } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
