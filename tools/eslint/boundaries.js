// Local ESLint rules for the repository's boundaries (docs/architecture.md, "Boundaries").
// Paths are resolved from the importing file, so `../home/balance-card` and
// `@/features/home/balance-card` style imports are judged by where they land, not how they are spelt.
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');

function relative(file) {
  return path.relative(REPO, file).split(path.sep).join('/');
}

/** The repository path an import lands on, or null for a package import. */
function target(context, source) {
  if (!source.startsWith('.')) return null;
  return relative(path.resolve(path.dirname(context.filename), source));
}

function strip(p) {
  return p.replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/\/index$/, '');
}

/**
 * "Units" are folders whose insides belong to them: the web app's features and the API's modules.
 * Another unit is reached only through its index.ts.
 */
const UNIT_ROOTS = ['apps/web/src/features', 'apps/api/src/modules'];

function unitOf(p) {
  for (const root of UNIT_ROOTS) {
    if (p.startsWith(root + '/')) {
      const name = p.slice(root.length + 1).split('/')[0];
      return { root, name, dir: `${root}/${name}` };
    }
  }
  return null;
}

/** The API's cluster, fault and fuzz tooling (apps/api/test-tools/): test code that is not beside what it tests. */
function isTestTool(file) {
  return file.startsWith('apps/api/test-tools/');
}

function importSources(node) {
  // import … from 'x'; export … from 'x'; import('x')
  if (node.source && typeof node.source.value === 'string') return node.source;
  return null;
}

const noInternalImports = {
  meta: {
    type: 'problem',
    docs: { description: "A feature or module imports another one only through that one's index.ts" },
    messages: {
      internal: "'{{source}}' reaches inside {{unit}}; import it from '{{index}}' (its index.ts) instead.",
      shared: "components/ and lib/ are shared by features and import none of them ('{{source}}').",
      routes: "A feature does not import from routes/ ('{{source}}'): move what it needs to lib/ or the feature.",
    },
    schema: [],
  },
  create(context) {
    const from = relative(context.filename);
    // Tests, test tooling and benchmarks may reach inside what they test; the rule guards production code.
    if (/\.test\.tsx?$/.test(from) || from.includes('/testing/') || isTestTool(from) || from.startsWith('bench/')) return {};
    const fromUnit = unitOf(from);
    function check(node) {
      const src = importSources(node);
      if (!src) return;
      const to = target(context, src.value);
      if (!to) return;
      if (from.startsWith('apps/web/src/features/') && to.startsWith('apps/web/src/routes/')) {
        context.report({ node: src, messageId: 'routes', data: { source: src.value } });
        return;
      }
      const toUnit = unitOf(to);
      if (!toUnit) return;
      if (/^apps\/web\/src\/(components|lib)\//.test(from) && toUnit.root === 'apps/web/src/features') {
        context.report({ node: src, messageId: 'shared', data: { source: src.value } });
        return;
      }
      if (fromUnit && fromUnit.dir === toUnit.dir) return;
      // Routes are the web app's composition layer: they pick a feature's screens (lazily) by file.
      if (from.startsWith('apps/web/src/routes/') || from === 'apps/web/src/main.tsx') return;
      if (strip(to) === toUnit.dir) return;
      const index = path.relative(path.dirname(from), toUnit.dir).split(path.sep).join('/');
      context.report({
        node: src,
        messageId: 'internal',
        data: {
          source: src.value,
          unit: toUnit.dir.replace(/^apps\/(web|api)\/src\//, ''),
          index: index.startsWith('.') ? index : `./${index}`,
        },
      });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const QUERY_BUILDER_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);

/** Files allowed to build queries: repositories, SQL fragment files, and the packages that own the schema. */
function mayBuildQueries(file) {
  const base = path.basename(file);
  return (
    /-(repository|sql|store)\.ts$/.test(base) ||
    /\.test\.ts$/.test(base) ||
    file.includes('/testing/') ||
    isTestTool(file) ||
    file.startsWith('packages/db/') ||
    file.startsWith('packages/ledger/') ||
    file.startsWith('bench/') ||
    file.startsWith('scripts/')
  );
}

const queryBuilderInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Only repository files (…-repository.ts, …-sql.ts, …-store.ts) build SQL' },
    messages: {
      call: "'{{name}}' builds SQL outside a repository file; move the query into a …-repository.ts beside this file.",
      kysely: "Only repository files import the query builder ('kysely' {{what}}); type-only imports are fine.",
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    if (mayBuildQueries(file)) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        const values = node.specifiers.filter((s) => s.importKind !== 'type');
        if (values.length > 0) context.report({ node, messageId: 'kysely', data: { what: values.map((s) => s.local.name).join(', ') } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && QUERY_BUILDER_CALLS.has(callee.property.name)) {
          context.report({ node: callee.property, messageId: 'call', data: { name: callee.property.name } });
        }
      },
    };
  },
};

const LEDGER_TABLES = new Set([
  'ledgerAccounts',
  'ledgerEntries',
  'ledgerJournals',
  'ledger_accounts',
  'ledger_entries',
  'ledger_journals',
]);
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const RAW_LEDGER_WRITE =
  /\b(insert\s+into|update|delete\s+from|merge\s+into|truncate(\s+table)?)\s+(public\.)?ledger_(accounts|entries|journals)\b/i;

const onlyLedgerWritesLedger = {
  meta: {
    type: 'problem',
    docs: { description: "Only packages/ledger writes the ledger's tables" },
    messages: { write: "Only packages/ledger writes '{{table}}': call the ledger's posting functions instead." },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    if (
      file.startsWith('packages/ledger/') ||
      // Migrations define the ledger's own SQL functions (ledger_post); benchmarks seed fixtures, as tests do.
      file.startsWith('packages/db/src/migrations/') ||
      file.startsWith('bench/') ||
      /\.test\.ts$/.test(file) ||
      file.includes('/testing/') ||
      isTestTool(file)
    )
      return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        const table = arg && arg.type === 'Literal' && typeof arg.value === 'string' ? arg.value.split(/\s+/)[0] : null;
        if (table && LEDGER_TABLES.has(table)) context.report({ node: arg, messageId: 'write', data: { table } });
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        const match = RAW_LEDGER_WRITE.exec(text);
        if (match) context.report({ node, messageId: 'write', data: { table: `ledger_${match[4]}` } });
      },
    };
  },
};

export default {
  meta: { name: 'ghanapay-boundaries' },
  rules: {
    'no-internal-imports': noInternalImports,
    'query-builder-in-repositories': queryBuilderInRepositories,
    'only-ledger-writes-ledger': onlyLedgerWritesLedger,
  },
};
