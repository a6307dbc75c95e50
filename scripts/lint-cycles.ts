// `npm run lint:cycles`: fails when modules of ours import each other in a circle. Only imports that
// exist at run time count: `import type`, type-only specifiers and `export type` are erased by the
// compiler, and `import()` loads later (a lazy chunk), so neither can leave a module half-initialised.
import path from 'node:path';
import ts from 'typescript';
import { findCycles } from './cycles/graph';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The files of tsconfig.json and the compiler options to resolve their imports with. */
function project(): { files: string[]; options: ts.CompilerOptions } {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  return { files: config.fileNames.filter((f) => !f.includes('/node_modules/')), options: config.options };
}

/** Whether an import declaration brings in a value (not only types). */
function importsValue(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true; // `import './x'` runs the module.
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** Whether an export declaration with a module re-exports a value. */
function exportsValue(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((e) => !e.isTypeOnly);
}

/** Module specifiers a file imports at run time (static imports and re-exports). */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && importsValue(statement)) {
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && exportsValue(statement)) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function main(): void {
  const { files, options } = project();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? '';
    const targets: string[] = [];
    for (const specifier of runtimeImports(file, text)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved)) targets.push(resolved);
    }
    graph.set(file, targets);
  }
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`lint:cycles: ${files.length} modules, no import circles`);
    return;
  }
  console.error(`lint:cycles: ${cycles.length} import circle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => path.relative(root, f)).join(' -> ')}`);
  process.exitCode = 1;
}

main();
