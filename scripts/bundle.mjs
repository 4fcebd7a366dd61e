// Bundles the entry points with ncc into dist/: dist/index.js (the action's
// entry, which runs dist/action.js in a worker thread), dist/action.js (the
// action) and dist/cli.js (the command line). ncc writes each into its own folder, so
// build to a temp dir and move the single file up; dist/package.json marks the
// bundles as ES modules. An entry's lazily loaded modules are its chunks, `<entry>.<id>.js`.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  copyFileSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  rmSync,
  readdirSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asciiOnly } from './ascii-only.mjs';
import { SOURCES_KEY_FILE, sourcesKey } from './bundle-cache.mjs';

// A module loaded with `import()` (the CLI's ev 0.1 commands) is a chunk of its own,
// `<id>.index.js` for every entry alike: each entry's chunks are renamed `<entry>.<id>.js`
// (and the entry's loader told), so that two entries' chunks never overwrite each other.
const CHUNK = /^(\d+)\.index\.js$/;
const CHUNK_NAME = 'return "" + chunkId + ".index.js";';

function ownChunkNames(tmp, name, files) {
  const code = readFileSync(join(tmp, 'index.js'), 'utf8');
  if (!files.some((f) => CHUNK.test(f))) return code;
  const parts = code.split(CHUNK_NAME);
  if (parts.length !== 2) throw new Error(`${name}: ncc's chunk loader changed; see CHUNK_NAME`);
  return parts.join(`return "${name}." + chunkId + ".js";`);
}

// The command line's chunks are compiled by src/adapters/runner/code-cache.ts, with a
// V8 code cache made after the command has run: `vm.Script` compiles scripts, not
// modules, so each chunk becomes a script whose value is a function returning what the
// module exported (webpack's `{ id, ids, modules }`), given the chunk's `import.meta.url`;
// the entry's loader asks for it (src/cli.ts installs it) instead of `import()`.
const CHUNK_IMPORT = 'import("./" + __nccwpck_require__.u(chunkId))';
const SCRIPT_IMPORT =
  'globalThis[Symbol.for("evolving-action.load-chunk")](new URL("./" + __nccwpck_require__.u(chunkId), import.meta.url))';
const MODULE_HEAD =
  /^export const id = (\d+);\nexport const ids = \[(\d+)\];\nexport const modules = \{\n/;

function scriptChunkLoader(name, code) {
  const parts = code.split(CHUNK_IMPORT);
  if (parts.length !== 2) throw new Error(`${name}: ncc's chunk loader changed; see CHUNK_IMPORT`);
  return parts.join(SCRIPT_IMPORT);
}

function chunkAsScript(file, code) {
  const head = MODULE_HEAD.exec(code);
  if (head === null || !code.endsWith('\n};\n'))
    throw new Error(
      `${file}: not the chunk form scripts/bundle.mjs knows (export const id, ids, modules)`,
    );
  const body = code
    .slice(head[0].length, -'};\n'.length)
    .replaceAll('import.meta.url', 'importMetaUrl');
  // What a script cannot hold, or what would need the module's own context.
  for (const form of [/\bimport\.meta\b/, /^export /m, /(?<!\/\* )\bimport\(/]) {
    if (form.test(body)) throw new Error(`${file}: a chunk script cannot hold ${form}`);
  }
  return (
    `(function (importMetaUrl) { 'use strict'; return { id: ${head[1]}, ids: [${head[2]}], modules: {\n` +
    body +
    '} }; })\n'
  );
}

/**
 * ncc's licenses.txt names the packages of the entry's own file only: the
 * packages bundled into its chunks are added in the same form (name, licence,
 * the package's licence text).
 */
function withChunkLicenses(tmp, files) {
  const own = files.includes('licenses.txt') ? readFileSync(join(tmp, 'licenses.txt'), 'utf8') : '';
  const named = new Set(own.split('\n\n').map((block) => block.split('\n')[0]));
  const added = [];
  for (const chunk of files.filter((f) => CHUNK.test(f)).sort()) {
    const code = readFileSync(join(tmp, chunk), 'utf8');
    for (const [, pkg] of code.matchAll(/\.\/node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//g)) {
      if (named.has(pkg)) continue;
      named.add(pkg);
      const dir = join('node_modules', pkg);
      const { license = '' } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      if (file === undefined) throw new Error(`${pkg}: no licence file to bundle`);
      added.push(`${pkg}\n${license}\n${readFileSync(join(dir, file), 'utf8')}`);
    }
  }
  return [own, ...added].filter((t) => t !== '').join('\n\n');
}

const entries = [
  { src: 'src/index.ts', out: 'index.js' },
  { src: 'src/action.ts', out: 'action.js' },
  { src: 'src/cli.ts', out: 'cli.js' },
];
const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
// `--out DIR` bundles somewhere else (used by CI to compare with the committed dist/).
const outFlag = process.argv.indexOf('--out');
const dist = outFlag > 0 ? process.argv[outFlag + 1] : 'dist';
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const { src, out } of entries) {
  const tmp = mkdtempSync(join(tmpdir(), 'ncc-'));
  execFileSync(
    process.execPath,
    [ncc, 'build', src, '-o', tmp, '--license', 'licenses.txt', '-q'],
    {
      stdio: 'inherit',
    },
  );
  const files = readdirSync(tmp);
  const name = out.replace(/\.js$/, '');
  const scripts = name === 'cli' && files.some((f) => CHUNK.test(f));
  for (const f of files) {
    if (f === 'index.js') {
      const code = ownChunkNames(tmp, name, files);
      writeFileSync(join(dist, out), scripts ? scriptChunkLoader(name, code) : code);
    } else if (CHUNK.test(f) && scripts) {
      const code = readFileSync(join(tmp, f), 'utf8');
      writeFileSync(join(dist, f.replace(CHUNK, `${name}.$1.js`)), chunkAsScript(f, code));
    } else if (CHUNK.test(f))
      copyFileSync(join(tmp, f), join(dist, f.replace(CHUNK, `${name}.$1.js`)));
    else if (f !== 'package.json' && f !== 'licenses.txt')
      copyFileSync(join(tmp, f), join(dist, f));
  }
  const licenses = withChunkLicenses(tmp, files);
  if (licenses !== '') writeFileSync(join(dist, `${name}.licenses.txt`), licenses);
  rmSync(tmp, { recursive: true, force: true });
}
// The launcher compiles the chunks the action loads at its start while its worker starts
// (src/action/launch.ts): those dist/action.js loads before its start module, the chunk
// holding that module first, named where the launcher says.
const START_CHUNKS = 'evolving-action:start-chunks';
const START =
  /void Promise\.all\(\/\* import\(\) \*\/\[([^\]]*)\]\)\.then\(__nccwpck_require__\.bind\(__nccwpck_require__, (\d+)\)\);\s*$/;

function nameStartChunks() {
  const start = START.exec(readFileSync(join(dist, 'action.js'), 'utf8'));
  if (start === null) throw new Error("action.js: ncc's start line changed; see START");
  const chunks = [...start[1].matchAll(/__nccwpck_require__\.e\((\d+)\)/g)].map(
    (m) => `action.${m[1]}.js`,
  );
  const holding = (f) => readFileSync(join(dist, f), 'utf8').includes(`\n/***/ ${start[2]}:\n`);
  const own = readdirSync(dist).filter((f) => /^action\.\d+\.js$/.test(f) && holding(f));
  if (own.length !== 1 || !chunks.includes(own[0]))
    throw new Error(`action.js: module ${start[2]} in ${own.length} chunks, not one it loads`);
  const ordered = [own[0], ...chunks.filter((f) => f !== own[0])];
  const parts = readFileSync(join(dist, 'index.js'), 'utf8').split(START_CHUNKS);
  if (parts.length !== 2)
    throw new Error(`index.js: ${START_CHUNKS} not found once; see launch.ts`);
  writeFileSync(join(dist, 'index.js'), parts.join(ordered.join(',')));
}
nameStartChunks();
// In ASCII: Node decodes and compiles a one-byte source faster (scripts/ascii-only.mjs).
for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(dist, file), 'utf8');
  writeFileSync(join(dist, file), asciiOnly(code));
}
chmodSync(join(dist, 'cli.js'), 0o755);
writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
// What the bundle was made from (scripts/bundle-cache.mjs): a fresh clone's tests run the
// committed dist/ when its sources are the clone's, instead of bundling them again.
writeFileSync(join(dist, SOURCES_KEY_FILE), `${sourcesKey()}\n`);
