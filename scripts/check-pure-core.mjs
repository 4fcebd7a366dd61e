#!/usr/bin/env node
// The pure-core rule (docs/ARCHITECTURE.md): modules under src/core take data
// and return data — no file system, processes, git, network, environment or
// GitHub toolkit. Prints each offending import or global with file and line;
// exits 1 when there is one. The core's strata (text → claims → ledger →
// verdict → render, docs/ARCHITECTURE.md) only import downward: a module importing from
// a stratum after its own is reported too. Bound in this repository's own ledger
// (.evolving/), with a planted violation as its counter-test:
//   node scripts/check-pure-core.mjs                 # src/core: green
//   node scripts/check-pure-core.mjs fixtures/impure-core   # must go red
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const FORBIDDEN_MODULES =
  /^(node:)?(fs|fs\/promises|child_process|net|http|https|http2|dgram|dns|os|process|worker_threads|cluster|tls|readline)$|^@actions\/|^@octokit\//;
const FORBIDDEN_GLOBALS = /\b(process\.(env|cwd|exit|argv|stdout|stderr)|fetch\(|require\()/;
const IMPORT =
  /^\s*(?:import|export)\b[^'"]*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/;

/** The strata in import order: a module may import from its own stratum and the ones before it. */
const STRATA = ['text', 'claims', 'ledger', 'verdict', 'render'];

/** The stratum of a path under the checked directory (its first folder), or -1. */
function stratumOf(dir, path) {
  const [first] = relative(dir, path).split(sep);
  return STRATA.indexOf(first);
}

function upwardImport(dir, file, module) {
  if (!module.startsWith('.')) return undefined;
  const from = stratumOf(dir, file);
  const to = stratumOf(dir, resolve(dirname(file), module));
  if (from < 0 || to <= from) return undefined;
  return `imports ${module} from the ${STRATA[to]} stratum, above ${STRATA[from]}`;
}

function problemsIn(dir, file) {
  const problems = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      const imported = IMPORT.exec(line);
      const module = imported && (imported[1] ?? imported[2] ?? imported[3]);
      if (module && FORBIDDEN_MODULES.test(module))
        problems.push(`${file}:${index + 1}: imports ${module}`);
      const upward = module && upwardImport(dir, file, module);
      if (upward) problems.push(`${file}:${index + 1}: ${upward}`);
      const global = FORBIDDEN_GLOBALS.exec(line);
      if (global) problems.push(`${file}:${index + 1}: uses ${global[1]}`);
    });
  return problems;
}

const dir = process.argv[2] ?? 'src/core';
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(dir, name));
const problems = files.flatMap((file) => problemsIn(dir, file));
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `${problems.length} problem(s) in ${dir}: the core must take data and return data, and import only from its own or an earlier stratum.`,
  );
  process.exit(1);
}
console.log(`${dir}: ${files.length} modules, all pure.`);
