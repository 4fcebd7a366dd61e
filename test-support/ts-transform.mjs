// jest's transformer for the TypeScript sources, tests and test support: esbuild strips the
// types of each file on its own, as tsconfig.json's `isolatedModules` promises that it can.
// Nothing here checks types: `tsc --noEmit` does (scripts/ci.sh), as it did when ts-jest
// transpiled without checking. esbuild does in well under a second what TypeScript's own
// emitter took about 8 CPU-seconds for on a cold run of the suite (CONTRIBUTING.md).
import { createHash } from 'node:crypto';
import { transformSync, version } from 'esbuild';

const OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'es2022',
  sourcemap: 'external',
  // tsconfig.json's target (ES2022) gives class fields their standard semantics.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
};
const OPTIONS_KEY = JSON.stringify({ version, OPTIONS });

export default {
  canInstrument: false,
  getCacheKey(source, path) {
    return createHash('sha256')
      .update(OPTIONS_KEY)
      .update('\0')
      .update(path)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, path) {
    const { code, map } = transformSync(source, { ...OPTIONS, sourcefile: path });
    return { code, map };
  },
};
