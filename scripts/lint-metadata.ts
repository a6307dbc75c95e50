// `npm run lint:metadata`: checks entity metadata, routes and menu against the engine, the widgets,
// the server's routes and tokens, and the texts of every language.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { menu } from '../metadata/menu';
import { formWidgets as widgets } from '../widgets/forms';
import { filterKinds } from '../src/search/filters';
import { ENTITIES } from '../server/model';
import { ALL_TOKENS } from '../server/auth/roles';
import { WORKFLOW_STEPS } from '../metadata/workflow/steps';
import { lintMetadata, readTexts } from './metadata-lint/checks';
import { entityRoutingFromDisk } from './metadata-lint/entityFiles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { entities, entityRoutes } = entityRoutingFromDisk();

const problems = lintMetadata({
  entities,
  menu,
  routes: entityRoutes.map((r) => ({ path: r.path, screen: r.screen })),
  screens: new Set(['search', 'detail', 'editor', 'create', 'edit']),
  widgetNames: new Set(widgets.map((w) => w.name)),
  filterTypes: new Set(filterKinds.map((k) => k.type)),
  knownTokens: new Set(ALL_TOKENS),
  serverEntities: new Map(ENTITIES.map((e) => [e.path, e.createSchema])),
  texts: readTexts(path.join(root, 'metadata/i18n')),
  steps: WORKFLOW_STEPS,
});

if (problems.length > 0) {
  console.error(`Metadata has ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`Metadata OK: ${entities.length} entities, ${entityRoutes.length} routes, ${menu.length} menu entries.`);
