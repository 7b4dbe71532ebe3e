import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACE_FOLDERS = ['services', 'apps', 'packages'];

/** Where a file lives: `services/cards`, `apps/web`, `packages/contracts`, or null (root tooling). */
function workspaceOf(file) {
  const [folder, name] = path.relative(ROOT, file).split(path.sep);
  return WORKSPACE_FOLDERS.includes(folder) && name ? `${folder}/${name}` : null;
}

/** Package name → workspace folder, read from every workspace's package.json. */
function workspacePackages() {
  const byName = new Map();
  for (const folder of WORKSPACE_FOLDERS) {
    const parent = path.join(ROOT, folder);
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent)) {
      const manifest = path.join(parent, name, 'package.json');
      if (!existsSync(manifest)) continue;
      byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, `${folder}/${name}`);
    }
  }
  return byName;
}

function targetOf(specifier, importer, packages) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return workspaceOf(path.resolve(path.dirname(importer), specifier));
  }
  for (const [name, workspace] of packages) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return workspace;
  }
  return null;
}

/**
 * A service's source belongs to that service alone: another service, the web app and the shared
 * packages never import it, in production code and tests alike. Tests that need another service
 * start it (`startService` in `@cardsmith/testing`) or call it through its contract
 * client; code two services need goes in packages/.
 */
export const noCrossServiceImports = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids importing another service's source" },
    schema: [],
    messages: {
      crossService:
        "{{importer}} may not import {{target}}'s source ('{{specifier}}'). Tests start the other service (startService from @cardsmith/testing) or call it through its contract client; code two services share belongs in packages/.",
    },
  },
  create(context) {
    const importer = context.filename;
    const own = workspaceOf(importer);
    if (own === null) return {};
    const packages = workspacePackages();
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, importer, packages);
      if (target === null || !target.startsWith('services/') || target === own) return;
      context.report({
        node: source,
        messageId: 'crossService',
        data: { importer: own, target, specifier: source.value },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export const boundaries = { rules: { 'no-cross-service-imports': noCrossServiceImports } };
