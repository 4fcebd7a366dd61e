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
 * yields and every surface is drawn from; `ticks` is ev 0.1's domain and
 * `ticks/verdict` judges it.
 */
const LAYERS = [
  ['text', '^src/core/text/'],
  ['review', '^src/core/review/'],
  ['ticks', '^src/core/ticks/(?!verdict/)'],
  ['verdict', '^src/core/ticks/verdict/'],
];
/**
 * Any other folder of src/core is a sibling domain of a model (0.2's
 * `claims/`, say): it builds on `text` and `review` alone. Adding one needs
 * no change here.
 */
const LAYERED = '^src/core/(text|review|ticks)/';
/** The pure floors: the core (the models' domains) and render (what a reviewer reads). */
const PURE = '^src/(core|render)/';
/** Node built-ins the pure floors may use: they compute, they do no I/O. */
const PURE_BUILTINS = ['crypto', 'buffer'];
/** Third-party packages the pure floors may use: pure functions of their input. */
const PURE_PACKAGES = ['json-canonicalize'];
/**
 * The one module that starts git: the hardened runner. The other modules of
 * adapters/git/ (and the models' git readers) ask git through it.
 */
const GIT_RUNNER = '^src/adapters/git/runner[.]ts$';
/** Modules that start processes other than git (check-process.ts runs a bound check with `sh`). */
const OTHER_PROCESS_MODULES = ['^src/adapters/processes/check-process[.]ts$'];
/**
 * The floors beneath the entry points, from the top down: each imports only
 * from the floors below it. `models` registers each model (its detection,
 * review, preview and commands); `commands` holds what the CLI and the bot
 * both run; `chains` one chain per model, shared by the action, the preview
 * and the bot; `adapters` the edge; `render` and `core` are pure.
 */
const FLOORS = ['models', 'commands', 'chains', 'adapters', 'render', 'core'];
/** The rooms every floor has, one per model, named in ev's words: they never import each other. */
const ROOMS = ['ticks', 'claims'];

const layerRules = LAYERS.slice(0, -1).map(([layer, path], index) => ({
  name: `core-layer-${layer}`,
  comment: `core/${layer} imports only from ${LAYERS.slice(0, index + 1)
    .map(([l]) => l)
    .join(', ')} (the layers run ${LAYERS.map(([l]) => l).join(' → ')})`,
  severity: 'error',
  from: { path },
  to: {
    path: LAYERS.slice(index + 1)
      .map(([, later]) => later)
      .join('|'),
  },
}));

/** One rule per floor: nothing on it imports a floor above it, nor an entry point. */
const floorRules = FLOORS.map((floor, index) => ({
  name: `${floor}-below-${index === 0 ? 'entry-points' : FLOORS[index - 1]}`,
  comment: `src/${floor}/ imports only the floors below it (${FLOORS.slice(index + 1).join(', ') || 'none'}): never ${['action', 'cli', ...FLOORS.slice(0, index)].join(', ')}`,
  severity: 'error',
  from: { path: `^src/${floor}/` },
  to: { path: `^src/(${['action', 'cli', ...FLOORS.slice(0, index)].join('|')})/` },
}));

/** The entry points never import each other: what both run is beneath them. */
const entryRules = [
  ['action', 'cli'],
  ['cli', 'action'],
].map(([from, to]) => ({
  name: `${from}-not-${to}`,
  comment: `src/${from}/ never imports src/${to}/: what both run is in src/models/ or below`,
  severity: 'error',
  from: { path: `^src/${from}/` },
  to: { path: `^src/${to}/` },
}));

/** A room of that name on any floor, one or two folders down (src/core/ticks/, src/adapters/git/…/ticks/ is none). */
const roomPath = (room) => `^src/[a-z-]+/${room}/|^src/[a-z-]+/[a-z-]+/${room}/`;

/**
 * What the surfaces share (render/'s own files: escaping, links, the
 * comment's marker, composing every store's surfaces) knows no model: each
 * model's room builds on it, never the other way.
 */
const sharedRenderRule = {
  name: 'render-shared-apart-from-rooms',
  comment:
    "render/'s shared files import no model's room (render/ticks/, render/claims/): the rooms build on them",
  severity: 'error',
  from: { path: '^src/render/[^/]+$' },
  to: { path: `^src/render/(${ROOMS.join('|')})/` },
};

/** A model's room on any floor never imports another model's room. */
const roomRules = ROOMS.flatMap((room) =>
  ROOMS.filter((other) => other !== room).map((other) => ({
    name: `${room}-apart-from-${other}`,
    comment: `A ${room} room (src/<floor>/${room}/) never imports a ${other} room: what both need is on the floor, outside the rooms`,
    severity: 'error',
    from: { path: roomPath(room) },
    to: { path: roomPath(other) },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-no-io-builtins',
      comment:
        'The pure floors (core, render) take data and return data: no file system, process, network or other I/O module (only ' +
        PURE_BUILTINS.map((b) => `node:${b}`).join(', ') +
        ')',
      severity: 'error',
      from: { path: PURE },
      to: {
        dependencyTypes: ['core'],
        pathNot: `^(node:)?(${PURE_BUILTINS.join('|')})$`,
      },
    },
    {
      name: 'core-only-pure-packages',
      comment: `The pure floors (core, render) import no package but the pure ones listed (${PURE_PACKAGES.join(', ')}): not the GitHub toolkit, nothing that does I/O`,
      severity: 'error',
      from: { path: PURE },
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
        'The pure core imports nothing of the project outside src/core (not even render, which draws it)',
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
    ...floorRules,
    ...entryRules,
    ...roomRules,
    sharedRenderRule,
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
        'Only src/adapters/git/runner.ts starts git (explicit git dir, hardened -c settings, minimal environment): every other module asks through its runGit; check-process.ts starts sh for bound checks. scripts/check-git-owner.mjs checks that no other process starter names git.',
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
