import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontends = ['design-system', 'shell', 'evaluator-mfe', 'admin-mfe'];
const apps = ['shell', 'evaluator-mfe', 'admin-mfe'];
const packages = ['contract', 'db', 'bff', 'api-client', 'design-system', ...apps, 'test-support'];

const featuresOf = (app) => {
  const dir = `${app}/src/features`;
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(`${dir}/${name}`).isDirectory()) : [];
};

// A feature reaches another only through the app's lib/, the design system or the api client.
const featureZones = apps.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need to lib/, the design system or the contract.',
  })),
);

// A package reaches another only by its package name, never into its folders.
const packageZones = packages.map((pkg) => ({
  target: `./${pkg}`,
  from: packages.filter((other) => other !== pkg).map((other) => `./${other}`),
  message: 'Import another package by its name (@vsp/...), never from its folders.',
}));

const backendImports = ['@vsp/bff', '@vsp/bff/*', '@vsp/db', '@vsp/db/*'];

// File names: one style per package, the one the package mostly used, checked by
// eslint-plugin-check-file on the name before its first dot (Name.styles.ts, Name.test.tsx and
// rspack.config.ts are named Name and rspack). A component's files take the component's PascalCase
// name; every other module is camelCase or kebab-case, as its package says. A hook's own file sits
// in an api/ or hooks/ folder, never among the components.
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const camelCaseFiles = { pattern: `@(${CAMEL_CASE}|${PASCAL_CASE})`, style: 'camelCase (PascalCase for a component)', hookFile: 'use[A-Z]*' };
const kebabCaseFiles = { pattern: `@(${KEBAB_CASE}|${PASCAL_CASE})`, style: 'kebab-case (PascalCase for a component)', hookFile: 'use-*' };
const fileNames = (pkg, { pattern, style, hookFile }) => ({
  files: [`${pkg}/**/*.{ts,tsx,js,mjs,cjs}`],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*': pattern },
      { ignoreMiddleExtensions: true, errorMessage: `"{{ target }}": ${pkg} names its files in ${style}.` },
    ],
    ...(hookFile && {
      'check-file/folder-match-with-fex': [
        'error',
        { [hookFile]: '**/{api,hooks}/' },
        { errorMessage: '"{{ target }}" is a hook: its file goes in an api/ or hooks/ folder.' },
      ],
    }),
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/storybook-static/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: frontends.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: packages.map((pkg) => `${pkg}/**/*.{ts,tsx,js,mjs}`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...packageZones] }],
    },
  },
  {
    // The frontends learn shapes, paths and rules from the contract, never from the server's packages.
    files: [...frontends, 'api-client', 'contract'].map((dir) => `${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: backendImports, message: 'Frontends import shapes, paths and rules from @vsp/contract, never the BFF or the database.' },
            { group: ['@vsp/shell', '@vsp/shell/*', '@vsp/*-mfe', '@vsp/*-mfe/*'], message: 'Apps never import each other; remotes load at run time.' },
          ],
        },
      ],
    },
  },
  {
    // The contract has no runtime dependencies: both the BFF and every browser bundle carry it.
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'The contract imports nothing but its own files.' }] }],
    },
  },
  {
    // API paths are written once, in the contract's endpoint table (whose public-api test lists them
    // by hand, so a rename there breaks a test instead of changing the API unseen).
    files: ['**/*.{ts,tsx}'],
    ignores: ['contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: 'Take API paths from the contract (api.<domain>.<endpoint>).' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Take API paths from the contract (api.<domain>.<endpoint>).' },
      ],
    },
  },
  // evaluator-mfe: camelCase, PascalCase for components; hooks (useSomething.ts) in api/ or hooks/.
  fileNames('evaluator-mfe', camelCaseFiles),
  // shell: kebab-case, PascalCase for components; hooks (use-something.ts) in api/ or hooks/.
  fileNames('shell', kebabCaseFiles),
  // design-system: camelCase, PascalCase for components; hooks (useSomething.ts) in hooks/.
  fileNames('design-system', camelCaseFiles),
  // api-client: kebab-case. It has no components, and hooks are what the package is for, so they sit beside the rest.
  fileNames('api-client', { pattern: KEBAB_CASE, style: 'kebab-case' }),
  // admin-mfe: camelCase, PascalCase for components; hooks (useSomething.ts) in api/ or hooks/.
  fileNames('admin-mfe', camelCaseFiles),
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
