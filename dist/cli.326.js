(function (importMetaUrl) { 'use strict'; return { id: 326, ids: [326], modules: {

/***/ 892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ textAtCommit),
/* harmony export */   Dp: () => (/* binding */ directoryAt),
/* harmony export */   He: () => (/* binding */ commitsInClone),
/* harmony export */   LT: () => (/* binding */ filesAtRevisions),
/* harmony export */   l7: () => (/* binding */ commitsInHistoryOf)
/* harmony export */ });
/* unused harmony exports git, noDirectoryAt, hasCommit, commitsHere, ensureCommit, checkoutOf, isShallow, changedFiles, pathChanges, parseNameStatus, changedUnder, treeEntries, changedInWorkTreeSince, changedBetween, blobsById, textsAtCommit, TREE_DIRECTORIES_MAX, namesByDirectory, TREES, treesContext, batchTrees, workTreeChanges */
/* harmony import */ var _core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3487);
/* harmony import */ var _core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8761);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2638);
/* harmony import */ var _commits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5461);
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4723);
/**
 * Git questions about a pull request: is its base commit here (fetch it if
 * not), which files did it change, and what did it do to the tick files.
 * Thin: each function is one git command (or a few), run through git/runner.ts in
 * the repository located once from the workspace; the pure core interprets
 * answers. Every commit passed in is checked to be a full commit id and
 * placed after `--end-of-options` (or on a batch command's stdin); paths go
 * after `--`.
 */






/**
 * One git command in the repository's work tree root (git/runner.ts: explicit git
 * dir, hardened config, an environment without the token; the repository's
 * own config, e.g. a persisted checkout token, still applies). Without a
 * repository it fails.
 */
async function git(repository, args) {
    const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(contextOf(repository), args);
    return { ok: result.code === 0, stdout: result.stdout.toString('utf8'), stderr: result.stderr };
}
/**
 * Where these commands run: the repository's work tree root, with the
 * environment it was located with (git/runner.ts keeps little of it). Without a
 * repository every command fails before it starts, so no environment is needed.
 */
function contextOf(repository) {
    return { repository, cwd: repository?.workTree ?? '.', env: repository?.env ?? {} };
}
/** A revision we pass: a full commit id, or HEAD. */
function isRevision(rev) {
    return rev === 'HEAD' || (0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(rev);
}
const remembered = new WeakMap();
/** The most entries of a tree listing kept for a later question. */
const REMEMBERED_TREE_ENTRIES = 256;
function rememberedOf(repository) {
    let known = remembered.get(repository);
    if (known === undefined)
        remembered.set(repository, (known = { trees: new Map() }));
    return known;
}
/**
 * What a remembered listing of `path`'s directory at `commit` says of it:
 * `{ entry }` (undefined when the directory holds no such name), or
 * undefined when no listing of that directory is remembered.
 */
async function rememberedEntry(repository, commit, path) {
    const slash = path.lastIndexOf('/');
    if (repository === null || slash <= 0)
        return undefined;
    const listing = remembered.get(repository)?.trees.get(`${commit}\0${path.slice(0, slash)}`);
    const entries = listing === undefined ? undefined : (await listing)?.entries;
    if (entries === undefined)
        return undefined;
    const name = path.slice(slash + 1);
    return { entry: entries.find((entry) => entry.name === name) };
}
/**
 * Whether a listing of `dir`'s parent at `commit`, asked before, says no
 * directory stands at `dir` (then treeEntries would answer [] and nothing
 * under `dir` differs from the work tree's files there because of
 * `commit`'s): false when no such listing was asked, or it names one.
 */
async function noDirectoryAt(repository, commit, dir) {
    if (!isCommitId(commit))
        return false;
    const listed = await rememberedEntry(repository, commit, dir);
    return listed !== undefined && listed.entry?.type !== 'tree';
}
async function hasCommit(repository, sha) {
    if (!isCommitId(sha))
        return false;
    if (knownCommit(repository, sha))
        return true;
    const found = (await git(repository, ['cat-file', '-e', '--end-of-options', `${sha}^{commit}`]))
        .ok;
    if (found)
        rememberCommit(repository, sha);
    return found;
}
/** Which of these commits the clone holds, from one `cat-file --batch-check` (git/commits.ts's peelCommits). */
async function commitsHere(repository, shas) {
    const peeled = await peelCommits(contextOf(repository), shas);
    return new Set(shas.filter((sha) => peeled.get(sha) !== null));
}
/**
 * Makes sure `sha` is in the clone: fetches it from origin when the
 * checkout left it out (GitHub serves a pull request's head and base
 * commits by id, a fork's too). Returns why it could not, or undefined when
 * it is here. `what` names the commit in the message.
 *
 * A shallow clone gets the commit alone (`--depth=1`). A full clone gets it
 * with the history it lacks (a fork's head on a `fetch-depth: 0` checkout
 * of the base: the pull request's own commits): `--depth=1` there would cut
 * the clone's history at that commit, and every path of its tree would then
 * count as touched by it (ev 0.2's drift, 0.1's history since a receipt).
 */
async function ensureCommit(repository, sha, what = "the pull request's base commit") {
    if (!isCommitId(sha))
        return `${what} is not a full commit id`;
    if (await hasCommit(repository, sha))
        return undefined;
    const depth = (await isShallow(repository)) === false ? [] : ['--depth=1'];
    // What was not in the clone may be now.
    forgetMissingCommits(repository);
    const fetched = await git(repository, [
        'fetch',
        '--no-tags',
        '--quiet',
        ...depth,
        '--end-of-options',
        'origin',
        sha,
    ]);
    if (fetched.ok && (await hasCommit(repository, sha)))
        return undefined;
    return (`${what} ${sha.slice(0, 12)} is not in this clone and could not be fetched` +
        ` (${firstLine(fetched.stderr) || 'no origin?'}); check out with \`fetch-depth: 0\` (actions/checkout)`);
}
async function checkoutOf(repository, headSha, checkedOut) {
    const sha = checkedOut === undefined ? await checkedOutCommit(repository) : checkedOut.head;
    if (sha === undefined)
        return { kind: 'other', sha: undefined };
    if (sha === headSha)
        return { kind: 'head', sha };
    const object = await git(repository, ['cat-file', 'commit', '--end-of-options', sha]);
    const header = object.ok
        ? object.stdout.slice(0, Math.max(0, object.stdout.indexOf('\n\n')))
        : '';
    const parents = [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((match) => match[1]);
    return parents.length >= 2 && parents[1] === headSha
        ? { kind: 'merge', sha }
        : { kind: 'other', sha };
}
/**
 * The commit checked out (`HEAD`), or undefined when there is none (an
 * unborn branch, no repository).
 */
async function checkedOutCommit(repository) {
    const head = await git(repository, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    const sha = head.stdout.trim();
    return head.ok && isCommitId(sha) ? sha : undefined;
}
/** Is the clone shallow (a `fetch-depth` other than 0)? Undefined when git cannot say. */
async function isShallow(repository) {
    const answer = await git(repository, ['rev-parse', '--is-shallow-repository']);
    if (!answer.ok)
        return undefined;
    return answer.stdout.trim() === 'true';
}
function firstLine(text) {
    return text.trim().split('\n')[0] ?? '';
}
/** The files changed between the merge base of `base` and `head`, as the pull request shows them. */
async function changedFiles(repository, base, head) {
    if (!isRevision(base) || !isRevision(head))
        return undefined;
    return diffNames(repository, [`${base}...${head}`]);
}
/** `git diff --name-only` over validated revisions (and under `paths`); undefined when git cannot tell. */
async function diffNames(repository, revisions, paths = []) {
    const diff = await git(repository, [
        ...DIFF_NAMES,
        ...revisions,
        ...(paths.length > 0 ? ['--', ...paths] : []),
    ]);
    return diff.ok ? diff.stdout.split('\0').filter((path) => path !== '') : undefined;
}
/** What `head` did to the files under `path` since `base` (`git diff --name-status -M`). */
async function pathChanges(repository, base, head, path) {
    if (!isRevision(base) || !isRevision(head))
        return undefined;
    const diff = await git(repository, [...DIFF_NAME_STATUS, base, head, '--', path]);
    if (!diff.ok)
        return undefined;
    return parseNameStatus(diff.stdout);
}
/** `-z` name-status output: STATUS NUL PATH NUL, or for R/C: STATUS NUL OLD NUL NEW NUL. */
function parseNameStatus(output) {
    const fields = output.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < fields.length;) {
        const status = (fields[i] ?? '').charAt(0);
        if (status === 'R' || status === 'C') {
            changes.push({ status, from: fields[i + 1] ?? '', path: fields[i + 2] ?? '' });
            i += 3;
        }
        else {
            changes.push({ status, path: fields[i + 1] ?? '' });
            i += 2;
        }
    }
    return changes.filter((change) => change.status !== '');
}
/**
 * Which of these commits are in the clone, asked in one `cat-file
 * --batch-check` (git/commits.ts peelCommits: the ids go on stdin, never as
 * arguments). Anything that is not a full lowercase commit id is reported as
 * absent: it cannot name a commit this clone can judge.
 */
async function commitsInClone(repository, commits) {
    const asked = [...new Set(commits)].filter((commit) => (0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(commit));
    const present = new Set();
    if (asked.length === 0)
        return present;
    const peeled = await (0,_commits_js__WEBPACK_IMPORTED_MODULE_2__/* .peelCommits */ .pP)(contextOf(repository), asked);
    for (const commit of asked)
        if ((peeled.get(commit) ?? null) !== null)
            present.add(commit);
    return present;
}
/**
 * The files under `path` the pull request added, changed or deleted (against
 * the merge base of `base` and `head`), repository-relative; undefined when
 * git cannot tell. `base` must be a full commit id.
 */
async function changedUnder(repository, base, head, path) {
    if (!isCommitId(base) || !isRevision(head))
        return undefined;
    // Against the merge base: what the pull request changed. A shallow clone may hold no merge
    // base; then the two trees are compared directly, which is stricter (a file the base changed
    // since also counts as changed, so it is not evidence either), never laxer.
    for (const revisions of [[`${base}...${head}`], [base, head]]) {
        const names = await diffNames(repository, revisions, [path]);
        if (names !== undefined)
            return names;
    }
    return undefined;
}
/**
 * A file's text at a full commit id (`<commit>:<path>`), or undefined when it
 * is not there, is not a regular file, or is larger than `maxBytes` (asked
 * first, so nothing unbounded is read).
 */
async function textAtCommit(repository, commit, path, maxBytes) {
    if (!(0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(commit))
        return undefined;
    const listed = await rememberedEntry(repository, commit, path);
    if (listed !== undefined) {
        // The directory's listing, asked before, says what is there and how large: one process, or none.
        const entry = listed.entry;
        if (entry?.type !== 'blob' || entry.size === undefined || entry.size > maxBytes)
            return undefined;
        const blob = await git(repository, ['cat-file', 'blob', '--end-of-options', entry.oid]);
        return blob.ok ? blob.stdout : undefined;
    }
    const object = `${commit}:${path}`;
    const size = await git(repository, ['cat-file', '-s', '--end-of-options', object]);
    const bytes = Number(size.stdout.trim());
    if (!size.ok || !Number.isSafeInteger(bytes) || bytes > maxBytes)
        return undefined;
    const blob = await git(repository, ['cat-file', 'blob', '--end-of-options', object]);
    return blob.ok ? blob.stdout : undefined;
}
/**
 * The entries of directory `dir` (repository-relative) in `commit`'s tree, in
 * one `git ls-tree -z -l`; [] when the commit has no such directory, undefined
 * when git cannot tell.
 */
async function treeEntries(repository, commit, dir) {
    return (await directoryAt(repository, commit, dir))?.entries;
}
/**
 * `dir`'s listing at `commit` (treeEntries'), with what stands at `dir`
 * when it is no directory, from the same `git ls-tree`; undefined when git
 * cannot tell.
 */
async function directoryAt(repository, commit, dir) {
    if (!(0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(commit))
        return undefined;
    if (repository === null)
        return listTree(repository, commit, dir);
    const trees = rememberedOf(repository).trees;
    const key = `${commit}\0${dir}`;
    let answer = trees.get(key);
    if (answer === undefined) {
        answer = listTree(repository, commit, dir);
        trees.set(key, answer);
        // A failure (the commit not yet fetched) is asked again next time; a large listing (the
        // ticks) is not kept for the rest of the run.
        void answer.then((listing) => {
            if (listing === undefined || listing.entries.length > REMEMBERED_TREE_ENTRIES)
                trees.delete(key);
        });
    }
    // Each caller gets its own copy: one may sort or filter what it was given.
    return answer.then((listing) => listing && { ...listing, entries: listing.entries.map((entry) => ({ ...entry })) });
}
async function listTree(repository, commit, dir) {
    // `dir/` lists what the directory holds; `dir` beside it shows the entry itself only when it
    // is no directory (a link, a file, a submodule): one process answers both.
    const listed = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(contextOf(repository), [
        'ls-tree',
        '-z',
        '-l',
        '--full-tree',
        '--end-of-options',
        commit,
        '--',
        `${dir}/`,
        ...(dir === '.' ? [] : [dir]),
    ]);
    if (listed.code !== 0)
        return undefined;
    const prefix = `${dir}/`;
    const listing = { entries: [] };
    for (const record of listed.stdout.toString('utf8').split('\0')) {
        const match = /^(\d+) (\S+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(record);
        if (!match)
            continue;
        const [, mode = '', type = '', oid = '', size = '-', path = ''] = match;
        if (path === dir && type !== 'tree')
            listing.itself = { mode, type };
        if (!path.startsWith(prefix))
            continue;
        const entry = { mode, type, oid, name: path.slice(prefix.length) };
        if (size !== '-')
            entry.size = Number(size);
        listing.entries.push(entry);
    }
    return listing;
}
/**
 * The files under `path` whose content in the work tree differs from
 * `commit` (`git diff --name-only <commit> -- <path>`: changed, deleted or
 * added there); undefined when git cannot tell.
 */
async function changedInWorkTreeSince(repository, commit, path) {
    if (!isCommitId(commit))
        return undefined;
    return diffNames(repository, [commit], [path]);
}
/**
 * The files under `path` that differ between two commits (`git diff
 * --name-only <from> <to> -- <path>`, which the in-process reader answers);
 * undefined when git cannot tell.
 */
async function changedBetween(repository, from, to, path) {
    if (!isCommitId(from) || !isCommitId(to))
        return undefined;
    return diffNames(repository, [from, to], [path]);
}
/**
 * The contents of these blobs, by object id, in one `git cat-file --batch`
 * (the ids on stdin). The caller bounds what it asks for by the sizes a
 * listing gave; a blob git does not return as one is left out.
 */
async function blobsById(repository, oids) {
    const asked = [...new Set(oids)].filter((oid) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(oid));
    if (asked.length === 0)
        return new Map();
    const read = await runGit(contextOf(repository), ['cat-file', '--batch'], asked.map((oid) => `${oid}\n`).join(''));
    return read.code === 0 ? batchBlobsById(read.stdout) : new Map();
}
/**
 * Which of `commits` are `base` itself or one of its ancestors in this
 * clone: those present are asked of one `git rev-list --stdin` (them, not
 * `base`), and a commit it lists is not in `base`'s history. A commit the
 * clone lacks, or a git failure, answers no: nothing unknown counts as the
 * base's.
 */
async function commitsInHistoryOf(repository, commits, base) {
    const inHistory = new Set();
    const wanted = new Set(commits);
    if (!(0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(base))
        return inHistory;
    const present = await commitsInClone(repository, [...wanted, base]);
    if (!present.has(base))
        return inHistory;
    if (wanted.has(base))
        inHistory.add(base);
    const asked = [...present].filter((commit) => commit !== base && wanted.has(commit));
    if (asked.length === 0)
        return inHistory;
    const outside = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(contextOf(repository), ['rev-list', '--stdin'], `${asked.join('\n')}\n^${base}\n`);
    if (outside.code !== 0)
        return inHistory;
    const listed = new Set(outside.stdout.toString('utf8').split('\n'));
    for (const commit of asked)
        if (!listed.has(commit))
            inHistory.add(commit);
    return inHistory;
}
/**
 * textAtCommit for many files of one commit, in two processes: one `git
 * cat-file --batch-check` for every `<commit>:<path>` (type and size), then
 * one `git cat-file --batch` for the blobs within `maxBytes` (so nothing
 * unbounded is read). The names go on stdin, one a line, where git would
 * end a path at a newline and drop a carriage return before one: a path
 * holding either is read on its own (textAtCommit). Each path maps to its
 * text, or to undefined as textAtCommit answers it.
 */
async function textsAtCommit(repository, commit, paths, maxBytes) {
    const texts = new Map();
    const asked = [...new Set(paths)];
    if (!isCommitId(commit)) {
        for (const path of asked)
            texts.set(path, undefined);
        return texts;
    }
    const alone = (path) => path.includes('\n') || path.includes('\r');
    const batched = asked.filter((path) => !alone(path));
    for (const path of asked)
        if (alone(path))
            texts.set(path, await textAtCommit(repository, commit, path, maxBytes));
    if (batched.length === 0)
        return texts;
    const ctx = contextOf(repository);
    const names = batched.map((path) => `${commit}:${path}\n`);
    const sizes = await runGit(ctx, ['cat-file', '--batch-check=%(objecttype) %(objectsize)'], names.join(''));
    const lines = sizes.code === 0 ? sizes.stdout.toString('utf8').split('\n') : [];
    const within = [];
    batched.forEach((path, i) => {
        texts.set(path, undefined);
        const [, type, size] = /^(\S+) (\d+)$/.exec(lines[i] ?? '') ?? [];
        const bytes = Number(size);
        if (type === 'blob' && Number.isSafeInteger(bytes) && bytes <= maxBytes)
            within.push(i);
    });
    if (within.length === 0)
        return texts;
    const blobs = await runGit(ctx, ['cat-file', '--batch'], within.map((i) => names[i]).join(''));
    if (blobs.code !== 0)
        return texts;
    for (const [k, body] of batchBlobBodies(blobs.stdout, within.length).entries()) {
        // Sized by the batch-check above; a body over the bound anyway ends the reading.
        if (body.length > maxBytes)
            break;
        texts.set(batched[within[k]], body.toString('utf8'));
    }
    return texts;
}
/**
 * Which of these repository-relative paths are files (blobs, links
 * included) at any of the revisions (HEAD or full commit ids), as `git
 * ls-tree -r` lists them. Usually one `git cat-file --batch` of the trees
 * of the paths' directories at every revision: one git process whatever the
 * number of revisions (a process started late in a run costs the more the
 * more the run holds), and the directories named, not the whole repository.
 * A tree is read whole and matched in memory, never a `<rev>:<path>` per
 * path (each such lookup inflates every tree on the way again: 20,000 in a
 * directory of 10,000 files took minutes). Beyond TREE_DIRECTORIES_MAX
 * directories, or a directory name a batch line cannot carry, one `git
 * ls-tree -r` per revision instead. None when git fails.
 */
async function filesAtRevisions(repository, revisions, paths) {
    const files = new Set();
    const asked = new Set(paths);
    const revs = [...new Set(revisions)].filter(isRevision);
    if (revs.length === 0 || asked.size === 0)
        return files;
    const directories = namesByDirectory(asked);
    if (directories !== undefined && directories.size * revs.length <= TREE_DIRECTORIES_MAX)
        return filesInTrees(repository, revs, directories);
    const listings = await Promise.all(revs.map((rev) => (0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(contextOf(repository), [
        'ls-tree',
        '-r',
        '-z',
        '--full-tree',
        '--end-of-options',
        rev,
    ])));
    for (const listing of listings) {
        if (listing.code !== 0)
            continue;
        // `<mode> <type> <object>\t<path>\0` per entry; a path is bytes (UTF-8 here, as asked).
        for (const entry of listing.stdout.toString('utf8').split('\0')) {
            const tab = entry.indexOf('\t');
            if (tab < 0 || !entry.startsWith(' blob ', entry.indexOf(' ')))
                continue;
            const path = entry.slice(tab + 1);
            if (asked.has(path))
                files.add(path);
        }
    }
    return files;
}
/** The most `<revision>:<directory>` trees filesAtRevisions reads in one batch. */
const TREE_DIRECTORIES_MAX = 2_000;
/**
 * Each path's directory (`''`: the root) \u2192 the names asked in it; undefined
 * when a directory holds a newline or a carriage return, which a batch line
 * cannot carry.
 */
function namesByDirectory(paths) {
    const directories = new Map();
    for (const path of paths) {
        const slash = path.lastIndexOf('/');
        const directory = slash < 0 ? '' : path.slice(0, slash);
        if (directory.includes('\n') || directory.includes('\r'))
            return undefined;
        let names = directories.get(directory);
        if (names === undefined)
            directories.set(directory, (names = new Set()));
        names.add(path.slice(slash + 1));
    }
    return directories;
}
/**
 * The command filesAtRevisions runs (its trees on stdin), and the context
 * it runs in: for git/runner.ts's startAhead.
 */
const TREES = ['cat-file', '--batch'];
function treesContext(repository) {
    return contextOf(repository);
}
/**
 * filesAtRevisions from one `git cat-file --batch` of `<revision>:<directory>`
 * for each pair. A "directory" that is a file or a link at a revision is
 * asked as `<dir>/`, which git answers `missing`: never read.
 */
async function filesInTrees(repository, revisions, directories) {
    const files = new Set();
    const asked = revisions.flatMap(() => [...directories.keys()]);
    const input = revisions
        // `<rev>:<dir>/`: git resolves it only to a tree; a blob there (a file named as a directory,
        // a link) is `missing`, so its content (as large as the pull request makes it) is never read.
        .flatMap((rev) => [...directories.keys()].map((directory) => `${rev}:${directory === '' ? '' : `${directory}/`}\n`))
        .join('');
    const answer = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(contextOf(repository), [...TREES], input);
    if (answer.code !== 0)
        return files;
    batchTrees(answer.stdout, asked.length).forEach((entries, i) => {
        const directory = asked[i];
        const names = directories.get(directory);
        for (const name of entries ?? [])
            if (names?.has(name))
                files.add(directory === '' ? name : `${directory}/${name}`);
    });
    return files;
}
/**
 * The blob names (links included: what `ls-tree` types `blob`) of each tree
 * of a `git cat-file --batch` answer to `count` objects, in the order asked:
 * undefined for an object missing or not a tree. Stops at an answer it
 * cannot read (a cut output).
 */
function batchTrees(out, count) {
    const trees = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const header = /^([0-9a-f]+) (\S+) (\d+)$/.exec(out.toString('latin1', at, eol));
        at = eol + 1;
        if (header === null) {
            trees.push(undefined); // `<name> missing` (or ambiguous): no body follows
            continue;
        }
        const [, oid, type, size] = header;
        const bytes = Number(size);
        if (!Number.isSafeInteger(bytes) || at + bytes > out.length)
            break;
        trees.push(type === 'tree'
            ? treeBlobNames(out.subarray(at, at + bytes), oid.length / 2)
            : undefined);
        at += bytes + 1;
    }
    return trees;
}
/** A raw tree's entries (`<octal mode> <name>\0<object id>`) that are neither trees nor submodules. */
function treeBlobNames(tree, idBytes) {
    const names = [];
    let at = 0;
    while (at < tree.length) {
        const space = tree.indexOf(0x20, at);
        const nul = space < 0 ? -1 : tree.indexOf(0x00, space + 1);
        if (nul < 0)
            break;
        const kind = Number.parseInt(tree.toString('latin1', at, space), 8) & 0o170000;
        if (kind !== 0o040000 && kind !== 0o160000)
            names.push(tree.toString('utf8', space + 1, nul));
        at = nul + 1 + idBytes;
    }
    return names;
}
/**
 * Whether git reads `path` as a pathspec naming itself and what is below it,
 * and nothing else (plainPathspec, and no GIT_*_PATHSPECS switch): then its
 * entries in a status output are those under it.
 */
function readAsPlain(repository, path) {
    return !pathspecSwitchesSet(repository.env) && plainPathspec(path);
}
/**
 * Files under `path` that differ from the checked-out commit (one `git
 * status`, ignored files included, without taking the index lock):
 * what an earlier step of the job (a cache restore) put there.
 */
async function workTreeChanges(repository, path, also) {
    const changes = { untracked: [], modified: [] };
    // `also` asked in the same status, where its entries can be told from `path`'s: both plain.
    const alsoAsked = also !== undefined &&
        repository !== null &&
        readAsPlain(repository, also) &&
        readAsPlain(repository, path)
        ? also
        : undefined;
    // Both started at once: they answer while the caller goes on (reading the tick files).
    const [head, status] = await Promise.all([
        checkedOutCommit(repository),
        git(repository, [
            'status', // no index lock: git.ts sets GIT_OPTIONAL_LOCKS=0
            '--porcelain=v1',
            '-z',
            '--untracked-files=all',
            '--ignored=matching',
            '--no-renames',
            '--',
            path,
            ...(alsoAsked === undefined ? [] : [alsoAsked]),
        ]),
    ]);
    if (head !== undefined)
        changes.head = head;
    if (!status.ok)
        return changes;
    let alsoCommitted = alsoAsked !== undefined;
    for (const { code, path: file } of statusEntries(status.stdout)) {
        if (alsoAsked !== undefined && (file === alsoAsked || file.startsWith(`${alsoAsked}/`))) {
            // Untracked and ignored files are no part of a diff with a commit.
            if (code !== '??' && code !== '!!')
                alsoCommitted = false;
            // Under `path` too (only when one holds the other): read as `path`'s as well.
            if (file !== path && !file.startsWith(`${path}/`))
                continue;
        }
        if (code === '??' || code === '!!' || code.includes('A'))
            changes.untracked.push(file);
        else
            changes.modified.push(file);
    }
    if (alsoCommitted)
        changes.alsoAsCommitted = true;
    return changes;
}


/***/ }),

/***/ 6756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ repositoryFor)
/* harmony export */ });
/* harmony import */ var _adapters_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2638);
/**
 * The repository a command's git works in: the caller's when it located one
 * (the bot, from the workspace root), else located from the command's own
 * directory (`--cwd`, or the current one) \u2014 the directory the user chose.
 */

function repositoryFor(io, dir) {
    return io.repository !== undefined
        ? Promise.resolve(io.repository)
        : (0,_adapters_git_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRepository */ .ZX)(dir, io.env);
}


/***/ }),

/***/ 8257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ debugQuote)
/* harmony export */ });
/* harmony import */ var _property_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7681);
/**
 * Rust's `{:?}` formatting of a string (docs/ev-0.1.md#debug-quoting), which ev uses in
 * several messages: wrapped in `"`, with `\\ \" \t \r \n \0` escaped and every
 * character Rust does not consider printable written as `\u{hex}`.
 */

const SIMPLE_ESCAPES = {
    '\\': '\\\\',
    '"': '\\"',
    '\t': '\\t',
    '\r': '\\r',
    '\n': '\\n',
    '\0': '\\0',
};
// Controls, format characters, surrogates, private use, unassigned, line and
// paragraph separators, spaces other than U+0020, and grapheme-extending marks.
const NEEDS_UNICODE_ESCAPE = (0,_property_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .propertyPattern */ .e)('^(?:[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Co}\\p{Cn}\\p{Zl}\\p{Zp}\\p{Grapheme_Extend}]|(?! )\\p{Zs})$', 'u');
function escapeChar(ch) {
    const simple = SIMPLE_ESCAPES[ch];
    if (simple !== undefined)
        return simple;
    const code = ch.codePointAt(0);
    // Printable ASCII is by far the common case: skip the regex.
    if (code >= 0x20 && code < 0x7f)
        return ch;
    return NEEDS_UNICODE_ESCAPE().test(ch) ? `\\u{${code.toString(16)}}` : ch;
}
/** Printable ASCII but `"` and `\\`: nothing to escape (most claims and refs). */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
function debugQuote(text) {
    if (PLAIN.test(text))
        return `"${text}"`;
    let out = '"';
    for (const ch of text)
        out += escapeChar(ch);
    return out + '"';
}


/***/ }),

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jg: () => (/* binding */ rustTrim),
/* harmony export */   qb: () => (/* binding */ rustLines),
/* harmony export */   wn: () => (/* binding */ eachRustLine)
/* harmony export */ });
/* harmony import */ var _unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/**
 * Rust's `str::trim` and `str::lines`, which ev applies to config files,
 * receipt files and the cached origin sha; JavaScript's `trim` and
 * `split('\n')` differ from them at the edges (U+FEFF, `\r\n`, the final
 * newline). Pure.
 */

/** Rust's `str::trim`: strips Unicode White_Space only (not U+FEFF, unlike JavaScript's `trim`). */
function rustTrim(text) {
    let start = 0;
    let end = text.length;
    while (start < end && (0,_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .isWhiteSpace */ .i0)(text.charCodeAt(start)))
        start++;
    while (end > start && (0,_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .isWhiteSpace */ .i0)(text.charCodeAt(end - 1)))
        end--;
    return text.slice(start, end);
}
/** Rust's `str::lines`: split on `\n`, drop one trailing `\r` per line, no final empty line. */
function rustLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
/**
 * `rustLines` one at a time, with each line's number (from 1): a caller that
 * stops early (a flood of bad lines) never splits the rest of the text.
 */
function* eachRustLine(text) {
    let start = 0;
    let number = 0;
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const raw = text.slice(start, end);
        number++;
        yield { line: raw.endsWith('\r') ? raw.slice(0, -1) : raw, number };
        start = end + 1;
    }
}


/***/ }),

/***/ 1570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ tickId),
/* harmony export */   OH: () => (/* binding */ receiptKey),
/* harmony export */   Z6: () => (/* binding */ canonicalPayload),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9416);
/**
 * Content-addressed identity (docs/ev-0.1.md#identity): a tick's id is the first 12 hex
 * characters of SHA-256 over the canonical JSON (RFC 8785) of its hashed
 * payload {decision, observe, grounds, parent_id}.
 */


/**
 * One-shot `crypto.hash` (Node \u2265 20.12) is about twice as fast as a Hash
 * object for inputs the size of a tick or a receipt file \u2014 verify hashes
 * every tick, the action every receipt file it reads; older Node 20
 * releases lack it and take the long way.
 */
function sha256Hex(data) {
    if (typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function')
        return node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash('sha256', data, 'hex');
    return node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(data).digest('hex');
}
/*
 * The payload holds only strings, arrays and objects of known keys, so its
 * canonical form (RFC 8785) is ECMAScript's JSON.stringify of a copy whose
 * objects list their keys in code-point order: JSON.stringify escapes a
 * string as RFC 8785 does (`"`, `\\` and control characters, everything else
 * raw), keeps the order in which keys were added (none is an array index),
 * and writes no space. One native call per tick: `verify` hashes every tick,
 * and a generic canonicaliser (walking, sorting and copying each object),
 * then a string built field by field, were most of its time. The golden
 * vectors and a cross-check against json-canonicalize in the tests pin the
 * bytes.
 */
/** A liveness set as hashed: sorted by code point and de-duplicated (most hold one entry). */
function canonicalSet(values) {
    return values.length === 1 ? values : (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_1__/* .sortedSet */ .Cc)(values);
}
/** A check as hashed: liveness sets canonical; an absent counter_test omitted. */
function canonicalCheck(check) {
    if (check.by === 'person')
        return { by: 'person', ref: check.ref };
    const { platforms, surfaces, triggered_by } = check.liveness;
    const liveness = {
        platforms: canonicalSet(platforms),
        surfaces: canonicalSet(surfaces),
        triggered_by: canonicalSet(triggered_by),
    };
    const { ref, verified_at_sha } = check;
    return check.counter_test === undefined
        ? { by: 'test', liveness, ref, verified_at_sha }
        : { by: 'test', counter_test: check.counter_test, liveness, ref, verified_at_sha };
}
/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function canonicalGround(ground) {
    const { claim, supports } = ground;
    return ground.check === undefined
        ? { claim, supports }
        : { check: canonicalCheck(ground.check), claim, supports };
}
/**
 * The canonical JSON (RFC 8785) of {decision, grounds, observe, parent_id}.
 * `parentId` stands in for the payload's own: a decision's identity is its
 * payload under an empty parent (lineage.ts), and a copy of the whole tick
 * to change one field was garbage made for every tick whose decision text
 * repeats.
 */
function canonicalPayload(payload, parentId = payload.parent_id) {
    return JSON.stringify({
        decision: payload.decision,
        grounds: payload.grounds.map(canonicalGround),
        observe: payload.observe,
        parent_id: parentId,
    });
}
function tickId(payload) {
    return sha256Hex(canonicalPayload(payload)).slice(0, 12);
}
/** Keys already computed: a ledger asks for the same few refs' keys once per receipt line. */
const receiptKeys = new Map();
const RECEIPT_KEYS_KEPT = 100_000;
let lastRef;
let lastKey = '';
/** The receipt file key of a bound test: first 12 hex of SHA-256 of its ref. */
function receiptKey(ref) {
    // A receipt file's lines all name one ref: comparing with the last is cheaper than hashing it for the map.
    if (ref === lastRef)
        return lastKey;
    let key = receiptKeys.get(ref);
    if (key === undefined) {
        key = sha256Hex(ref).slice(0, 12);
        if (receiptKeys.size >= RECEIPT_KEYS_KEPT)
            receiptKeys.clear();
        receiptKeys.set(ref, key);
    }
    lastRef = ref;
    lastKey = key;
    return key;
}


/***/ }),

/***/ 2857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mM: () => (/* binding */ NOT_UTF8),
  dQ: () => (/* binding */ parseJsonBytes),
  lk: () => (/* binding */ parseJsonText)
});

// UNUSED EXPORTS: findDuplicateKeys

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/core/ticks/json-syntax.ts
/**
 * Where and why ev's JSON reader rejects a text: serde_json 1.0.150 (the
 * version ev 0.1.2 pins) parsing a `serde_json::Value` from a `&str`, error
 * for error. ev prints these messages (`key must be a string at line 1
 * column 3`) in `list`, `brief`, `why` and `log`, and they never quote the
 * text \u2014 so they are what this project prints too
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev,
 * docs/ev-0.1.md#the-read-only-commands).
 *
 * The scanner follows serde_json's control flow rather than a grammar: which
 * error comes first, and whether its position is the byte just consumed
 * (`error`) or the one peeked at (`peek_error`), both depend on it. Columns
 * count bytes since the last newline, as serde_json's do. It also finds what
 * serde_json rejects and `JSON.parse` accepts: nesting deeper than 127,
 * numbers out of f64 range, and unpaired surrogate escapes.
 */
/** serde_json's `Display` of a syntax error. */
function describeJsonSyntaxError(error) {
    return `${error.reason} at line ${error.line} column ${error.column}`;
}
const REASON = {
    eofList: 'EOF while parsing a list',
    eofObject: 'EOF while parsing an object',
    eofString: 'EOF while parsing a string',
    eofValue: 'EOF while parsing a value',
    expectedColon: 'expected `:`',
    expectedListCommaOrEnd: 'expected `,` or `]`',
    expectedObjectCommaOrEnd: 'expected `,` or `}`',
    expectedIdent: 'expected ident',
    expectedValue: 'expected value',
    invalidEscape: 'invalid escape',
    invalidNumber: 'invalid number',
    numberOutOfRange: 'number out of range',
    controlCharacter: 'control character (\\u0000-\\u001F) found while parsing a string',
    keyMustBeAString: 'key must be a string',
    loneLeadingSurrogate: 'lone leading surrogate in hex escape',
    trailingComma: 'trailing comma',
    trailingCharacters: 'trailing characters',
    unexpectedEndOfHexEscape: 'unexpected end of hex escape',
    recursionLimit: 'recursion limit exceeded',
};
/** serde_json's default nesting budget (`remaining_depth`). */
const RECURSION_LIMIT = 128;
const U64_MAX = (1n << 64n) - 1n;
const I32_MAX = 2 ** 31 - 1;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const NEWLINE = 0x0a;
const isDigit = (byte) => byte !== undefined && byte >= ZERO && byte <= NINE;
const isExponentMark = (byte) => byte === 0x65 || byte === 0x45;
class Rejected {
    reason;
    index;
    constructor(reason, index) {
        this.reason = reason;
        this.index = index;
    }
}
/** The f64 powers of ten serde_json multiplies by (`POW10`, 1e0 \u2026 1e308). */
const POW10 = Array.from({ length: 309 }, (_, i) => Number(`1e${i}`));
class Scanner {
    bytes;
    index = 0;
    remainingDepth = RECURSION_LIMIT;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** The whole document: one value, then only whitespace. */
    document() {
        this.value();
        if (this.whitespace() !== undefined)
            throw this.peekError(REASON.trailingCharacters);
    }
    // -- serde_json's reader primitives -------------------------------------
    peek() {
        return this.bytes[this.index];
    }
    next() {
        const byte = this.bytes[this.index];
        if (byte !== undefined)
            this.index++;
        return byte;
    }
    /** An error about the byte just consumed (`Deserializer::error`). */
    error(reason) {
        return new Rejected(reason, this.index);
    }
    /** An error about the byte peeked at (`Deserializer::peek_error`). */
    peekError(reason) {
        return new Rejected(reason, Math.min(this.bytes.length, this.index + 1));
    }
    whitespace() {
        for (;;) {
            const byte = this.peek();
            if (byte !== 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d)
                return byte;
            this.index++;
        }
    }
    // -- values ----------------------------------------------------------------
    value() {
        const byte = this.whitespace();
        if (byte === undefined)
            throw this.peekError(REASON.eofValue);
        if (byte === 0x6e)
            return this.ident('ull');
        if (byte === 0x74)
            return this.ident('rue');
        if (byte === 0x66)
            return this.ident('alse');
        if (byte === MINUS) {
            this.index++;
            return this.integer();
        }
        if (isDigit(byte))
            return this.integer();
        if (byte === QUOTE) {
            this.index++;
            return this.string();
        }
        if (byte === OPEN_BRACKET)
            return this.nested(() => this.elements(), CLOSE_BRACKET);
        if (byte === OPEN_BRACE)
            return this.nested(() => this.members(), CLOSE_BRACE);
        throw this.peekError(REASON.expectedValue);
    }
    ident(rest) {
        this.index++;
        for (let i = 0; i < rest.length; i++) {
            const byte = this.next();
            if (byte === undefined)
                throw this.error(REASON.eofValue);
            if (byte !== rest.charCodeAt(i))
                throw this.error(REASON.expectedIdent);
        }
    }
    /** `[` or `{`: the recursion budget, the contents, then the closing byte (always there once the contents parsed). */
    nested(contents, close) {
        this.remainingDepth--;
        if (this.remainingDepth === 0)
            throw this.peekError(REASON.recursionLimit);
        this.index++;
        contents();
        this.remainingDepth++;
        if (this.whitespace() === close)
            this.index++;
    }
    elements() {
        for (let first = true;; first = false) {
            const byte = this.whitespace();
            if (byte === undefined)
                throw this.peekError(REASON.eofList);
            if (byte === CLOSE_BRACKET)
                return;
            if (!first) {
                if (byte !== COMMA)
                    throw this.peekError(REASON.expectedListCommaOrEnd);
                this.index++;
                const after = this.whitespace();
                if (after === CLOSE_BRACKET)
                    throw this.peekError(REASON.trailingComma);
                if (after === undefined)
                    throw this.peekError(REASON.eofValue);
            }
            this.value();
        }
    }
    members() {
        for (let first = true;; first = false) {
            const byte = this.whitespace();
            if (byte === undefined)
                throw this.peekError(REASON.eofObject);
            if (byte === CLOSE_BRACE)
                return;
            if (first) {
                if (byte !== QUOTE)
                    throw this.peekError(REASON.keyMustBeAString);
            }
            else {
                if (byte !== COMMA)
                    throw this.peekError(REASON.expectedObjectCommaOrEnd);
                this.index++;
                const after = this.whitespace();
                if (after === CLOSE_BRACE)
                    throw this.peekError(REASON.trailingComma);
                if (after === undefined)
                    throw this.peekError(REASON.eofValue);
                if (after !== QUOTE)
                    throw this.peekError(REASON.keyMustBeAString);
            }
            this.index++;
            this.string();
            const colon = this.whitespace();
            if (colon === undefined)
                throw this.peekError(REASON.eofObject);
            if (colon !== COLON)
                throw this.peekError(REASON.expectedColon);
            this.index++;
            this.value();
        }
    }
    // -- strings ---------------------------------------------------------------
    /** After the opening quote (serde_json's `parse_str_bytes`, validating). */
    string() {
        for (;;) {
            const byte = this.next();
            if (byte === undefined)
                throw this.error(REASON.eofString);
            if (byte === QUOTE)
                return;
            if (byte === BACKSLASH)
                this.escape();
            else if (byte < 0x20)
                throw this.error(REASON.controlCharacter);
        }
    }
    escape() {
        const byte = this.next();
        if (byte === undefined)
            throw this.error(REASON.eofString);
        if (byte === 0x75)
            return this.unicodeEscape();
        // " \ / b f n r t
        if (![0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74].includes(byte))
            throw this.error(REASON.invalidEscape);
    }
    hexEscape() {
        if (this.index + 4 > this.bytes.length) {
            this.index = this.bytes.length;
            throw this.error(REASON.eofString);
        }
        const text = String.fromCharCode(...this.bytes.subarray(this.index, this.index + 4));
        this.index += 4;
        if (!/^[0-9a-fA-F]{4}$/.test(text))
            throw this.error(REASON.invalidEscape);
        return parseInt(text, 16);
    }
    unicodeEscape() {
        const unit = this.hexEscape();
        if (unit >= 0xdc00 && unit <= 0xdfff)
            throw this.error(REASON.loneLeadingSurrogate);
        if (unit < 0xd800 || unit > 0xdbff)
            return;
        for (const expected of [BACKSLASH, 0x75]) {
            const byte = this.peek();
            if (byte === undefined)
                throw this.error(REASON.eofString);
            this.index++;
            if (byte !== expected)
                throw this.error(REASON.unexpectedEndOfHexEscape);
        }
        const trail = this.hexEscape();
        if (trail < 0xdc00 || trail > 0xdfff)
            throw this.error(REASON.loneLeadingSurrogate);
    }
    // -- numbers (serde_json without float_roundtrip or arbitrary_precision) ---
    integer() {
        const first = this.next();
        if (first === undefined)
            throw this.error(REASON.eofValue);
        if (first === ZERO) {
            if (isDigit(this.peek()))
                throw this.peekError(REASON.invalidNumber);
            return this.fraction(0n);
        }
        if (!isDigit(first))
            throw this.error(REASON.invalidNumber);
        let significand = BigInt(first - ZERO);
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                return this.fraction(significand);
            const next = significand * 10n + BigInt(byte - ZERO);
            if (next > U64_MAX)
                return this.longInteger(significand);
            this.index++;
            significand = next;
        }
    }
    /** `parse_number`: what follows the integer part. */
    fraction(significand) {
        const byte = this.peek();
        if (byte === DOT)
            this.decimal(significand, 0);
        else if (isExponentMark(byte))
            this.exponent(significand, 0);
    }
    longInteger(significand) {
        let exponent = 0;
        for (;;) {
            const byte = this.peek();
            if (isDigit(byte)) {
                this.index++;
                exponent++;
            }
            else if (byte === DOT)
                return this.decimal(significand, exponent);
            else if (isExponentMark(byte))
                return this.exponent(significand, exponent);
            else
                return this.fromParts(significand, exponent);
        }
    }
    decimal(significand, exponentBefore) {
        this.index++;
        let after = 0;
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                break;
            const next = significand * 10n + BigInt(byte - ZERO);
            if (next > U64_MAX)
                return this.decimalOverflow(significand, exponentBefore + after);
            this.index++;
            significand = next;
            after--;
        }
        if (after === 0) {
            throw this.peekError(this.peek() === undefined ? REASON.eofValue : REASON.invalidNumber);
        }
        if (isExponentMark(this.peek()))
            this.exponent(significand, exponentBefore + after);
        else
            this.fromParts(significand, exponentBefore + after);
    }
    decimalOverflow(significand, exponent) {
        while (isDigit(this.peek()))
            this.index++;
        if (isExponentMark(this.peek()))
            this.exponent(significand, exponent);
        else
            this.fromParts(significand, exponent);
    }
    exponent(significand, startingExponent) {
        this.index++;
        let positive = true;
        const sign = this.peek();
        if (sign === PLUS || sign === MINUS) {
            this.index++;
            positive = sign === PLUS;
        }
        const first = this.next();
        if (first === undefined)
            throw this.error(REASON.eofValue);
        if (!isDigit(first))
            throw this.error(REASON.invalidNumber);
        let exponent = first - ZERO;
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                break;
            this.index++;
            const next = exponent * 10 + (byte - ZERO);
            if (next > I32_MAX)
                return this.exponentOverflow(significand === 0n, positive);
            exponent = next;
        }
        this.fromParts(significand, positive ? startingExponent + exponent : startingExponent - exponent);
    }
    exponentOverflow(zeroSignificand, positiveExponent) {
        if (!zeroSignificand && positiveExponent)
            throw this.error(REASON.numberOutOfRange);
        while (isDigit(this.peek()))
            this.index++;
    }
    /** `f64_from_parts`: only an overflow to infinity is an error. */
    fromParts(significand, exponent) {
        let f = Number(significand);
        for (;;) {
            const pow = POW10[Math.abs(exponent)];
            if (pow !== undefined) {
                if (exponent >= 0 && !Number.isFinite(f * pow))
                    throw this.error(REASON.numberOutOfRange);
                return;
            }
            if (f === 0)
                return;
            if (exponent >= 0)
                throw this.error(REASON.numberOutOfRange);
            f /= 1e308;
            exponent += 308;
        }
    }
}
/** serde_json's line and column of a byte index: lines from 1, columns in bytes since the last newline. */
function positionOf(bytes, index) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < index; i++) {
        if (bytes[i] === NEWLINE) {
            line++;
            lineStart = i + 1;
        }
    }
    return { line, column: index - lineStart };
}
/**
 * The first error serde_json reports for `bytes` (valid UTF-8, as read by
 * `read_to_string`), or undefined when serde_json reads them as a `Value`.
 */
function findJsonSyntaxError(bytes) {
    try {
        new Scanner(bytes).document();
        return undefined;
    }
    catch (error) {
        if (!(error instanceof Rejected))
            throw error;
        return { reason: error.reason, ...positionOf(bytes, error.index) };
    }
}

;// CONCATENATED MODULE: ./src/core/ticks/json-text.ts
/**
 * Reading a JSON file the way ev's serde_json does, but with one clear message
 * per problem instead of an abort. A failure carries two messages: ev's own
 * (`evMessage`: serde_json's `key must be a string at line 1 column 3`, or
 * Rust's `stream did not contain valid UTF-8`), which the ev-compatible
 * commands print, and a descriptive one (`message`) for findings and
 * warnings. Neither ever quotes the text: a tick file can be a link to a
 * secret. It also notices duplicate object keys, which both serde_json and
 * JSON.parse resolve silently (the last one wins) \u2014 we keep that meaning but
 * say so.
 */


/** Rust's `read_to_string` on bytes that are not UTF-8. */
const NOT_UTF8 = 'stream did not contain valid UTF-8';
function parseJsonBytes(bytes, options = {}) {
    if (!(0,external_node_buffer_.isUtf8)(bytes)) {
        return {
            ok: false,
            message: `not valid UTF-8 (${describeBadUtf8(bytes)})`,
            evMessage: NOT_UTF8,
        };
    }
    return parseJsonText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'), options);
}
function parseJsonText(text, options = {}) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return notJson(text);
    }
    const shape = shapeOf(value);
    // serde_json also refuses what JSON.parse takes: nesting 128 deep, numbers beyond f64, lone surrogates.
    if (mayExceedSerde(text, shape) && findJsonSyntaxError(Buffer.from(text, 'utf8')) !== undefined)
        return notJson(text);
    const duplicateKeys = options.duplicateKeys === true && mayHaveDuplicateKeys(text, shape)
        ? findDuplicateKeys(text)
        : [];
    return { ok: true, value, text, duplicateKeys };
}
/** The failure for a text serde_json refuses: its message, and a hint where one helps a person. */
function notJson(text) {
    const error = findJsonSyntaxError(Buffer.from(text, 'utf8'));
    // JSON.parse or a serde-only rule refused the text, so the scan finds why; this keeps the function total.
    const evMessage = error ? describeJsonSyntaxError(error) : 'expected value at line 1 column 1';
    return { ok: false, message: `not valid JSON: ${evMessage}${hintFor(text)}`, evMessage };
}
function hintFor(text) {
    if (text.charCodeAt(0) === 0xfeff)
        return ' (the file starts with a UTF-8 byte-order mark)';
    if (!/\S/.test(text))
        return ' (the file is empty)';
    return '';
}
/** serde_json's nesting budget: it refuses a text nested 128 levels deep. */
const SERDE_DEPTH = 128;
function shapeOf(value) {
    const shape = { keys: 0, depth: 0, hugeNumber: false };
    walkShape(value, 0, shape);
    return shape;
}
/** Bounded: nothing below SERDE_DEPTH is walked (serde_json's own scan then decides). */
function walkShape(value, depth, shape) {
    if (typeof value === 'number') {
        if (!(Math.abs(value) < 1e308))
            shape.hugeNumber = true;
        return;
    }
    if (typeof value !== 'object' || value === null)
        return;
    const level = depth + 1;
    if (level > shape.depth)
        shape.depth = level;
    if (level >= SERDE_DEPTH)
        return;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            walkShape(value[i], level, shape);
        return;
    }
    for (const key in value) {
        shape.keys++;
        walkShape(value[key], level, shape);
    }
}
/**
 * Could serde_json refuse this text although JSON.parse took it? Cheap tests
 * that rule it out for almost every file: a lone surrogate needs a `\\u`
 * escape; the parsed value is as deeply nested as the text; a number beyond
 * f64 (JSON.parse reads it as Infinity \u2014 or near the largest double, where
 * the two may round apart) is looked for in the parsed value, which is
 * cheaper than any scan of the text. When one may be there, the serde_json
 * scan decides.
 */
function mayExceedSerde(text, shape) {
    if (text.includes('\\u') && hasLoneSurrogateEscape(text))
        return true;
    return shape.depth >= SERDE_DEPTH || shape.hugeNumber;
}
function describeBadUtf8(bytes) {
    const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const at = decoded.indexOf('\ufffd');
    if (at < 0)
        return 'malformed byte sequence';
    const line = lineOf(decoded, at);
    return `first malformed sequence on line ${line}`;
}
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}
function hasLoneSurrogateEscape(text) {
    const escape = /\\u([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|\\u[dD][c-fC-F][0-9a-fA-F]{2}/g;
    for (let m = escape.exec(text); m; m = escape.exec(text)) {
        if (isEscapedBackslash(text, m.index))
            continue;
        if (m[1] === undefined || m[2] === undefined)
            return true;
    }
    return false;
}
/** True when the backslash at `index` is itself escaped (preceded by an odd run of backslashes). */
function isEscapedBackslash(text, index) {
    let run = 0;
    for (let i = index - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--)
        run++;
    return run % 2 === 1;
}
const json_text_QUOTE = 0x22;
const json_text_BACKSLASH = 0x5c;
const json_text_OPEN_BRACE = 0x7b;
const json_text_CLOSE_BRACE = 0x7d;
const json_text_OPEN_BRACKET = 0x5b;
const json_text_CLOSE_BRACKET = 0x5d;
const json_text_COLON = 0x3a;
const json_text_NEWLINE = 0x0a;
/** JSON white space: what may stand between a key's closing quote and its colon. */
function isJsonWhiteSpace(code) {
    return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
/**
 * Colons whose previous non-white-space character is a quote: every key ends
 * so, and only a colon inside a string value can add to the count. indexOf
 * finds the few colons of a tick far faster than a regular expression scan.
 */
function countKeyEnds(text) {
    let count = 0;
    for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        let before = colon - 1;
        while (before >= 0 && isJsonWhiteSpace(text.charCodeAt(before)))
            before--;
        if (text.charCodeAt(before) === json_text_QUOTE)
            count++;
    }
    return count;
}
/**
 * A cheap test that rules out duplicate keys for almost every file, so the
 * character-by-character scan runs only when one may exist. The text holds at
 * least as many key ends as keys were written; the parsed value holds each
 * distinct key of an object once. If the two counts are equal, no key was
 * written twice. (A string value containing `":` only makes the text count
 * larger: then the full scan decides.)
 */
function mayHaveDuplicateKeys(text, shape) {
    // Keys below the walk's depth were not counted: the full scan decides.
    return shape.depth >= SERDE_DEPTH || countKeyEnds(text) !== shape.keys;
}
/**
 * One pass over already-valid JSON: for every object, the keys seen so far;
 * a key seen twice in the same object is reported with its line.
 */
function findDuplicateKeys(text) {
    const duplicates = [];
    const stack = [];
    let line = 1;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_NEWLINE)
            line++;
        else if (c === json_text_OPEN_BRACE)
            stack.push(new Set());
        else if (c === json_text_OPEN_BRACKET)
            stack.push(null);
        else if (c === json_text_CLOSE_BRACE || c === json_text_CLOSE_BRACKET)
            stack.pop();
        else if (c === json_text_QUOTE) {
            const end = endOfString(text, i);
            const keys = stack[stack.length - 1];
            if (keys && isFollowedByColon(text, end + 1)) {
                const key = JSON.parse(text.slice(i, end + 1));
                if (keys.has(key))
                    duplicates.push({ key, line });
                else
                    keys.add(key);
            }
            i = end;
        }
    }
    return duplicates;
}
function endOfString(text, openingQuote) {
    for (let i = openingQuote + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_BACKSLASH)
            i++;
        else if (c === json_text_QUOTE)
            return i;
    }
    return text.length;
}
function isFollowedByColon(text, from) {
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_COLON)
            return true;
        if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)
            return false;
    }
    return false;
}


/***/ }),

/***/ 9719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ supersedingChildren),
/* harmony export */   cA: () => (/* binding */ supersedingChild),
/* harmony export */   n1: () => (/* binding */ currentDecisions)
/* harmony export */ });
/* unused harmony exports decisionIdentity, latestFirst */
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1570);
/**
 * Lineages collapse to their tip (ev 0.1.4, 0.1.11, 0.1.27): which ticks are
 * the current decisions, and which later tick supersedes a given one. Ticks
 * are immutable, so an overturned or re-tagged ruling stays on disk, `live`;
 * the current views (`list`, `brief`, `check`) drop it. Pure.
 */


/**
 * A decision's identity apart from its place in the chain: its hashed payload
 * without `parent_id`. A ratification, or a correction written before edges
 * existed, repeats the payload under a new parent; the latest one stands.
 */
function decisionIdentity(tick) {
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalPayload */ .Z6)(tick, '');
}
/** Latest first: `held_since` descending compared as strings, then the file name descending. */
function latestFirst(a, b) {
    return ((0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(b.tick.held_since, a.tick.held_since) || (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(b.file, a.file));
}
/**
 * The current decisions: every tick named by some tick's `supersedes` edge is
 * dropped, then of the ticks sharing a decision identity only the latest is
 * kept. Returned latest first.
 */
function currentDecisions(ticks) {
    const superseded = new Set();
    for (const { tick } of ticks)
        if (tick.supersedes !== undefined)
            superseded.add(tick.supersedes);
    const standing = [...ticks].sort(latestFirst).filter((entry) => !superseded.has(entry.tick.id));
    const repeated = repeatedIdentities(standing, decisionsWrittenTwice(ticks));
    return repeated.size === 0 ? standing : standing.filter((entry) => !repeated.has(entry));
}
/**
 * The entries (given latest first) whose decision identity a later entry
 * already has. Equal identities have equal decision texts and equal
 * observations, so identities are computed only for the entries that share
 * both with another (a shared text mostly comes with another observation:
 * 1,125 of 7,256 entries in the bench's 10,000-tick ledger), and compared
 * group by group: one group's canonical payloads are dropped before the
 * next's are made, never all held at once (on a large ledger they weigh as
 * much as the tick files).
 */
function repeatedIdentities(latestFirst, shared) {
    const byText = groupedBy(latestFirst.filter((entry) => shared.has(entry.tick.decision)), (entry) => entry.tick.decision);
    const repeated = new Set();
    for (const group of byText.values()) {
        for (const same of groupedBy(group, (entry) => entry.tick.observe).values()) {
            if (same.length < 2)
                continue;
            const seen = new Set();
            for (const entry of same) {
                const identity = decisionIdentity(entry.tick);
                if (seen.has(identity))
                    repeated.add(entry);
                else
                    seen.add(identity);
            }
        }
    }
    return repeated;
}
/** The entries by key, each group in the order given. */
function groupedBy(entries, keyOf) {
    const groups = new Map();
    for (const entry of entries) {
        const key = keyOf(entry);
        const group = groups.get(key);
        if (group)
            group.push(entry);
        else
            groups.set(key, [entry]);
    }
    return groups;
}
/** The decision texts more than one tick carries: only their ticks can share an identity. */
function decisionsWrittenTwice(ticks) {
    const once = new Set();
    const twice = new Set();
    for (const { tick } of ticks) {
        if (once.has(tick.decision))
            twice.add(tick.decision);
        else
            once.add(tick.decision);
    }
    return twice;
}
/** The file of the latest tick whose `supersedes` edge names `id`, if any. */
function supersedingChild(ticks, id) {
    return supersedingChildren(ticks).get(id);
}
/**
 * For every superseded id, the file of the latest tick whose `supersedes`
 * edge names it: one pass, for a walk that asks about many ids (`log`).
 */
function supersedingChildren(ticks) {
    const latest = new Map();
    for (const entry of ticks) {
        const id = entry.tick.supersedes;
        if (id === undefined)
            continue;
        const known = latest.get(id);
        if (known === undefined || latestFirst(entry, known) < 0)
            latest.set(id, entry);
    }
    return new Map([...latest].map(([id, entry]) => [id, entry.file]));
}


/***/ }),

/***/ 1121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ sourceRefKey)
/* harmony export */ });
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/**
 * `source_ref` (ev 0.1.3): the producer's opaque identity of a decision in
 * its own source \u2014 a string, or an object. ev never interprets it; it derives
 * one key from it (a string is its own key, an object its compact JSON with
 * keys sorted, as serde_json prints a map), used to show and to join. Pure.
 */

/** serde_json's compact text of a parsed JSON value, keys in code-point order. */
function compactJson(value) {
    if (Array.isArray(value))
        return `[${value.map(compactJson).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value).sort(([a], [b]) => (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b));
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${compactJson(item)}`).join(',')}}`;
    }
    // Strings escape as serde_json escapes them; integers print alike (a float may differ: 1.0 vs 1).
    return JSON.stringify(value) ?? 'null';
}
/** The key ev derives from a source_ref, and shows (`source_ref=<key>` in `list`, `brief --json`). */
function sourceRefKey(sourceRef) {
    return typeof sourceRef === 'string' ? sourceRef : compactJson(sourceRef);
}


/***/ }),

/***/ 6672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ addEach),
/* harmony export */   V: () => (/* binding */ forEachTestCheck)
/* harmony export */ });
/**
 * `visit` for each test-bound check of the items' ticks, in order, with its
 * item and ground index; an item without a tick (`tickOf` gives undefined)
 * has none.
 */
function forEachTestCheck(items, tickOf, visit) {
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const grounds = tickOf(item)?.grounds;
        if (grounds === undefined)
            continue;
        for (let g = 0; g < grounds.length; g++) {
            const check = grounds[g]?.check;
            if (check?.by === 'test')
                visit(check, item, g);
        }
    }
}
/** Adds each of `items` to `set`: a check's platforms, say, in a pass over every check. */
function addEach(set, items) {
    for (let i = 0; i < items.length; i++)
        set.add(items[i]);
}


/***/ }),

/***/ 4421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ isAgentProposed),
/* harmony export */   Fw: () => (/* binding */ parseTick),
/* harmony export */   IU: () => (/* binding */ unknownTopLevelKeys),
/* harmony export */   Nw: () => (/* binding */ isTickId),
/* harmony export */   QQ: () => (/* binding */ rejectedOption),
/* harmony export */   gX: () => (/* binding */ isDetectOnly),
/* harmony export */   zI: () => (/* binding */ isTestCheck)
/* harmony export */ });
/* unused harmony export isValidSupports */
/* harmony import */ var _text_debug_quote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8257);
/* harmony import */ var _ev_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7257);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9416);
/**
 * The tick: one decision in the `.evolving/` chain (docs/ev-0.1.md#the-tick), and its
 * strict two-tier parser. Pure: takes parsed JSON, returns a Tick or the first
 * problem, with the message catalogue and order of the ev release whose rules
 * apply (0.1.32 by default, 0.1.2 on request), byte for byte.
 */



const HASHED_TOP_LEVEL_KEYS = [
    'id',
    'parent_id',
    'observe',
    'decision',
    'grounds',
    'status',
    'held_since',
    'blame',
];
/**
 * Hashed/identity keys plus the known bookkeeping ones, per release:
 * everything else at top level is tolerated (and verify warns). Under 0.1.32
 * the legacy `round_id` (0.1.1\u20130.1.2) and `corrects` (0.1.10\u20130.1.26) stay
 * known, so a store an older ev wrote reads without false warnings.
 */
const KNOWN_TOP_LEVEL_KEYS = {
    '0.1.2': new Set([...HASHED_TOP_LEVEL_KEYS, 'authority', 'jurisdiction', 'round_id']),
    '0.1.32': new Set([
        ...HASHED_TOP_LEVEL_KEYS,
        'authority',
        'jurisdiction',
        'source_ref',
        'provenance',
        'supersedes',
        'ratifies',
        'round_id',
        'corrects',
    ]),
};
const PROVENANCES = new Set(['imported', 'agent-proposed', 'human-now']);
const GROUND_KEYS = ['claim', 'supports', 'check'];
const PERSON_CHECK_KEYS = ['by', 'ref'];
const TEST_CHECK_KEYS = ['by', 'ref', 'verified_at_sha', 'counter_test', 'liveness'];
const LIVENESS_KEYS = ['platforms', 'triggered_by', 'surfaces'];
const JURISDICTIONS = new Set(['A', 'B', 'C', 'D']);
const REJECTED_PREFIX = 'rejected:';
/** A parse failure carrying ev's exact message. */
class TickShapeError extends Error {
}
function fail(message) {
    throw new TickShapeError(message);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function sortedKeys(obj) {
    return Object.keys(obj).sort(_text_unicode_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
}
/** ev reports the first key outside the schema in code-point order, not file order. */
function onlyKeys(obj, allowed, what) {
    // Sorting is only needed to name the offender; a clean object (every tick ev wrote) skips it.
    if (Object.keys(obj).every((key) => allowed.includes(key)))
        return;
    const outside = sortedKeys(obj).find((key) => !allowed.includes(key));
    if (outside !== undefined)
        fail(`${what}: field outside closed schema: ${outside}`);
}
function requiredString(obj, key) {
    const value = obj[key];
    if (typeof value !== 'string')
        fail(`missing or non-string field: ${key}`);
    return value;
}
function nonEmptyStringSet(liveness, key) {
    const values = liveness[key];
    if (!Array.isArray(values))
        fail(`liveness.${key} missing/not array`);
    for (const value of values) {
        if (typeof value !== 'string')
            fail(`liveness.${key} element not a string`);
        if (value === '')
            fail(`liveness.${key} has an empty element`);
    }
    if (values.length === 0)
        fail(`liveness.${key} must be non-empty`);
    return values;
}
function is40LowerHex(text) {
    return /^[0-9a-f]{40}$/.test(text);
}
function parsePersonCheck(obj) {
    onlyKeys(obj, PERSON_CHECK_KEYS, 'person check');
    const ref = requiredString(obj, 'ref');
    if (ref === '')
        fail('person check ref is empty');
    return { by: 'person', ref };
}
function parseCounterTest(obj) {
    if (!Object.hasOwn(obj, 'counter_test'))
        return undefined;
    const counter = obj.counter_test;
    if (typeof counter !== 'string')
        fail('counter_test present but not a string');
    if (counter === '')
        fail('counter_test present but empty');
    return counter;
}
function parseTestCheck(obj) {
    onlyKeys(obj, TEST_CHECK_KEYS, 'test check');
    const ref = requiredString(obj, 'ref');
    if (ref === '')
        fail('test check ref is empty');
    const sha = requiredString(obj, 'verified_at_sha');
    if (!is40LowerHex(sha))
        fail(`verified_at_sha must be 40 lowercase hex: ${sha}`);
    const counter = parseCounterTest(obj);
    const liveness = obj.liveness;
    if (!isObject(liveness))
        fail('liveness missing/not object');
    onlyKeys(liveness, LIVENESS_KEYS, 'liveness');
    const check = {
        by: 'test',
        ref,
        verified_at_sha: sha,
        liveness: {
            platforms: nonEmptyStringSet(liveness, 'platforms'),
            triggered_by: nonEmptyStringSet(liveness, 'triggered_by'),
            surfaces: nonEmptyStringSet(liveness, 'surfaces'),
        },
    };
    if (counter !== undefined)
        check.counter_test = counter;
    return check;
}
function parseCheck(value) {
    if (!isObject(value))
        fail('check is not an object');
    const by = value.by;
    if (by === 'person')
        return parsePersonCheck(value);
    if (by === 'test')
        return parseTestCheck(value);
    // Rust's `{:?}` of an Option<&str>.
    fail(`check.by must be "test" or "person", got ${typeof by === 'string' ? `Some(${(0,_text_debug_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .debugQuote */ .Y)(by)})` : 'None'}`);
}
function isValidSupports(supports) {
    return (supports === 'chosen' ||
        (supports.startsWith(REJECTED_PREFIX) && supports.length > REJECTED_PREFIX.length));
}
/** The option of a road not taken (`rejected:<option>`), or undefined for `chosen`. */
function rejectedOption(supports) {
    return supports.startsWith(REJECTED_PREFIX) ? supports.slice(REJECTED_PREFIX.length) : undefined;
}
function parseGround(value) {
    if (!isObject(value))
        fail('ground is not an object');
    onlyKeys(value, GROUND_KEYS, 'ground');
    const claim = requiredString(value, 'claim');
    if (claim === '')
        fail('ground claim is empty');
    const supports = requiredString(value, 'supports');
    if (!isValidSupports(supports))
        fail(`invalid supports: ${supports}`);
    const ground = { claim, supports };
    if (Object.hasOwn(value, 'check'))
        ground.check = parseCheck(value.check);
    return ground;
}
function parseJurisdiction(obj) {
    const value = obj.jurisdiction;
    // A non-string jurisdiction is ignored, as ev ignores it.
    if (typeof value !== 'string')
        return undefined;
    if (!JURISDICTIONS.has(value))
        fail(`jurisdiction must be one of A, B, C, D (got ${(0,_text_debug_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .debugQuote */ .Y)(value)})`);
    return value;
}
function parseRoundId(obj) {
    if (!Object.hasOwn(obj, 'round_id'))
        return undefined;
    const value = obj.round_id;
    if (typeof value !== 'string')
        fail('round_id present but not a string');
    if (value === '')
        fail('round_id present but empty');
    return value;
}
/** A tick id as ev writes one: exactly 12 lowercase hex digits. */
function isTickId(text) {
    return /^[0-9a-f]{12}$/.test(text);
}
/** ev 0.1.3's source_ref: a non-empty string or a non-empty object, else its message. */
function parseSourceRef(obj) {
    if (!Object.hasOwn(obj, 'source_ref'))
        return undefined;
    const value = obj.source_ref;
    if (typeof value === 'string') {
        if (value === '')
            fail('source_ref string is empty');
        return value;
    }
    if (isObject(value)) {
        if (Object.keys(value).length === 0)
            fail('source_ref object is empty');
        return value;
    }
    fail('source_ref must be a non-empty string or object');
}
/** A string-valued bookkeeping key (a non-string value is ignored, as ev ignores it). */
function stringField(obj, key) {
    const value = obj[key];
    return typeof value === 'string' ? value : undefined;
}
function parseProvenance(obj) {
    const value = stringField(obj, 'provenance');
    if (value === undefined)
        return undefined;
    if (!PROVENANCES.has(value))
        fail(`provenance must be one of imported, agent-proposed, human-now (got ${(0,_text_debug_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .debugQuote */ .Y)(value)})`);
    return value;
}
/** A relation-overlay edge (`supersedes`, `ratifies`, legacy `corrects`): a 12-hex tick id. */
function parseEdge(obj, key) {
    const value = stringField(obj, key);
    if (value !== undefined && !isTickId(value))
        fail(`${key} must be a 12-char lowercase-hex tick id (got ${(0,_text_debug_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .debugQuote */ .Y)(value)})`);
    return value;
}
/** ev 0.1.32's bookkeeping fields, in the order its parser validates them (legacy keys where their era had them). */
function addRecentFields(tick, obj) {
    const sourceRef = parseSourceRef(obj);
    if (sourceRef !== undefined)
        tick.source_ref = sourceRef;
    const provenance = parseProvenance(obj);
    if (provenance !== undefined)
        tick.provenance = provenance;
    const corrects = parseEdge(obj, 'corrects');
    const supersedes = parseEdge(obj, 'supersedes') ?? corrects;
    if (supersedes !== undefined)
        tick.supersedes = supersedes;
    const ratifies = parseEdge(obj, 'ratifies');
    if (ratifies !== undefined)
        tick.ratifies = ratifies;
}
/** Tolerated unknown top-level keys of a tick object, in code-point order. */
function unknownTopLevelKeys(value, rules = _ev_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_EV_RULES */ .E9) {
    if (!isObject(value))
        return [];
    const known = KNOWN_TOP_LEVEL_KEYS[rules];
    // Filter first: the unknown keys (usually none) are all that needs sorting.
    return Object.keys(value)
        .filter((key) => !known.has(key))
        .sort(_text_unicode_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
}
function parseTickObject(value, rules) {
    if (!isObject(value))
        fail('tick is not an object');
    const groundValues = value.grounds;
    if (!Array.isArray(groundValues))
        fail('grounds missing/not array');
    const grounds = groundValues.map(parseGround);
    // ev reads these in this order: the first missing one is the one it names.
    const tick = {
        id: requiredString(value, 'id'),
        parent_id: requiredString(value, 'parent_id'),
        observe: requiredString(value, 'observe'),
        decision: requiredString(value, 'decision'),
        status: requiredString(value, 'status'),
        held_since: requiredString(value, 'held_since'),
        blame: requiredString(value, 'blame'),
        grounds,
        unknownKeys: unknownTopLevelKeys(value, rules),
    };
    if (typeof value.authority === 'string')
        tick.authority = value.authority;
    const jurisdiction = parseJurisdiction(value);
    if (jurisdiction !== undefined)
        tick.jurisdiction = jurisdiction;
    const roundId = parseRoundId(value);
    if (roundId !== undefined)
        tick.round_id = roundId;
    if (rules !== '0.1.2')
        addRecentFields(tick, value);
    return tick;
}
/**
 * The strict two-tier parse (R1 closed schema + R2 check shape) under one
 * release's rules; stops at the first problem.
 */
function parseTick(value, rules = _ev_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_EV_RULES */ .E9) {
    try {
        return { ok: true, tick: parseTickObject(value, rules) };
    }
    catch (error) {
        if (error instanceof TickShapeError)
            return { ok: false, message: error.message };
        throw error;
    }
}
function isTestCheck(check) {
    return check?.by === 'test';
}
/** A tick an agent proposed (0.1.3): it never gates and stays out of brief until a human ratifies it. */
function isAgentProposed(tick) {
    return tick.provenance === 'agent-proposed';
}
/** C and D decisions are detect-only: surfaced, never gating. */
function isDetectOnly(tick) {
    return tick.jurisdiction === 'C' || tick.jurisdiction === 'D';
}


/***/ }),

/***/ 5542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ TriggerMatcher)
/* harmony export */ });
/* harmony import */ var _text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3487);
/**
 * The change under review (a pull request's changed files) and which
 * declared triggers of a binding select them. A `triggered_by` list is read
 * as git reads it for `triggered_since` (pathspec.ts): from the ledger root,
 * with prefixes, wildcards and magic; a file a trigger selects is a file the
 * binding's decision governs. Pure.
 */

const NO_MATCH = { entries: [], files: [] };
/**
 * Matches binding trigger lists against one change. A pull request has up to
 * 3,000 files and a ledger thousands of bindings, mostly sharing entries:
 * each distinct entry is matched once, and only against the files that
 * start with its literal part (found by binary search in the sorted paths).
 */
class TriggerMatcher {
    change;
    static shared = new WeakMap();
    /**
     * The matcher of this change, shared by everyone who asks about the same
     * object (the report's resurfaced decisions and its decisions in context):
     * each trigger list is matched once per report.
     */
    static of(change) {
        let matcher = TriggerMatcher.shared.get(change);
        if (!matcher) {
            matcher = new TriggerMatcher(change);
            TriggerMatcher.shared.set(change, matcher);
        }
        return matcher;
    }
    /** The changed files as git's byte strings, index-aligned with `change.files`. */
    paths;
    /** Indices of `paths`, sorted by path. */
    sorted;
    byEntry = new Map();
    byList = new Map();
    /**
     * The same answers by the list itself: a binding's list is asked about
     * several times per report. A Map, not a WeakMap: the lists live as long
     * as the ledger, the matcher only as long as its report, and a WeakMap's
     * thousands of entries would cost every garbage collection meanwhile.
     */
    byListObject = new Map();
    constructor(change) {
        this.change = change;
        this.paths = change.files.map(_text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__/* .toByteString */ .pv);
        this.sorted = this.paths.map((_, i) => i).sort((a, b) => compare(this.path(a), this.path(b)));
    }
    /** Which of these declared triggers the change touched, and which changed files they select. */
    match(triggeredBy) {
        if (this.paths.length === 0 || triggeredBy.length === 0)
            return NO_MATCH;
        const known = this.byListObject.get(triggeredBy);
        if (known !== undefined)
            return known;
        const key = JSON.stringify(triggeredBy);
        let result = this.byList.get(key);
        if (result === undefined) {
            result = this.compute((0,_text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__/* .compilePathspecList */ .Q_)(triggeredBy, this.change.ledgerPrefix));
            this.byList.set(key, result);
        }
        this.byListObject.set(triggeredBy, result);
        return result;
    }
    /** The changed files any of these trigger lists selects, in the change's order. */
    selectedFiles(lists) {
        // Asked for every shown decision: most select nothing, and then nothing is built.
        let selected;
        for (const list of lists) {
            const { files } = this.match(list);
            if (files.length === 0)
                continue;
            selected ??= new Set();
            for (const file of files)
                selected.add(file);
        }
        if (selected === undefined)
            return [];
        const chosen = selected;
        // Kept by the report for every shown decision: an exact-size copy, not filter's growable store.
        return this.change.files.filter((file) => chosen.has(file)).slice();
    }
    compute(list) {
        if (list.kind !== 'list')
            return NO_MATCH;
        const matching = new Map([...list.positives, ...list.excludes].map((e) => [e, this.filesMatching(e.spec)]));
        // Only a file some entry matches can be selected (or any file, for a list of excludes):
        // only those are looked at, in the change's order.
        const entries = new Set();
        const files = [];
        for (const index of this.candidates(list, matching)) {
            const selecting = (0,_text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__/* .selectionBy */ .wP)(list, (e) => matching.get(e)?.has(index) ?? false);
            if (selecting === undefined)
                continue;
            files.push(this.change.files[index]);
            for (const raw of selecting)
                entries.add(raw);
        }
        const declared = list.positives.map((e) => e.raw);
        return { entries: [...new Set(declared)].filter((raw) => entries.has(raw)), files };
    }
    /** The changed files a list can select, ascending: those its entries match, or all of them. */
    candidates(list, matching) {
        if (list.positives.length === 0)
            return this.paths.map((_, index) => index);
        const union = new Set();
        for (const e of list.positives)
            for (const index of matching.get(e) ?? [])
                union.add(index);
        return [...union].sort((a, b) => a - b);
    }
    /** The indices of the changed files one entry matches (its exclude flag aside). */
    filesMatching(spec) {
        const key = JSON.stringify([
            spec.match,
            spec.literalLength,
            spec.prefixLength,
            spec.glob,
            spec.icase,
        ]);
        let found = this.byEntry.get(key);
        if (found === undefined) {
            // Outside icase, every path a spec matches starts with its literal part.
            const candidates = spec.icase
                ? this.sorted
                : this.startingWith(spec.match.slice(0, spec.literalLength));
            found = new Set(candidates.filter((i) => (0,_text_pathspec_js__WEBPACK_IMPORTED_MODULE_0__/* .pathspecMatches */ .kM)(spec, this.path(i))));
            this.byEntry.set(key, found);
        }
        return found;
    }
    /** Indices of the paths that start with `prefix`: a binary search, then a run of the sorted list. */
    startingWith(prefix) {
        let lo = 0;
        let hi = this.sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (compare(this.path(this.sorted[mid]), prefix) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        const run = [];
        for (let k = lo; k < this.sorted.length; k++) {
            const index = this.sorted[k];
            if (!this.path(index).startsWith(prefix))
                break;
            run.push(index);
        }
        return run;
    }
    path(index) {
        return this.paths[index];
    }
}
/** Byte order (byte strings hold one byte per UTF-16 unit). */
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 4775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bx: () => (/* binding */ bindingKey),
/* harmony export */   cQ: () => (/* binding */ neededBindings)
/* harmony export */ });
/* unused harmony export bindingExecutions */
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3613);
/**
 * Which bound checks a run executes, and what became of each binding
 * (docs/USAGE.md#receipts-in-ci, `run-checks`). `all` runs every binding that
 * declares the job's platform; `needed` first judges every binding for that
 * platform alone (as `--attest <platform>` does, on the receipts present)
 * and runs only those not `green` there: ev's own staleness rules (a
 * trigger changed, the evidence is missing, old, failing or unproven) say
 * which evidence can be reused. Pure.
 */

/** A binding is one test ground of one tick file. */
function bindingKey(file, groundIndex) {
    return `${file}#${groundIndex}`;
}
/**
 * `needed`: the bindings that declare `platform` and whose verdict, judged
 * for `platform` alone, is not `green`. `verdicts` must come from an
 * evaluation with `attest = [platform]`.
 */
function neededBindings(verdicts, platform) {
    const needed = new Set();
    (0,_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachTestVerdict */ .aD)(verdicts, (ground, verdict) => {
        if (!ground.check.liveness.platforms.includes(platform))
            return;
        if (ground.label !== 'green')
            needed.add(bindingKey(verdict.file, ground.groundIndex));
    });
    return needed;
}
/**
 * What became of each binding, asked one binding at a time (as the report is
 * built): a large ledger's bindings are not all keyed in a map first.
 */
function bindingExecutions(facts) {
    return (file, ground) => {
        if (facts.mode === 'off' || facts.mode === 'refused')
            return facts.mode;
        if (!ground.check.liveness.platforms.includes(facts.platform))
            return 'not-declared';
        const key = bindingKey(file, ground.groundIndex);
        if (facts.executed.has(key))
            return 'ran';
        if (facts.selected.has(key))
            return 'not-started';
        return 'reused';
    };
}


/***/ }),

/***/ 953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ describeSource),
/* harmony export */   _r: () => (/* binding */ CLOCK_SKEW_SECONDS),
/* harmony export */   aX: () => (/* binding */ isFutureDated),
/* harmony export */   im: () => (/* binding */ ReceiptProvenance)
/* harmony export */ });
/* unused harmony export receiptIdentity */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1570);
/* harmony import */ var _receipt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7572);
/**
 * Where a receipt came from, and whether it may count as evidence for the
 * change under review (docs/USAGE.md#trust-model). A receipt is a claim: this
 * run made it, the repository had it committed, or the `receipts` input
 * merged it from another job's or run's directory (an artifact, a cache).
 * A receipt restored into the workspace by an earlier step (a cache) is
 * told apart from a committed one. The action admits a receipt only when the change under review cannot have
 * forged it for itself:
 *
 * - a binding executed in this run is decided by this run's own receipts
 *   for the platform it ran on (an older or forged one cannot outvote it);
 * - a receipt file the pull request added or changed holds no evidence for
 *   it, except the lines its base already had (and what this run or the
 *   `receipts` input appended);
 * - a receipt dated beyond a small clock skew in the future is refused.
 *
 * The CLI keeps ev's behaviour and uses none of this. Pure.
 */


/** How far ahead of this runner's clock a `ran_at` may be (runners' clocks differ). */
const CLOCK_SKEW_SECONDS = 5 * 60;
/** A `ran_at` later than now plus the clock skew (an unparsable one is never in the future: ev skips it). */
function isFutureDated(receipt, nowSeconds) {
    const ranAt = (0,_receipt_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRfc3339 */ .TM)(receipt.ran_at);
    return ranAt !== undefined && ranAt.seconds > nowSeconds + CLOCK_SKEW_SECONDS;
}
/** A receipt as the lines it is compared by: ev's canonical line (sorted keys, compact). */
function receiptIdentity(receipt) {
    return (0,_receipt_js__WEBPACK_IMPORTED_MODULE_1__/* .formatReceiptLine */ .AD)(receipt);
}
/** Provenance and admission of receipts, built once per evaluation. */
class ReceiptProvenance {
    facts;
    thisRun;
    constructor(facts) {
        this.facts = facts;
        this.thisRun = new Set(facts.thisRun.map(receiptIdentity));
    }
    sourceOf(receipt) {
        // The report asks this of every deciding receipt: its line is built only when
        // something (this run, a merge, a restored file) could have made it.
        let line;
        const identity = () => (line ??= receiptIdentity(receipt));
        if (this.thisRun.size > 0 && this.thisRun.has(identity()))
            return { kind: 'this-run' };
        const directory = this.facts.merged.size > 0 ? this.facts.merged.get(identity()) : undefined;
        if (directory !== undefined)
            return { kind: 'merged', directory };
        const uncommitted = this.facts.uncommitted;
        const committed = uncommitted && uncommitted.size > 0 ? uncommitted.get((0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .receiptKey */ .OH)(receipt.test)) : undefined;
        if (committed !== undefined && !committed.has(identity()))
            return { kind: 'restored' };
        return { kind: 'committed' };
    }
    /** May this receipt (filed under `key`) decide a verdict? */
    admits(key, receipt) {
        const ranHere = this.facts.executed.get(receipt.test) === receipt.platform;
        const baseLines = this.facts.distrusted.get(key);
        // Most receipts: neither executed here nor in a file the pull request changed (no line built).
        if (!ranHere && baseLines === undefined)
            return true;
        const line = receiptIdentity(receipt);
        if (this.thisRun.has(line))
            return true;
        if (ranHere || baseLines === undefined)
            return !ranHere;
        return baseLines.has(line) || this.facts.merged.has(line);
    }
}
/** One phrase per source, for the report and every surface. */
function describeSource(source, pullRequest, mergedFromRun) {
    if (source.kind === 'this-run')
        return 'this run';
    if (source.kind === 'merged')
        return mergedFromRun === undefined
            ? `merged from ${source.directory}`
            : `merged from ${source.directory} (an artifact of run ${mergedFromRun})`;
    if (source.kind === 'restored')
        return 'restored into the workspace (a cache or an earlier step)';
    return pullRequest ? "the base's committed evidence" : 'committed evidence';
}


/***/ }),

/***/ 7572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ formatReceiptLine),
/* harmony export */   Bp: () => (/* binding */ latestReceipts),
/* harmony export */   Ey: () => (/* binding */ formatTimestamp),
/* harmony export */   TM: () => (/* binding */ parseRfc3339),
/* harmony export */   e9: () => (/* binding */ parseReceiptFile),
/* harmony export */   pR: () => (/* binding */ MAX_MALFORMED_LINES)
/* harmony export */ });
/* unused harmony exports parseReceipt, MAX_PROBLEMS_PER_FILE, FileProblems, parseReceiptLine, compareInstants, latestReceipt */
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1570);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9416);
/* harmony import */ var _commit_id_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8761);
/* harmony import */ var _text_rust_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1645);
/**
 * Receipts: the evidence that a bound test ran (docs/ev-0.1.md#receipts). One JSON object
 * per line in `results/receipts/<key>.jsonl`, key = receiptKey(ref). This
 * module reads a receipt file strictly (ev's closed schema and messages),
 * formats lines byte for byte as ev writes them, and handles ev's RFC 3339
 * timestamps. Pure.
 */





const RECEIPT_KEYS = ['test', 'platform', 'commit', 'ran_at', 'result', 'falsifiable'];
const RESULTS = ['green', 'red', 'gray'];
function requiredString(obj, key) {
    const value = obj[key];
    return typeof value === 'string' ? value : undefined;
}
/** ev's strict receipt parser: closed schema, then `result`, then the other strings, with ev's messages. */
function parseReceipt(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, message: 'receipt is not an object' };
    }
    const obj = value;
    // serde_json's map iterates keys sorted, so the first offending key is the smallest
    // (found in one pass: this runs for every line of every receipt file).
    let outside;
    for (const key of Object.keys(obj)) {
        if (RECEIPT_KEYS.includes(key))
            continue;
        if (outside === undefined || (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(key, outside) < 0)
            outside = key;
    }
    if (outside !== undefined)
        return { ok: false, message: `receipt: field outside closed schema: ${outside}` };
    const result = requiredString(obj, 'result');
    if (result === undefined)
        return { ok: false, message: 'missing or non-string field: result' };
    if (!RESULTS.includes(result))
        return { ok: false, message: `receipt.result must be green|red|gray: ${result}` };
    const fields = {};
    for (const key of ['test', 'platform', 'commit', 'ran_at']) {
        const text = requiredString(obj, key);
        if (text === undefined)
            return { ok: false, message: `missing or non-string field: ${key}` };
        fields[key] = text;
    }
    const receipt = {
        test: fields.test,
        platform: fields.platform,
        commit: fields.commit,
        ran_at: fields.ran_at,
        result: result,
    };
    if (typeof obj.falsifiable === 'boolean')
        receipt.falsifiable = obj.falsifiable;
    return { ok: true, receipt };
}
/**
 * A hostile or broken file (a megabyte of `x\n`) must not turn into a million
 * messages: each file keeps its first problems and a count of the rest.
 */
const MAX_PROBLEMS_PER_FILE = 20;
/**
 * After this many malformed lines a file is not read further: one malformed
 * line already makes it hold no receipts, so the rest cannot change a verdict.
 */
const MAX_MALFORMED_LINES = 20;
/**
 * Collects a file's problems: the first MAX_PROBLEMS_PER_FILE kept, the rest
 * counted; `full` once MAX_MALFORMED_LINES malformed lines were seen.
 */
class FileProblems {
    kept = [];
    omitted = 0;
    malformed = 0;
    add(problem) {
        if (problem.kind === 'malformed')
            this.malformed++;
        if (this.kept.length < MAX_PROBLEMS_PER_FILE)
            this.kept.push(problem);
        else
            this.omitted++;
    }
    get full() {
        return this.malformed >= MAX_MALFORMED_LINES;
    }
}
/**
 * Reads one non-blank line of the receipt file named by `key`: strict JSON,
 * ev's closed schema, a `test` that hashes to `key` (else `misfiled`) and a
 * `commit` that is a full commit id (else `refused`).
 */
function parseReceiptLine(key, raw) {
    const json = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonText */ .lk)(raw);
    if (!json.ok)
        return { ok: false, kind: 'malformed', message: json.message };
    const parsed = parseReceipt(json.value);
    if (!parsed.ok)
        return { ok: false, kind: 'malformed', message: parsed.message };
    const own = (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .receiptKey */ .OH)(parsed.receipt.test);
    if (own !== key) {
        return {
            ok: false,
            kind: 'misfiled',
            message: `receipt for ${JSON.stringify(parsed.receipt.test)} is filed under ${key}.jsonl, which is not its key (${own})`,
        };
    }
    if (!(0,_commit_id_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitId */ .j)(parsed.receipt.commit)) {
        return {
            ok: false,
            kind: 'refused',
            message: 'receipt commit is not a full commit id (40 or 64 lowercase hex), so it is never passed to git',
        };
    }
    return { ok: true, receipt: parsed.receipt };
}
/**
 * Reads one receipt file's text. Blank lines are skipped (as ev does); a line
 * that is not a valid receipt is a `malformed` problem and empties the file
 * for evaluation; a receipt whose `test` does not hash to this file's key is
 * `misfiled`, and one whose `commit` is not a full commit id `refused`: both
 * reported and ignored (ev would let them count,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
 */
function parseReceiptFile(key, text) {
    const receipts = [];
    const problems = new FileProblems();
    let stoppedAtLine;
    for (const { line: raw, number: line } of (0,_text_rust_text_js__WEBPACK_IMPORTED_MODULE_3__/* .eachRustLine */ .wn)(text)) {
        if ((0,_text_rust_text_js__WEBPACK_IMPORTED_MODULE_3__/* .rustTrim */ .jg)(raw) === '')
            continue;
        const parsed = parseReceiptLine(key, raw);
        if (parsed.ok)
            receipts.push({ receipt: parsed.receipt, line });
        else if (parsed.kind !== 'malformed')
            problems.add({ kind: parsed.kind, line, message: `${parsed.message} \u2014 ignored` });
        else
            problems.add({ kind: parsed.kind, line, message: parsed.message });
        if (problems.full) {
            stoppedAtLine = line;
            break;
        }
    }
    const readAsEmpty = problems.malformed > 0;
    const file = {
        key,
        receipts: readAsEmpty ? [] : receipts,
        problems: problems.kept,
        omittedProblems: problems.omitted,
        readAsEmpty,
    };
    if (stoppedAtLine !== undefined)
        file.stoppedAtLine = stoppedAtLine;
    return file;
}
/** The receipt as ev writes it: keys sorted, compact, newline-terminated. */
function formatReceiptLine(receipt) {
    const ordered = { commit: receipt.commit };
    if (receipt.falsifiable !== undefined)
        ordered.falsifiable = receipt.falsifiable;
    ordered.platform = receipt.platform;
    ordered.ran_at = receipt.ran_at;
    ordered.result = receipt.result;
    ordered.test = receipt.test;
    return `${JSON.stringify(ordered)}\n`;
}
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** Days from 1970-01-01 to the given proleptic Gregorian date. */
function daysFromCivil(year, month, day) {
    const y = year - 1;
    const daysBeforeYear = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
    const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
    const ordinal = daysBeforeYear + DAYS_BEFORE_MONTH[month - 1] + leapDay + day - 1;
    return ordinal - 719_162; // days from 0001-01-01 to 1970-01-01
}
const DIGIT_0 = 0x30;
/** The `count` ASCII digits at `at` as a number, or -1 when one is not a digit. */
function digitsAt(text, at, count) {
    let value = 0;
    for (let i = at; i < at + count; i++) {
        const digit = text.charCodeAt(i) - DIGIT_0;
        if (!(digit >= 0 && digit <= 9))
            return -1;
        value = value * 10 + digit;
    }
    return value;
}
const isCharAt = (text, at, char) => text.charCodeAt(at) === char.charCodeAt(0);
/**
 * Parses like the `time` crate's `Rfc3339` (which ev uses): four-digit year,
 * any single separator byte between date and time, one or more fraction
 * digits (beyond nine ignored), `Z`/`z` or `\u00b1HH:MM` (hour \u2264 23, minute \u2264 59),
 * a leap second only where it can stand for 23:59:59.999999999 UTC on a
 * month's last day. Returns undefined for anything else.
 */
function parseRfc3339(text) {
    // YYYY-MM-DD?HH:MM:SS \u2014 read by character codes: this runs for every receipt of a ledger.
    if (text.length < 20 || !isCharAt(text, 4, '-') || !isCharAt(text, 7, '-'))
        return undefined;
    if (!isCharAt(text, 13, ':') || !isCharAt(text, 16, ':'))
        return undefined;
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 2);
    const day = digitsAt(text, 8, 2);
    const hour = digitsAt(text, 11, 2);
    const minute = digitsAt(text, 14, 2);
    let second = digitsAt(text, 17, 2);
    if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0)
        return undefined;
    // The separator is one byte in Rust: a multi-byte character would leave its tail before the hour.
    if (text.charCodeAt(10) > 0x7f)
        return undefined;
    let at = 19;
    let nanos = 0;
    if (isCharAt(text, at, '.')) {
        const start = ++at;
        while (digitsAt(text, at, 1) >= 0)
            at++;
        if (at === start)
            return undefined;
        nanos = Number(text.slice(start, Math.min(at, start + 9)).padEnd(9, '0'));
    }
    const offsetSeconds = offsetAt(text, at);
    if (offsetSeconds === undefined)
        return undefined;
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return undefined;
    if (hour > 23 || minute > 59 || second > 60)
        return undefined;
    const leapSecond = second === 60;
    if (leapSecond) {
        second = 59;
        nanos = 999_999_999;
    }
    const seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    if (leapSecond && !isLeapSecondStandIn(seconds))
        return undefined;
    return { seconds, nanos };
}
/** The offset that ends the text at `at` \u2014 `Z`/`z`, or `\u00b1HH:MM` (hour \u2264 23, minute \u2264 59) \u2014 in seconds. */
function offsetAt(text, at) {
    const sign = text.charAt(at);
    if (sign === 'Z' || sign === 'z')
        return at + 1 === text.length ? 0 : undefined;
    if ((sign !== '+' && sign !== '-') || at + 6 !== text.length || !isCharAt(text, at + 3, ':'))
        return undefined;
    const offsetHour = digitsAt(text, at + 1, 2);
    const offsetMinute = digitsAt(text, at + 4, 2);
    if (offsetHour < 0 || offsetMinute < 0 || offsetHour > 23 || offsetMinute > 59)
        return undefined;
    return (sign === '-' ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60);
}
/** 23:59:59 UTC on the last day of a month. */
function isLeapSecondStandIn(seconds) {
    const utc = new Date(seconds * 1000);
    return (utc.getUTCHours() === 23 &&
        utc.getUTCMinutes() === 59 &&
        utc.getUTCSeconds() === 59 &&
        utc.getUTCDate() === daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1));
}
function compareInstants(a, b) {
    return a.seconds - b.seconds || a.nanos - b.nanos;
}
const pad = (value, width) => String(value).padStart(width, '0');
/**
 * An instant as ev writes one (`time`'s RFC 3339 of a UTC time):
 * `2026-11-21T12:15:15.229330215Z`, fraction only when non-zero, trailing zeros dropped.
 */
function formatTimestamp(epochNanos) {
    const seconds = epochNanos / 1000000000n - (epochNanos % 1000000000n < 0n ? 1n : 0n);
    const nanos = Number(epochNanos - seconds * 1000000000n);
    const date = new Date(Number(seconds) * 1000);
    const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
        `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`;
    const fraction = nanos === 0 ? '' : `.${pad(nanos, 9).replace(/0+$/, '')}`;
    return `${base}${fraction}Z`;
}
// ---------------------------------------------------------------------------
// "Latest": ev takes the lexicographic max of `ran_at` (the later line on a
// tie). We order by parsed time when every candidate parses, which fixes
// mixed offsets and fractions; when any candidate does not parse, no time
// order exists, so we keep ev's rule for that set
// (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
// ---------------------------------------------------------------------------
/** The latest receipt of `candidates` (file order), or undefined when there are none. */
function latestReceipt(candidates) {
    if (candidates.length === 0)
        return undefined;
    const instants = candidates.map((c) => parseRfc3339(c.ran_at));
    const byTime = instants.every((i) => i !== undefined);
    let best = 0;
    for (let i = 1; i < candidates.length; i++) {
        const order = byTime
            ? compareInstants(instants[i], instants[best])
            : compareUtf8(candidates[i].ran_at, candidates[best].ran_at);
        if (order >= 0)
            best = i; // on a tie the later line wins, as Rust's max_by does
    }
    return candidates[best];
}
/**
 * `latestReceipt` of the receipts of `ref`, and of each of its platforms, in
 * one pass with every `ran_at` parsed once: the engine asks these of every
 * binding, and filtering the list per platform cost more than the verdicts.
 */
function latestReceipts(receipts, ref) {
    const latest = new RefLatestSoFar();
    receipts.forEach((receipt, index) => {
        if (receipt.test === ref)
            latest.offer(index, receipt);
    });
    const onPlatform = new Map();
    for (const [name, platform] of latest.platforms) {
        const found = platform.pick(receipts, (r) => r.test === ref && r.platform === name);
        if (found !== undefined)
            onPlatform.set(name, found);
    }
    return { overall: latest.overall.pick(receipts, (r) => r.test === ref), onPlatform };
}
/** One ref's latest so far, over all platforms and on each, every `ran_at` parsed once. */
class RefLatestSoFar {
    overall = new LatestSoFar();
    platforms = new Map();
    offer(index, receipt) {
        const instant = parseRfc3339(receipt.ran_at);
        this.overall.offer(index, instant);
        let platform = this.platforms.get(receipt.platform);
        if (platform === undefined)
            this.platforms.set(receipt.platform, (platform = new LatestSoFar()));
        platform.offer(index, instant);
    }
}
/**
 * One candidate set's latest so far, by time. Should a `ran_at` not parse,
 * the set has no time order and `pick` falls back to `latestReceipt`'s text
 * rule over the set \u2014 rare, so that second pass is only paid then.
 */
class LatestSoFar {
    index = -1;
    instant;
    allTimed = true;
    offer(index, instant) {
        if (instant === undefined)
            this.allTimed = false;
        else if (this.instant === undefined || compareInstants(instant, this.instant) >= 0) {
            this.index = index; // on a tie the later line wins
            this.instant = instant;
        }
    }
    pick(receipts, inSet) {
        if (this.allTimed)
            return receipts[this.index];
        return latestReceipt(receipts.filter(inSet));
    }
}
/** Rust's `String` ordering (bytes of UTF-8 = code points). */
function compareUtf8(a, b) {
    return (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a, b);
}


/***/ }),

/***/ 4739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e0: () => (/* binding */ touchedTriggers),
/* harmony export */   ub: () => (/* binding */ parseSelectedText)
/* harmony export */ });
/* unused harmony export parseSelectedList */
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9416);
/**
 * The selected-list (docs/ev-0.1.md#the-selected-list): which bound refs the latest diff selected
 * to run, and which declared triggers it changed. Written by an affinity tool
 * or CI; never computed here. ev 0.1.2 ignores the whole file when it is
 * malformed (as if absent); so do we, but we say why. Pure.
 */


const KEYS = ['commit', 'changed', 'selected'];
function stringArray(obj, key) {
    const value = obj[key];
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return `selected-list.${key} must be an array`;
    if (!value.every((e) => typeof e === 'string'))
        return `selected-list.${key} element is not a string`;
    return value;
}
/** ev's strict reading: an object with only `commit`, `changed`, `selected`; the arrays hold strings. */
function parseSelectedList(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, message: 'selected-list is not an object' };
    }
    const obj = value;
    const outside = Object.keys(obj)
        .filter((k) => !KEYS.includes(k))
        .sort(_text_unicode_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)[0];
    if (outside !== undefined)
        return { ok: false, message: `selected-list: field outside closed schema: ${outside}` };
    const changed = stringArray(obj, 'changed');
    if (typeof changed === 'string')
        return { ok: false, message: changed };
    const selected = stringArray(obj, 'selected');
    if (typeof selected === 'string')
        return { ok: false, message: selected };
    return {
        ok: true,
        list: { commit: typeof obj.commit === 'string' ? obj.commit : '', changed, selected },
    };
}
function parseSelectedText(text) {
    const json = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonText */ .lk)(text);
    return json.ok ? parseSelectedList(json.value) : { ok: false, message: json.message };
}
/** Each list of changed paths as a set, made once: every binding of an evaluation asks with the same list. */
const changedSets = new WeakMap();
/** Declared triggers of a binding that `changed` names (exact match), in declared order, once each. */
function touchedTriggers(triggeredBy, changed) {
    if (triggeredBy.length === 0 || changed.length === 0)
        return [];
    let changedSet = changedSets.get(changed);
    if (changedSet === undefined)
        changedSets.set(changed, (changedSet = new Set(changed)));
    const set = changedSet;
    return [...new Set(triggeredBy.filter((t) => set.has(t)))];
}


/***/ }),

/***/ 3613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ evaluateTick),
/* harmony export */   JO: () => (/* binding */ QuestionMap),
/* harmony export */   KN: () => (/* binding */ isEvaluated),
/* harmony export */   aD: () => (/* binding */ forEachTestVerdict),
/* harmony export */   ac: () => (/* binding */ evaluatedTicks),
/* harmony export */   gL: () => (/* binding */ triggerQuestions)
/* harmony export */ });
/* unused harmony exports STALE_REASONS, DIRTY_DETAIL, decideVerdict, memoReasonFor, isGating, latestOfRef, evaluateGround, evaluateLedger */
/* harmony import */ var _receipt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7572);
/* harmony import */ var _selected_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4739);
/* harmony import */ var _tick_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4421);
/* harmony import */ var _ev_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7257);
/* harmony import */ var _lineage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9719);
/* harmony import */ var _test_checks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6672);
/**
 * The pure verdict engine (docs/ev-0.1.md#verdicts): for every test-bound ground of every
 * live tick, is its guarding check still alive? No I/O: receipts, the
 * staleness sha, the selected-list, the clock and `triggered_since` are passed
 * in. Every not-green state is a co-equal fact; the ten-step precedence below
 * only decides which one is reported when several hold.
 */






const STALE_REASONS = {
    'sha-stale': 'verified_at_sha behind live origin',
    'history-missing': "the deciding receipt's commit is not in this clone, so its freshness cannot be judged",
    'trigger-stale': 'a triggering change landed after the last run',
    'age-stale': 'deciding receipt older than the staleness window',
};
/** ev's detail for a `dirty` verdict (0.1.32). */
const DIRTY_DETAIL = 'verified against a dirty worktree \u2014 uncommitted change on a guarded path; commit + re-run to confirm';
/**
 * `visit` for each test ground's verdict, in order, with the decision's
 * verdict: indexed loops, for the reason core/ticks/test-checks.ts gives.
 */
function forEachTestVerdict(verdicts, visit) {
    for (let i = 0; i < verdicts.length; i++) {
        const verdict = verdicts[i];
        const tests = verdict.tests;
        for (let g = 0; g < tests.length; g++)
            visit(tests[g], verdict);
    }
}
const verdict = (label, rule, deciding = [], missingPlatforms = []) => ({ label, rule, deciding, missingPlatforms });
/** A deciding receipt older than the window; an unparsable `ran_at` is never old (ev skips it). */
function olderThanWindow(receipt, ctx) {
    const ranAt = (0,_receipt_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRfc3339 */ .TM)(receipt.ran_at);
    return ranAt !== undefined && BigInt(ctx.nowSeconds - ranAt.seconds) > ctx.windowSeconds;
}
/** The ten-step precedence, first match wins (docs/ev-0.1.md#the-precedence). */
function decideVerdict(check, receipts, ctx, triggeredSince, historyMissing = false) {
    const ref = check.ref;
    // 1. The world moved on since the binding was verified.
    if (ctx.stalenessSha !== null && ctx.stalenessSha !== check.verified_at_sha)
        return verdict('stale', 'sha-stale');
    // 2. This runner speaks for none of the declared platforms.
    const attest = ctx.attest;
    const attested = attest === null
        ? check.liveness.platforms
        : check.liveness.platforms.filter((p) => attest.includes(p));
    if (attest !== null && attested.length === 0)
        return verdict('exempt', 'exempt');
    // 3. Every attested platform (declared order, duplicates kept) needs a latest receipt.
    const deciding = [];
    const missing = [];
    const { onPlatform } = latestOf(ref, receipts);
    for (const platform of attested) {
        const latest = onPlatform.get(platform);
        if (latest === undefined)
            missing.push(platform);
        else
            deciding.push(latest);
    }
    if (missing.length > 0)
        return verdict('not-run', 'not-run', deciding, missing);
    // 4\u20138. Freshness, then falsifiability, then the results themselves.
    if (historyMissing)
        return verdict('stale', 'history-missing', deciding);
    if (triggeredSince)
        return verdict('stale', 'trigger-stale', deciding);
    if (deciding.some((r) => olderThanWindow(r, ctx)))
        return verdict('stale', 'age-stale', deciding);
    if (deciding.some((r) => r.falsifiable === false))
        return verdict('unproven', 'unproven', deciding);
    if (deciding.some((r) => r.result === 'gray'))
        return verdict('gray->red', 'gray', deciding);
    if (deciding.some((r) => r.result === 'red'))
        return verdict('red', 'red', deciding);
    // 9. The diff touched a declared trigger but did not select this ref to run.
    const selected = ctx.selected;
    if (selected !== null) {
        const touched = check.liveness.triggered_by.some((t) => selected.changed.includes(t));
        if (touched && !selected.selected.includes(ref))
            return verdict('silently-unbound', 'silently-unbound', deciding);
    }
    return verdict('green', 'green', deciding);
}
/**
 * Why this verdict is locked to `memo`, if it is: LOCK 1, a C/D (detect-only)
 * decision; from ev 0.1.8, LOCK 3, a decision declared agent-proposed. Green,
 * exempt and (0.1.32) dirty are never locked.
 */
function memoReasonFor(tick, label, rules) {
    if (label === 'green' || label === 'exempt' || label === 'dirty' || label === 'memo')
        return undefined;
    if ((0,_tick_js__WEBPACK_IMPORTED_MODULE_2__/* .isDetectOnly */ .gX)(tick))
        return 'detect-only';
    if (rules !== '0.1.2' && (0,_tick_js__WEBPACK_IMPORTED_MODULE_2__/* .isAgentProposed */ .CA)(tick))
        return 'agent-proposed';
    return undefined;
}
/** `--exit-on-red` fails on everything but green, exempt, memo and dirty (n/a is never a test label). */
function isGating(label) {
    return label !== 'green' && label !== 'exempt' && label !== 'memo' && label !== 'dirty';
}
/** ev's detail text for a label: `missing: \u2026` for not-run, the reason for stale, else the latest run. */
function detailFor(label, rule, missing, latestRanAt) {
    if (label === 'not-run')
        return `missing: ${missing.join(', ')}`;
    if (label === 'stale')
        return STALE_REASONS[rule];
    if (label === 'dirty')
        return DIRTY_DETAIL;
    return latestRanAt === undefined ? 'no receipt' : `ran ${latestRanAt}`;
}
/** Each receipt list's latest receipts of a ref, found once: the trigger questions ask first, the verdict again. */
const latestByList = new WeakMap();
function latestOf(ref, receipts) {
    let byRef = latestByList.get(receipts);
    if (byRef === undefined)
        latestByList.set(receipts, (byRef = new Map()));
    let latest = byRef.get(ref);
    if (latest === undefined)
        byRef.set(ref, (latest = (0,_receipt_js__WEBPACK_IMPORTED_MODULE_0__/* .latestReceipts */ .Bp)(receipts, ref)));
    return latest;
}
/** The latest receipt of a ref over all platforms (attested or not): the display time and the trigger check. */
function latestOfRef(ref, receipts) {
    return latestOf(ref, receipts).overall;
}
/** `triggered_since` for a binding: did a trigger change after its latest run? False without a receipt. */
function askTriggeredSince(triggers, latest, inputs) {
    return latest !== undefined && inputs.triggeredSince(latest.commit, triggers);
}
const NO_FILES = Object.freeze([]);
function evaluateGround(tick, groundIndex, inputs, ctx) {
    const ground = tick.grounds[groundIndex];
    if (ground === undefined)
        throw new RangeError(`tick ${tick.id} has no ground ${groundIndex}`);
    const check = ground.check;
    if (check === undefined || check.by === 'person') {
        const other = {
            groundIndex,
            claim: ground.claim,
            supports: ground.supports,
            check: check === undefined ? 'none' : 'person',
        };
        if (check !== undefined)
            other.personRef = check.ref;
        return other;
    }
    const receipts = inputs.receiptsFor(check.ref);
    const latest = latestOfRef(check.ref, receipts);
    const triggers = inputs.guardingTests?.triggersOf(check) ?? check.liveness.triggered_by;
    const triggeredSince = askTriggeredSince(triggers, latest, inputs);
    const historyMissing = latest !== undefined && inputs.historyMissing?.(latest.commit) === true;
    const rules = ctx.rules ?? _ev_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_EV_RULES */ .E9;
    const resolved = resolveVerdict(check, receipts, ctx, triggeredSince, inputs, rules, historyMissing, triggers);
    const unlocked = resolved.verdict;
    const memoReason = memoReasonFor(tick, unlocked.label, rules);
    const label = memoReason === undefined ? unlocked.label : 'memo';
    const result = {
        groundIndex,
        claim: ground.claim,
        supports: ground.supports,
        check,
        harvested: check.counter_test === undefined,
        label,
        unlockedLabel: unlocked.label,
        rule: unlocked.rule,
        detail: detailFor(label, unlocked.rule, unlocked.missingPlatforms, latest?.ran_at),
        unlockedDetail: detailFor(unlocked.label, unlocked.rule, unlocked.missingPlatforms, latest?.ran_at),
        gating: isGating(label),
        missingPlatforms: unlocked.missingPlatforms,
        deciding: unlocked.deciding,
        triggeredSince,
        triggersTouched: (0,_selected_js__WEBPACK_IMPORTED_MODULE_1__/* .touchedTriggers */ .e0)(check.liveness.triggered_by, ctx.changedPaths ?? ctx.selected?.changed ?? []),
        triggers,
        testFiles: inputs.guardingTests?.filesOf(check) ?? NO_FILES,
    };
    if (latest !== undefined)
        result.latestRanAt = latest.ran_at;
    if (memoReason !== undefined)
        result.memoReason = memoReason;
    if (resolved.shaStaleCleared)
        result.shaStaleCleared = true;
    return result;
}
/**
 * The precedence, then what ev 0.1.29 and 0.1.32 add around it (cmd.rs
 * `resolve_verdict`): a sha-stale verdict whose guarded paths git saw no
 * change to is judged again without the sha; a green whose guarded paths
 * have an uncommitted change is `dirty`. Under 0.1.2's rules, neither.
 */
function resolveVerdict(check, receipts, ctx, triggeredSince, inputs, rules, historyMissing, paths) {
    let verdict = decideVerdict(check, receipts, ctx, triggeredSince, historyMissing);
    if (rules === '0.1.2')
        return { verdict, shaStaleCleared: false };
    let shaStaleCleared = false;
    if (verdict.rule === 'sha-stale' &&
        inputs.guardedPathsChanged?.(check.verified_at_sha, paths) === false) {
        verdict = decideVerdict(check, receipts, { ...ctx, stalenessSha: null }, triggeredSince, historyMissing);
        shaStaleCleared = true;
    }
    if (verdict.label === 'green' && inputs.guardedPathsDirty?.(paths) === true)
        verdict = { ...verdict, label: 'dirty', rule: 'dirty' };
    return { verdict, shaStaleCleared };
}
function isTestVerdict(v) {
    return typeof v.check !== 'string';
}
function evaluateTick(file, tick, inputs, ctx) {
    const tests = [];
    const others = [];
    tick.grounds.forEach((_, i) => {
        const v = evaluateGround(tick, i, inputs, ctx);
        if (isTestVerdict(v))
            tests.push(v);
        else
            others.push(v);
    });
    return { file, tick, tests, others };
}
/** Only `live` ticks are evaluated (every tick ev 0.1.2 writes is live; anything else is skipped). */
function isEvaluated(tick) {
    return tick.status === 'live';
}
/**
 * The ticks `check` evaluates, in the order it evaluates them. ev 0.1.2: every
 * live tick, in the order given (the caller sorts by file name). From ev
 * 0.1.11 on: lineages collapsed to their tip first (lineage.ts), then the live
 * ones, latest first \u2014 a superseded decision neither runs, prints nor gates.
 */
function evaluatedTicks(ticks, rules = _ev_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_EV_RULES */ .E9) {
    const candidates = rules === '0.1.2' ? ticks : (0,_lineage_js__WEBPACK_IMPORTED_MODULE_3__/* .currentDecisions */ .n1)(ticks);
    return candidates.filter(({ tick }) => isEvaluated(tick));
}
/** Every tick `check` evaluates (evaluatedTicks under `ctx.rules`). */
function evaluateLedger(ticks, inputs, ctx) {
    return evaluatedTicks(ticks, ctx.rules).map(({ file, tick }) => evaluateTick(file, tick, inputs, ctx));
}
/**
 * Every distinct `triggered_since` question evaluating these ticks will ask,
 * so git can answer them in one batch. The caller passes the ticks it
 * evaluates (`check`: the live ones; `reopen`: one tick, whatever its status).
 */
function triggerQuestions(ticks, receiptsFor, triggersOf) {
    const questions = new QuestionMap();
    (0,_test_checks_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachTestCheck */ .V)(ticks, ({ tick }) => tick, (check) => {
        const latest = latestOfRef(check.ref, receiptsFor(check.ref));
        if (latest === undefined)
            return;
        const paths = triggersOf?.(check) ?? check.liveness.triggered_by;
        const question = { commit: latest.commit, paths };
        if (!questions.has(question))
            questions.set(question, question);
    });
    return [...questions.values()];
}
/** Each trigger list's key, made once per list (every binding asks twice): its paths as JSON strings. */
const pathKeys = new WeakMap();
function pathsKey(paths) {
    let key = pathKeys.get(paths);
    if (key === undefined)
        pathKeys.set(paths, (key = paths.map((p) => JSON.stringify(p)).join(',')));
    return key;
}
/**
 * Values by `triggered_since` question (same commit, same paths = same
 * question). Two levels \u2014 commit, then the paths' key \u2014 so a lookup builds
 * no string: the engine looks up one question per binding.
 */
class QuestionMap {
    byCommit = new Map();
    get(question) {
        return this.byCommit.get(question.commit)?.get(pathsKey(question.paths));
    }
    has(question) {
        return this.byCommit.get(question.commit)?.has(pathsKey(question.paths)) ?? false;
    }
    set(question, value) {
        let byPaths = this.byCommit.get(question.commit);
        if (byPaths === undefined)
            this.byCommit.set(question.commit, (byPaths = new Map()));
        byPaths.set(pathsKey(question.paths), value);
        return this;
    }
    *values() {
        for (const byPaths of this.byCommit.values())
            yield* byPaths.values();
    }
}


/***/ })

} }; })
