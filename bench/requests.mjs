#!/usr/bin/env node
/**
 * What the client adds to each request: sequential requests to the fake
 * GitHub on loopback (every request validated, as in the tests), through
 *
 * - `action`: the client the action builds (src/adapters/github/client.ts:
 *   the retry and throttling plugins, the throttling plugin's queues replaced
 *   so a request starts at once);
 * - `plugins' queues`: the same plugins with the throttling plugin's own
 *   global and retry queues (Bottleneck), as the action had them until this
 *   round (its write queues were already unspaced);
 * - `no plugins`: Octokit alone, the floor.
 *
 * Prints the median time of one request, a GET and a PATCH, for each.
 *
 *   node bench/requests.mjs [--requests 40] [--rounds 5]
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '5' },
  },
});
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'bench', 'tsconfig.json')], {
  stdio: 'inherit',
});
const built = (path) => import(pathToFileURL(join(ROOT, 'build', 'bench', path)).href);
const { createClient } = await built('src/adapters/github/client.js');
const { startFakeGitHub } = await built('test-support/fake-github.js');

const TOKEN = 'ghs_bench';
const gh = await startFakeGitHub({ token: TOKEN, pullRequests: [{ number: 7 }] });
const quiet = { info: () => undefined, warning: () => undefined };
const unspaced = { key: () => ({ schedule: (_options, task, ...args) => task(...args) }) };
const clients = {
  action: () => createClient(TOKEN, quiet, gh.url),
  "plugins' queues": () =>
    getOctokit(
      TOKEN,
      {
        baseUrl: gh.url,
        throttle: {
          write: unspaced,
          notifications: unspaced,
          onRateLimit: () => false,
          onSecondaryRateLimit: () => false,
        },
      },
      retry,
      throttling,
    ),
  'no plugins': () => getOctokit(TOKEN, { baseUrl: gh.url }),
};
const repo = { owner: gh.owner, repo: gh.repo };
const count = Number(values.requests);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds per request, `count` in a row. */
async function perRequest(call) {
  const start = performance.now();
  for (let i = 0; i < count; i++) await call();
  return (performance.now() - start) / count;
}

const times = Object.fromEntries(
  Object.keys(clients).map((name) => [name, { get: [], patch: [] }]),
);
try {
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, make] of Object.entries(clients)) {
      const client = make();
      const { data: run } = await client.rest.checks.create({
        ...repo,
        name: 'bench',
        head_sha: 'a'.repeat(40),
      });
      times[name].get.push(
        await perRequest(() => client.rest.pulls.get({ ...repo, pull_number: 7 })),
      );
      times[name].patch.push(
        await perRequest(() =>
          client.rest.checks.update({
            ...repo,
            check_run_id: run.id,
            output: { title: 'bench', summary: 'bench' },
          }),
        ),
      );
    }
  }
} finally {
  await gh.close();
}
process.stdout.write(
  `${count} requests in a row, median of ${values.rounds} rounds, Node ${process.version}\n\n` +
    '| client | GET | PATCH |\n| --- | ---: | ---: |\n' +
    Object.entries(times)
      .map(
        ([name, t]) =>
          `| ${name} | ${median(t.get).toFixed(1)} ms | ${median(t.patch).toFixed(1)} ms |`,
      )
      .join('\n') +
    '\n',
);
