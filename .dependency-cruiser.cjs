// The house's layering rules, checked by dependency-cruiser on every import
// (multi-line, type-only and dynamic ones included): `npm run depcruise`,
// and in CI through scripts/ci.sh. docs/ARCHITECTURE.md explains the house.
//
// The same rules check the planted violations under fixtures/ (each a small
// src/ tree): scripts/check-pure-core.mjs and scripts/check-git-owner.mjs run
// this config there, and the tests assert that it fails.

/**
 * The core's layers in import order: each imports only from itself and the
 * ones before it. `review` is the model-neutral review every model's domain
 * yields and every surface is drawn from; `ticks` and `verdict` are 0.1's
 * domain (ticks), `render` draws.
 */
const LAYERS = ['text', 'review', 'ticks', 'verdict', 'render'];
/**
 * Any other folder of src/core is a sibling domain of a model (0.2's
 * `claims/`, say): it builds on `text` and `review` alone, and `render`
 * draws it. Adding one needs no change here.
 */
const LAYERED = `^src/core/(${LAYERS.join('|')})/`;
/** Node built-ins the core may use: they compute, they do no I/O. */
const PURE_BUILTINS = ['crypto', 'buffer'];
/** Third-party packages the core may use: pure functions of their input. */
const PURE_PACKAGES = ['json-canonicalize'];
/**
 * The one module that starts git: the hardened runner. Its git-*.ts helpers
 * (the triggered_since engine, the graph loader, …) ask git through it.
 */
const GIT_RUNNER = '^src/adapters/git[.]ts$';
/** Modules that start processes other than git (check-process.ts runs a bound check with `sh`). */
const OTHER_PROCESS_MODULES = ['^src/adapters/check-process[.]ts$'];

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `core-layer-${layer}`,
  comment: `core/${layer}/ imports only from ${LAYERS.slice(0, index + 1)
    .map((l) => `core/${l}/`)
    .join(', ')} (the layers run ${LAYERS.join(' → ')})`,
  severity: 'error',
  from: { path: `^src/core/${layer}/` },
  to: { path: '^src/core/', pathNot: `^src/core/(${LAYERS.slice(0, index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-no-io-builtins',
      comment:
        'The pure core takes data and returns data: no file system, process, network or other I/O module (only ' +
        PURE_BUILTINS.map((b) => `node:${b}`).join(', ') +
        ')',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        dependencyTypes: ['core'],
        pathNot: `^(node:)?(${PURE_BUILTINS.join('|')})$`,
      },
    },
    {
      name: 'core-only-pure-packages',
      comment: `The pure core imports no package but the pure ones listed (${PURE_PACKAGES.join(', ')}): not the GitHub toolkit, nothing that does I/O`,
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        dependencyTypes: [
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-no-pkg',
          'npm-unknown',
        ],
        // A worktree may reach node_modules through a symlink (../main/node_modules/…).
        pathNot: `(^|/)node_modules/(${PURE_PACKAGES.join('|')})/`,
      },
    },
    {
      name: 'core-imports-only-core',
      comment:
        'The pure core imports nothing of the project outside src/core (adapters, commands, action, cli)',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypesNot: ['core'], path: '^src/', pathNot: '^src/core/' },
    },
    ...layerRules,
    {
      name: 'core-sibling-domain',
      comment:
        'A sibling domain of src/core (beside the layers, e.g. claims/) imports only from core/text/, core/review/ and itself',
      severity: 'error',
      from: { path: '^src/core/([^/]+)/', pathNot: LAYERED },
      to: {
        path: '^src/core/',
        pathNot: ['^src/core/text/', '^src/core/review/', '^src/core/$1/'],
      },
    },
    {
      name: 'adapters-below-entry-points',
      comment:
        'Adapters are beneath every entry point: nothing in src/adapters (nor evaluation.ts, pipeline.ts beside them) imports src/action/, src/cli/ or src/commands/ (a type both need lives in the adapter)',
      severity: 'error',
      from: { path: '^src/(adapters/|evaluation[.]ts$|pipeline[.]ts$)' },
      to: { path: '^src/(action|cli|commands)/' },
    },
    {
      name: 'commands-below-entry-points',
      comment:
        'The commands the CLI and the bot both run (src/commands/) live beneath both: they import neither src/action/ nor src/cli/',
      severity: 'error',
      from: { path: '^src/commands/' },
      to: { path: '^src/(action|cli)/' },
    },
    {
      name: 'action-not-cli',
      comment:
        'The action (src/action/) never imports the CLI (src/cli/): what both run is in src/commands/',
      severity: 'error',
      from: { path: '^src/action/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-not-action',
      comment:
        'The CLI (src/cli/) never imports the action (src/action/): what both need is in src/commands/ or below',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/action/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports (type-only imports count)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'only-git-modules-start-processes',
      comment:
        'Only src/adapters/git.ts starts git (explicit git dir, hardened -c settings, minimal environment): the git-*.ts helpers ask through its runGit; check-process.ts starts sh for bound checks. scripts/check-git-owner.mjs checks that no other process starter names git.',
      severity: 'error',
      from: { path: '^src/', pathNot: [GIT_RUNNER, ...OTHER_PROCESS_MODULES] },
      to: { dependencyTypes: ['core'], path: '^(node:)?child_process$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are imports too: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    // Sources import './x.js' for './x.ts' (NodeNext): dependency-cruiser resolves them as tsc does.
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
