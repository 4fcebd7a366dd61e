// What `actions/checkout@v4` puts in the workspace, modelled on its source
// (src/input-helper.ts, src/ref-helper.ts, src/git-source-provider.ts) for
// the inputs the README's recipes give it — not a clone with every ref:
//
// - the ref and commit: input `ref` when given (a 40-hex `ref` is a commit
//   with no ref), else GITHUB_REF and GITHUB_SHA;
// - `fetch-depth: 0`: `+refs/heads/*:refs/remotes/origin/*` and
//   `+refs/tags/*:refs/tags/*`, plus `+<commit>:refs/remotes/pull/N/…` when
//   the ref is a `refs/pull/` ref; then, when the commit is not there yet,
//   the commit itself (a fork's head: no branch of the base repository has
//   it). `refs/pull/N/merge` is fetched only when it is the ref checked out;
// - any other depth: one refspec for the ref and commit, `--depth=N`;
// - then a detached checkout of the commit (or of `refs/remotes/pull/…`).
//
// The origin is the base repository as GitHub serves it: its branches, and
// `refs/pull/N/head` and `refs/pull/N/merge` for the pull request, with any
// reachable commit fetchable by id (so the action can fetch a base or head
// commit a shallow checkout left out).
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HandMadeRepository } from './git-objects.js';
import type { ActionEvent } from './events.js';
import type { Scenario } from './scenario.js';

const TAGS_REFSPEC = '+refs/tags/*:refs/tags/*';

export interface GitHubOrigin {
  /** The bare repository (the `origin` URL is `file://<dir>`). */
  dir: string;
  url: string;
}

function gitIn(cwd: string, env: NodeJS.ProcessEnv, args: readonly string[]): string {
  return execFileSync('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString(
    'utf8',
  );
}

/**
 * The base repository of a scenario's pull request as GitHub holds it: the
 * default branch at the base commit, `refs/pull/N/head` and
 * `refs/pull/N/merge`; the head's branch only when it is not a fork's.
 */
export function githubOrigin(
  scenario: Pick<Scenario, 'dir' | 'repo' | 'number' | 'baseSha' | 'headSha' | 'mergeSha'>,
  options: { fork: boolean; defaultBranch?: string; headBranch?: string },
  parent: string,
): GitHubOrigin {
  const dir = join(parent, 'origin.git');
  const env = scenario.repo.env;
  mkdirSync(dir);
  const n = scenario.number;
  const defaultBranch = options.defaultBranch ?? 'main';
  const refs: Array<[string, string]> = [
    [`refs/heads/${defaultBranch}`, scenario.baseSha],
    [`refs/pull/${n}/head`, scenario.headSha],
    [`refs/pull/${n}/merge`, scenario.mergeSha],
  ];
  if (!options.fork)
    refs.push([`refs/heads/${options.headBranch ?? `feature-${n}`}`, scenario.headSha]);
  if (!handMadeOrigin(dir, scenario.dir, refs, defaultBranch)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    gitIn(dir, env, ['init', '-q', '--bare']);
    // GitHub serves any commit a ref reaches by its id.
    gitIn(dir, env, ['config', 'uploadpack.allowReachableSHA1InWant', 'true']);
    gitIn(scenario.dir, env, ['push', '-q', dir, ...refs.map(([ref, id]) => `${id}:${ref}`)]);
    gitIn(dir, env, ['symbolic-ref', 'HEAD', `refs/heads/${defaultBranch}`]);
  }
  return { dir, url: `file://${dir}` };
}

/**
 * What `git init --bare`, the setting, `git push <refs>` and `git
 * symbolic-ref HEAD` leave in `dir`, written by the test: the objects the
 * refs reach (each a loose object of the scenario's, copied as it is), the
 * refs, HEAD. False when an object the refs reach is not loose in the
 * scenario's repository (git then pushes).
 */
function handMadeOrigin(
  dir: string,
  from: string,
  refs: ReadonlyArray<[string, string]>,
  defaultBranch: string,
): boolean {
  const source = join(from, '.git', 'objects');
  const reached = new Set<string>();
  const objects = new HandMadeRepository(from);
  const todo = refs.map(([, id]) => id);
  while (todo.length > 0) {
    const id = todo.pop() as string;
    if (reached.has(id)) continue;
    const object = objects.read(id);
    if (!object) return false;
    reached.add(id);
    if (object.type === 'commit') {
      const head = object.body.toString('latin1').split('\n\n')[0] as string;
      for (const m of head.matchAll(/^(?:tree|parent) ([0-9a-f]{40})$/gm))
        todo.push(m[1] as string);
    } else if (object.type === 'tree') {
      let at = 0;
      const body = object.body;
      while (at < body.length) {
        const nul = body.indexOf(0, at);
        // A submodule's commit (mode 160000) is not in this repository.
        if (!body.toString('latin1', at, nul).startsWith('160000 '))
          todo.push(body.toString('hex', nul + 1, nul + 21));
        at = nul + 21;
      }
    }
  }
  for (const sub of ['info', 'objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
    mkdirSync(join(dir, sub), { recursive: true });
  for (const id of reached) {
    mkdirSync(join(dir, 'objects', id.slice(0, 2)), { recursive: true });
    copyFileSync(
      join(source, id.slice(0, 2), id.slice(2)),
      join(dir, 'objects', id.slice(0, 2), id.slice(2)),
    );
  }
  for (const [ref, id] of refs) {
    mkdirSync(dirname(join(dir, ref)), { recursive: true });
    writeFileSync(join(dir, ref), `${id}\n`);
  }
  writeFileSync(join(dir, 'HEAD'), `ref: refs/heads/${defaultBranch}\n`);
  writeFileSync(
    join(dir, 'config'),
    '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = true\n' +
      '[uploadpack]\n\tallowReachableSHA1InWant = true\n',
  );
  return true;
}

export interface CheckoutInputs {
  /** The step's `ref:` as evaluated (empty or absent: the event's GITHUB_REF and GITHUB_SHA). */
  ref?: string;
  /** The step's `fetch-depth:` (default 1). */
  fetchDepth?: number;
}

/** input-helper.ts: the ref and the commit to fetch and check out. */
function refAndCommit(inputs: CheckoutInputs, event: ActionEvent): { ref: string; commit: string } {
  const given = inputs.ref ?? '';
  if (given === '') {
    const ref =
      event.ref !== '' && !event.ref.startsWith('refs/') ? `refs/heads/${event.ref}` : event.ref;
    return { ref, commit: event.sha };
  }
  if (/^[0-9a-fA-F]{40}$/.test(given)) return { ref: '', commit: given };
  return { ref: given, commit: '' };
}

/** ref-helper.ts getRefSpecForAllHistory. */
function refSpecsForAllHistory(ref: string, commit: string): string[] {
  const specs = ['+refs/heads/*:refs/remotes/origin/*', TAGS_REFSPEC];
  if (ref.toUpperCase().startsWith('REFS/PULL/'))
    specs.push(`+${commit || ref}:refs/remotes/pull/${ref.slice('refs/pull/'.length)}`);
  return specs;
}

/** ref-helper.ts getRefSpec (the qualified refs and commits the recipes use). */
function refSpec(ref: string, commit: string): string[] {
  const upper = ref.toUpperCase();
  if (commit !== '') {
    if (upper.startsWith('REFS/HEADS/'))
      return [`+${commit}:refs/remotes/origin/${ref.slice('refs/heads/'.length)}`];
    if (upper.startsWith('REFS/PULL/'))
      return [`+${commit}:refs/remotes/pull/${ref.slice('refs/pull/'.length)}`];
    if (upper.startsWith('REFS/TAGS/')) return [`+${commit}:${ref}`];
    return [commit];
  }
  if (upper.startsWith('REFS/HEADS/'))
    return [`+${ref}:refs/remotes/origin/${ref.slice('refs/heads/'.length)}`];
  if (upper.startsWith('REFS/PULL/'))
    return [`+${ref}:refs/remotes/pull/${ref.slice('refs/pull/'.length)}`];
  return [`+${ref}:${ref}`];
}

/** git-command-manager.ts fetch: `--no-tags` unless the tags refspec is asked for. */
function fetch(workspace: string, env: NodeJS.ProcessEnv, specs: string[], depth: number): void {
  const args = ['-c', 'protocol.version=2', 'fetch'];
  if (!specs.includes(TAGS_REFSPEC)) args.push('--no-tags');
  args.push('--prune', '--no-recurse-submodules');
  if (depth > 0) args.push(`--depth=${depth}`);
  gitIn(workspace, env, [...args, 'origin', ...specs]);
}

/** ref-helper.ts testRef: is the commit to check out here (for a pull ref: assumed). */
function testRef(workspace: string, env: NodeJS.ProcessEnv, ref: string, commit: string): boolean {
  if (commit === '') return true;
  const upper = ref.toUpperCase();
  if (upper.startsWith('REFS/PULL/')) return true;
  const exists = (rev: string): string | undefined => {
    try {
      return gitIn(workspace, env, ['rev-parse', '--verify', '--quiet', rev]).trim();
    } catch {
      return undefined;
    }
  };
  if (ref === '') return exists(`${commit}^{commit}`) !== undefined;
  if (upper.startsWith('REFS/HEADS/'))
    return exists(`refs/remotes/origin/${ref.slice('refs/heads/'.length)}`) === commit;
  return exists(ref) === commit;
}

/** ref-helper.ts getCheckoutInfo: what `git checkout --force` is given. */
function checkoutTarget(ref: string, commit: string): string {
  if (ref === '') return commit;
  if (ref.toUpperCase().startsWith('REFS/HEADS/'))
    return commit || `refs/remotes/origin/${ref.slice('refs/heads/'.length)}`;
  if (ref.toUpperCase().startsWith('REFS/PULL/'))
    return `refs/remotes/pull/${ref.slice('refs/pull/'.length)}`;
  return ref;
}

/**
 * A new workspace, `<parent>/workspace`, as `actions/checkout@v4` leaves it
 * for `event` with these inputs (`persist-credentials` changes nothing here:
 * the origin needs none).
 */
export function actionsCheckout(
  origin: GitHubOrigin,
  event: ActionEvent,
  inputs: CheckoutInputs,
  env: NodeJS.ProcessEnv,
  parent: string,
): string {
  const workspace = join(parent, 'workspace');
  mkdirSync(workspace);
  if (/^[\w./:+-]+$/.test(origin.url)) {
    // `git init -q` and `git remote add origin <url>`, written by the test (the settings of
    // git-objects.ts's test repositories: no gc or maintenance of git's own after a fetch).
    HandMadeRepository.create(workspace);
    appendFileSync(
      join(workspace, '.git', 'config'),
      `[remote "origin"]\n\turl = ${origin.url}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
    );
  } else {
    gitIn(workspace, env, ['init', '-q']);
    gitIn(workspace, env, ['remote', 'add', 'origin', origin.url]);
  }
  const { ref, commit } = refAndCommit(inputs, event);
  const depth = inputs.fetchDepth ?? 1;
  if (depth <= 0) {
    fetch(workspace, env, refSpecsForAllHistory(ref, commit), 0);
    if (!testRef(workspace, env, ref, commit)) fetch(workspace, env, refSpec(ref, commit), 0);
  } else {
    fetch(workspace, env, refSpec(ref, commit), depth);
  }
  gitIn(workspace, env, ['checkout', '-q', '--force', '--detach', checkoutTarget(ref, commit)]);
  return workspace;
}

/** Does the clone hold this commit? */
export function cloneHas(workspace: string, env: NodeJS.ProcessEnv, commit: string): boolean {
  try {
    gitIn(workspace, env, ['cat-file', '-e', `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** The refs the clone holds (`git for-each-ref`), to show what was fetched. */
export function cloneRefs(workspace: string, env: NodeJS.ProcessEnv): string[] {
  return gitIn(workspace, env, ['for-each-ref', '--format=%(refname)']).split('\n').filter(Boolean);
}
