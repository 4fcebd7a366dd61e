/**
 * Which environment variables are secrets, by name, and the environment a
 * child process that runs code under review gets: ours without them (bound
 * checks, bound-checks.ts; the bot's in-process commands, action/bot.ts).
 */
import { COMMAND_FILE_VARIABLES } from '../runner/command-files.js';

/** Removed by name: the job's GitHub credentials and the runner's own service endpoints. */
const SECRET_NAMES = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
]);

/**
 * Removed by prefix: action inputs (`INPUT_TOKEN` among them), the runner's
 * service endpoints and their tokens (every `ACTIONS_*`: runtime, results,
 * cache, OIDC), and SSH (keys, the agent socket).
 */
const SECRET_PREFIXES = ['INPUT_', 'ACTIONS_', 'SSH_'];
/** The step's command files, through which a process could set environment, PATH or outputs for later steps. */
const STEP_FILES = new Set<string>(COMMAND_FILE_VARIABLES);

/** Credential words anywhere in a name: GITHUB_TOKEN, MY_SECRETS, DB_PASSWORD, GOOGLE_CREDENTIALS, SLACK_WEBHOOK_URL… */
const SECRET_PARTS = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|WEBHOOK|APIKEY/;

/** Credential words as one of a name's `_`-separated words: GH_PAT, DEPLOY_KEY, DB_PASS, NPM_AUTH… */
const SECRET_WORDS = /(?:^|_)(?:PAT|KEY|KEYS|PASS|AUTH|DSN)(?:_|$)/;

/**
 * Is this variable a credential (or a door to one), by the common shapes of
 * secret names? Matching is on the upper-cased name. Removing a harmless
 * variable costs a check little; passing a secret to code under review can
 * cost the repository.
 */
export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    SECRET_NAMES.has(upper) ||
    STEP_FILES.has(upper) ||
    SECRET_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
    SECRET_PARTS.test(upper) ||
    SECRET_WORDS.test(upper)
  );
}

/**
 * The environment a bound command runs with: ours minus every variable
 * `isSecretName` matches. A bound test is code from the branch under review;
 * it must not be able to act as the workflow (push, comment, mint OIDC
 * tokens) or steer later steps. Note: a checkout with persisted credentials
 * (`actions/checkout`'s default) keeps the token in `.git/config`; use
 * `persist-credentials: false` to keep it from bound commands too.
 */
export function childEnvironment(env: NodeJS.ProcessEnv): {
  env: NodeJS.ProcessEnv;
  removed: string[];
} {
  const kept: NodeJS.ProcessEnv = {};
  const removed: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (isSecretName(name)) removed.push(name);
    else kept[name] = value;
  }
  return { env: kept, removed: removed.sort() };
}
