#!/usr/bin/env node
/**
 * `npm run new:resource -- <key> --call <call> --area <area> [--portal product] [--name <segment>]
 * [--label <menu name>] [--group <menu group>] [--order <n>]`
 *
 * Writes a read-only list over a whole-list call the catalogue (src/api/endpoints.ts) already has, in
 * every place README 'Adding a resource' names for one: the definition and its list screen, the
 * messages in the six languages, the registry, the sandbox's access tables and seed, the tests' lists
 * and docs/routes.md. The row type, where the rows sit in the answer and the columns come from the
 * call's declared answer type. `test/recipe.mjs` runs it in a copy of the repository, then the type
 * check and the tests that cover a new resource.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatted } from './formatted.mjs';
// TypeScript 5's compiler API: TypeScript 7 (the type check) offers only an unstable one through a process (docs/libraries.md).
import ts from 'typescript-5';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'Usage: npm run new:resource -- <key> --call <call> --area <area> [--portal vrgarage|product] [--name <route segment>] [--label <menu name>] [--group <menu group>] [--order <n>]';

function fail(message) {
  console.error(`new:resource: ${message}\n${USAGE}`);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    call: { type: 'string' },
    area: { type: 'string' },
    portal: { type: 'string', default: 'vrgarage' },
    name: { type: 'string' },
    label: { type: 'string' },
    group: { type: 'string' },
    order: { type: 'string', default: '200' },
  },
});
const [key] = positionals;
if (!key || positionals.length > 1) fail('give one resource key');
if (!/^[a-z][A-Za-z0-9]*$/.test(key)) fail(`the key '${key}' is not a camelCase identifier`);
if (!options.call) fail('--call names the catalogue call that reads the rows');
if (!options.area) fail('--area names the folder under src/areas');
if (!['vrgarage', 'product'].includes(options.portal)) fail(`--portal is vrgarage or product, not '${options.portal}'`);
if (!/^\d+$/.test(options.order)) fail('--order is a whole number');

const name = options.name ?? key;
/** `socialMediaName` → `Social Media Name`. */
const words = (identifier) => identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
const label = options.label ?? words(key);
const Component = `${key[0].toUpperCase()}${key.slice(1)}List`;
const area = options.area;
const areaDir = join(ROOT, 'src/areas', area);
const folder = join(areaDir, key);
const route = options.portal === 'vrgarage' ? `admin/${name}` : `admin/\${product}/${name}`;
const documentedRoute = options.portal === 'vrgarage' ? `/admin/${name}` : `/admin/marketplace/${name}`;

const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const written = new Map();
/** Files are written at the end, after every check has passed. */
const write = (path, text) => written.set(path, text);
const current = (path) => written.get(path) ?? read(path);

/** Inserts `text` before the first match of `closing` after the first match of `opening`. */
function insertInside(path, opening, closing, text) {
  const source = current(path);
  const start = source.search(opening);
  if (start < 0) fail(`${path} has no ${opening}: insert the entry by hand`);
  const end = source.slice(start).search(closing);
  if (end < 0) fail(`${path}: no end of ${opening}`);
  const at = start + end;
  write(path, source.slice(0, at) + text + source.slice(at));
}

// --- Checks ------------------------------------------------------------------------------------------
if (!existsSync(join(areaDir, 'messages.ts')))
  fail(
    `src/areas/${area} is no area with messages (${readdirSync(join(ROOT, 'src/areas'))
      .filter((one) => !one.includes('.'))
      .join(', ')})`,
  );
if (existsSync(folder)) fail(`src/areas/${area}/${key} exists already`);
if (registeredKeys(read('src/areas/registry.ts')).includes(key)) fail(`the registry has a resource '${key}' already`);
if (read('docs/routes.md').includes(`| \`${documentedRoute}\` `)) fail(`the route ${documentedRoute} exists already`);
if (options.group && !new RegExp(`'${options.group}'`).test(read('src/core/defineResource.ts').match(/type MenuGroup = [^;]*/)[0]))
  fail(`--group '${options.group}' is no MenuGroup of src/core/defineResource.ts`);

/** The keys in `resourcesByKey` of src/areas/registry.ts, in order. */
function registeredKeys(registrySource) {
  const [, entries] = registrySource.match(/export const resourcesByKey = \{([^}]*)\}/) ?? fail('src/areas/registry.ts has no resourcesByKey');
  return [...entries.matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]);
}

function readAll(dir) {
  return readdirSync(join(ROOT, dir))
    .map((entry) => join(dir, entry))
    .map((path) => (statSync(join(ROOT, path)).isDirectory() ? readAll(path) : /\.tsx?$/.test(path) ? read(path) : ''))
    .join('\n');
}

// --- The call and its rows, from the catalogue's types --------------------------------------------------
const endpointsFile = join(ROOT, 'src/api/endpoints.ts');
const program = ts.createProgram([endpointsFile, join(ROOT, 'src/api/types.ts')], {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const endpoints = program.getSourceFile(endpointsFile);
const apiSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(endpoints)).find((symbol) => symbol.name === 'api');
const callSymbol = checker.getTypeOfSymbol(apiSymbol).getProperty(options.call);
if (!callSymbol) fail(`the catalogue has no call '${options.call}' (src/api/endpoints.ts)`);
const callInit = callSymbol.valueDeclaration.initializer;
// defineCall('METHOD /path'): the key names the call.
const [, method, path] = /^(\S+) (.+)$/.exec(callInit.arguments[0].text);
const [requestType, answerType] = checker.getTypeArguments(checker.getTypeOfSymbol(callSymbol));
if (!(requestType.flags & ts.TypeFlags.Void)) fail(`${method} ${path} takes a body: a read by code is no scaffold's work`);
if (/\{(?!product\})[^}]+\}/.test(path)) fail(`${method} ${path} needs a path parameter: a read by code is no scaffold's work`);

/** Dotted paths of the arrays of records in the answer (`garages`, `data.data`). */
function rowArrays(type, prefix = '', depth = 0) {
  return type.getProperties().flatMap((property) => {
    const value = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const at = prefix + property.name;
    if (checker.isArrayType(value)) {
      const element = checker.getTypeArguments(value)[0];
      return element.flags & ts.TypeFlags.Object ? [{ at, element }] : [];
    }
    return value.flags & ts.TypeFlags.Object && depth < 2 ? rowArrays(value, `${at}.`, depth + 1) : [];
  });
}
const arrays = rowArrays(answerType);
if (arrays.length !== 1)
  fail(`${method} ${path} answers ${arrays.length} arrays of records (${arrays.map((one) => one.at).join(', ')}): the scaffold needs one`);
const [{ at: rowsPath, element }] = arrays;
// The row types of src/api/types.ts are inferred from the contract's schemas: the row's name is the
// exported type of that file with the same shape.
const typesFile = program.getSourceFile(join(ROOT, 'src/api/types.ts'));
const sameShape = (one, other) => checker.isTypeAssignableTo(one, other) && checker.isTypeAssignableTo(other, one);
const rowSymbol = typesFile
  ? checker
      .getExportsOfModule(checker.getSymbolAtLocation(typesFile))
      .find((symbol) => symbol.flags & ts.SymbolFlags.TypeAlias && sameShape(checker.getDeclaredTypeOfSymbol(symbol), element))
  : undefined;
if (!rowSymbol) fail(`the rows of ${method} ${path} are no named type of src/api/types.ts`);
const rowType = rowSymbol.name;

const PRIMITIVE = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike;
const isPrimitive = (type) => (type.isUnion() ? type.types.every(isPrimitive) : Boolean(type.flags & PRIMITIVE));
const fields = element
  .getProperties()
  .filter((property) => isPrimitive(checker.getNonNullableType(checker.getTypeOfSymbol(property))))
  .map((property) => ({ field: property.name, isString: isStringy(checker.getNonNullableType(checker.getTypeOfSymbol(property))) }));
function isStringy(type) {
  return type.isUnion() ? type.types.every(isStringy) : Boolean(type.flags & ts.TypeFlags.StringLike);
}
const idField = fields.some(({ field }) => field === '_id') ? '_id' : fields.some(({ field }) => field === 'id') ? 'id' : undefined;
if (!idField) fail(`${rowType} has neither _id nor id`);
const columns = fields.filter(({ field }) => !['_id', 'id', '__v'].includes(field) && !/pass(word)?|token|secret/i.test(field)).slice(0, 6);
if (columns.length === 0) fail(`${rowType} has no field to show`);
const search = columns.filter(({ isString }) => isString).map(({ field }) => field);
const dateField = fields.find(({ field, isString }) => field === 'createdAt' && isString)?.field;

// --- Access: a call no screen lists, that other screens read, stays open with it ------------------------
const call = `${method} ${path}`;
const screenCalls = read('src/sandbox/enforce.ts');
const consoleReadsIt = new RegExp(`\\bapi\\.${options.call}\\b`).test(
  ['src/areas', 'src/data', 'src/pages', 'src/layout', 'src/components'].map(readAll).join('\n'),
);
const reference = consoleReadsIt && !screenCalls.includes(`'${call}'`);
const sandboxAnswers = new RegExp(`\\bapi\\.${options.call}\\b`).test(readAll('src/sandbox/handlers'));

// --- The files ---------------------------------------------------------------------------------------------
const up = relative(folder, join(ROOT, 'src')).replaceAll('\\', '/');
const string = (text) => JSON.stringify(text);

write(
  `src/areas/${area}/${key}/index.ts`,
  `import ListAltIcon from '@mui/icons-material/ListAlt';
import { api } from '${up}/api/endpoints';
import type { ${rowType} } from '${up}/api/types';
import { defineResource } from '${up}/core/defineResource';
import { lazyComponent } from '${up}/lib/lazyComponent';

export const ${key} = defineResource<${rowType}>({
${[
  `name: ${string(name)}`,
  `key: ${string(key)}`,
  `portal: ${string(options.portal)}`,
  `menu: { ${options.group ? `group: ${string(options.group)}, ` : ''}icon: ListAltIcon, order: ${options.order} }`,
  `list: lazyComponent(() => import('./${Component}'))`,
  `read: { whole: api.${options.call}, rows: ${string(rowsPath)} }`,
  idField === '_id' ? '' : `idField: ${string(idField)}`,
  `search: ${JSON.stringify(search)}`,
  dateField ? `dateField: ${string(dateField)}` : '',
]
  .filter(Boolean)
  .map((property) => `  ${property},\n`)
  .join('')}});
`,
);

write(
  `src/areas/${area}/${key}/${Component}.tsx`,
  `import { DataTable } from 'react-admin';
import { ResourceList } from '${up}/components/list/ResourceList';
import { SerialNumber } from '${up}/components/list/SerialNumber';
import { useResourceDefinition } from '${up}/components/ResourceDefinitionContext';

export default function ${Component}() {
  const ${key} = useResourceDefinition('${key}');
  return (
    <ResourceList resource={${key}}>
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
${columns.map(({ field }) => `      <DataTable.Col source="${field}" label="resources.${key}.fields.${field}" />`).join('\n')}
    </ResourceList>
  );
}
`,
);

// English in every language: the person adding the list translates the five others.
const messages = `  ${key}: {
    name: ${string(label)},
    menu: ${string(label)},
    empty: ${string(`No ${label.toLowerCase()} available.`)},
    fields: { ${columns.map(({ field }) => `${field}: ${string(words(field))}`).join(', ')} },
  },
`;
const LANGUAGES = ['zh', 'es', 'fr', 'it', 'ar'];
insertInside(`src/areas/${area}/messages.ts`, /^const messages = \{/m, /^\};/m, messages);
for (const language of LANGUAGES)
  insertInside(`src/areas/${area}/messages.${language}.ts`, /^export default \{/m, /^\} satisfies Translation/m, messages);

const registry = 'src/areas/registry.ts';
const registrySource = current(registry);
const lastImport = [...registrySource.matchAll(/^import .*;$/gm)].at(-1);
const importAt = lastImport.index + lastImport[0].length + 1;
write(registry, `${registrySource.slice(0, importAt)}import { ${key} } from './${area}/${key}';\n${registrySource.slice(importAt)}`);
if (options.portal === 'vrgarage') insertInside(registry, /export const resourcesByKey = \{/, /^ {2}\/\/ Marketplace portal/m, `  ${key},\n`);
else insertInside(registry, /export const resourcesByKey = \{/, /^\};/m, `  ${key},\n`);
const registeredAfter = registeredKeys(current(registry));
const before = registeredAfter[registeredAfter.indexOf(key) - 1];
if (!before) fail(`${registry}: could not add ${key} to resourcesByKey`);

const routes = 'docs/routes.md';
const routesSource = current(routes);
const previousRow = routesSource.split('\n').find((line) => line.startsWith('| `') && line.includes(`| \`${before}\` `));
if (!previousRow) fail(`${routes} has no row for ${before}`);
write(routes, routesSource.replace(previousRow, `${previousRow}\n| \`${documentedRoute}\` | ${label} | \`${key}\` | \`src/areas/${area}/${key}\` |`));

const routeLiteral = options.portal === 'vrgarage' ? `'${route}'` : `[\`${route}\`]`;
if (reference)
  insertInside(
    'test/unit/sandboxRoles.test.ts',
    /const REFERENCE_SCREENS = \[/,
    /\.\.\.SUBADMIN_EXTRA_ROUTES\]/,
    `${options.portal === 'vrgarage' ? `'${route}'` : `\`${route}\``}, `,
  );
else insertInside('src/sandbox/enforce.ts', /export const SCREEN_CALLS[^=]*= \{/, /^\};/m, `  ${routeLiteral}: ['${call}'],\n`);

const features = options.portal === 'vrgarage' ? 'GARAGE_FEATURES' : 'MARKETPLACE_FEATURES';
insertInside(
  'src/sandbox/seed/access.ts',
  new RegExp(`const ${features}[^=]*= \\[`),
  /^\];/m,
  `  [${string(label)}, ${string(name)}, 'listing-dbrd'],\n`,
);
insertInside(
  'test/unit/seed.test.ts',
  new RegExp(`const ${options.portal === 'vrgarage' ? 'garageRoutes' : 'marketRoutes'} = \\[`),
  /^\s*\];/m,
  `      ${string(name)},\n`,
);

for (const [path, text] of written) {
  const file = join(ROOT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await formatted(file, text));
}

console.log(`Wrote the list ${key} at ${documentedRoute} over ${call} (rows: ${rowType} at '${rowsPath}'):`);
for (const path of written.keys()) console.log(`  ${path}`);
console.log(
  reference
    ? `${call} is a look-up other screens read and no screen's list holds: it stays open, like the States list (REFERENCE_SCREENS in test/unit/sandboxRoles.test.ts).`
    : `${call} is listed under the screen in SCREEN_CALLS (src/sandbox/enforce.ts): a sub-admin without the screen gets 403.`,
);
if (!sandboxAnswers) console.log(`No sandbox handler answers ${call}: add it to src/sandbox/handlers/ (README 'Adding a resource', step 10).`);
console.log(`Still yours: translate the ${key} messages in src/areas/${area}/messages.{${LANGUAGES.join(',')}}.ts (written in English),`);
console.log(`choose the menu icon and order, and add a test of what the list shows (test/component/). Then: npx tsc -b and the tests README names.`);
