// Bundles the entry points with ncc into dist/: dist/index.js (the action's
// entry, which runs dist/action.js in a worker thread), dist/action.js (the
// action) and dist/cli.js (the command line). ncc writes each into its own folder, so
// build to a temp dir and move the single file up; dist/package.json marks the
// bundles as ES modules.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  copyFileSync,
  writeFileSync,
  mkdirSync,
  rmSync,
  readdirSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  for (const f of files) {
    if (f === 'index.js') copyFileSync(join(tmp, f), join(dist, out));
    else if (f === 'licenses.txt')
      copyFileSync(join(tmp, f), join(dist, out.replace(/\.js$/, '.licenses.txt')));
    else if (f !== 'package.json') copyFileSync(join(tmp, f), join(dist, f));
  }
  rmSync(tmp, { recursive: true, force: true });
}
chmodSync(join(dist, 'cli.js'), 0o755);
writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
