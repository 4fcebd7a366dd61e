/**
 * A repository's objects and refs written by the test itself, without a git
 * process: the `.git` skeleton `git init` leaves, blobs, trees and commits as
 * loose objects, branches, and a checkout (files, index, HEAD).
 *
 * Why: a process started by a jest worker costs about 15 ms of CPU on the
 * 2-core machine this project is built on, and a scenario's repository took
 * 27 of them (two `sh`, and git's plumbing one command at a time). What is
 * written here is held to what git's own commands write for the same
 * scenario (__tests__/support/git-repo.test.ts: ids, refs, index, status,
 * work tree), and git reads it on the first question the code under test asks.
 *
 * The objects are the ones `git commit-tree` writes for the same tree,
 * identity, date and message: ids do not change with the way they are made.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';

/** A tree entry's mode, as git writes it in a tree. */
export type EntryMode = '100644' | '100755' | '120000' | '40000';

/** A file or link of a tree, by the blob that holds it. */
export interface TreeEntry {
  mode: Exclude<EntryMode, '40000'>;
  id: string;
}

/** A tree as its files: path (slash-separated) → entry. */
export type TreeFiles = Map<string, TreeEntry>;

/** The id git gives an object of `type` holding `body`, and its stored (uncompressed) form. */
function hashObject(type: string, body: Buffer): { id: string; raw: Buffer } {
  const raw = Buffer.concat([Buffer.from(`${type} ${body.length}\0`, 'utf8'), body]);
  return { id: createHash('sha1').update(raw).digest('hex'), raw };
}

/** The id git gives a blob of `content`, written or not (no stored form made: 40,000 ticks in e2e/hostile-sizes). */
export function blobIdOf(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** The settings every test repository gets (as `git config` would write them). */
export const TEST_REPO_SETTINGS = [
  '[commit]',
  '\tgpgsign = false',
  // No `gc --auto` in the background: it would still write into .git while the test cleans up.
  '[gc]',
  '\tauto = 0',
  '[maintenance]',
  '\tauto = false',
  '',
].join('\n');

/** Git's order of a tree's entries: by name, a subtree's name as if it ended in `/` (keys: bytes as latin1). */
function byGitName(a: { key: string }, b: { key: string }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** A name of printable ASCII only is its own key (its bytes read as latin1). */
const ASCII = /^[ -~]*$/;

export interface Identity {
  name: string;
  email: string;
}

/** The author and committer of the test repositories (test-support/git-repo.ts's gitEnv). */
export function identityOf(env: NodeJS.ProcessEnv): Identity {
  return {
    name: env.GIT_AUTHOR_NAME ?? 'Test Author',
    email: env.GIT_AUTHOR_EMAIL ?? 'author@test.invalid',
  };
}

/** A repository in `dir` whose objects and refs the test writes itself. */
export class HandMadeRepository {
  readonly gitDir: string;
  /**
   * The trees written, by their entries as given: a scenario's commits share
   * most of their trees (a ledger of 40,000 ticks is one tree of 40,000
   * entries, the same at the base, the head and the merge), each sorted,
   * hashed and compressed once.
   */
  private readonly trees = new Map<string, string>();

  /** The repository of `dir`, which `git init` (or create) made: objects are added to it. */
  constructor(dir: string) {
    this.gitDir = join(dir, '.git');
    if (!existsSync(join(this.gitDir, 'objects')))
      throw new Error(`${dir}: no .git/objects to write into (not a repository's work tree)`);
  }

  /** Creates `dir/.git` as `git init` on main would, with the test settings. */
  static create(dir: string): HandMadeRepository {
    const gitDir = join(dir, '.git');
    for (const sub of ['info', 'objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
      mkdirSync(join(gitDir, sub), { recursive: true });
    writeFileSync(join(gitDir, 'HEAD'), 'ref: refs/heads/main\n');
    // What `git init` writes, and the test settings.
    const init =
      '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n';
    writeFileSync(join(gitDir, 'config'), init + TEST_REPO_SETTINGS);
    return new HandMadeRepository(dir);
  }

  /** Writes an object (once) and returns its id. */
  private write(type: string, body: Buffer): string {
    const { id, raw } = hashObject(type, body);
    const dir = join(this.gitDir, 'objects', id.slice(0, 2));
    const file = join(dir, id.slice(2));
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, deflateSync(raw, { level: 1 }));
    }
    return id;
  }

  blob(content: Buffer): string {
    return this.write('blob', content);
  }

  /** Writes the trees of `files` (every subtree too) and returns the root tree's id. */
  tree(files: TreeFiles): string {
    const children = new Map<string, TreeFiles>();
    const named: Array<{ mode: EntryMode; name: string; id: string }> = [];
    for (const [path, file] of files) {
      const slash = path.indexOf('/');
      if (slash < 0) {
        named.push({ mode: file.mode, name: path, id: file.id });
        continue;
      }
      const name = path.slice(0, slash);
      let child = children.get(name);
      if (!child) children.set(name, (child = new Map()));
      child.set(path.slice(slash + 1), file);
    }
    for (const [name, child] of children) named.push({ mode: '40000', name, id: this.tree(child) });
    // The same entries (in the same order) make the same tree: written once.
    const seen = named.map((e) => `${e.mode} ${e.name}\0${e.id}`).join('\n');
    const known = this.trees.get(seen);
    if (known !== undefined) return known;
    // Sorted by the names' bytes: a name's UTF-8 read as latin1 compares as its bytes do. One
    // buffer written in place, not two a name: the ledger's tree has 40,000 entries.
    const entries = named.map((entry) => {
      const key = entry.mode === '40000' ? `${entry.name}/` : entry.name;
      const head = `${entry.mode} ${entry.name}\0`;
      return { ...entry, head, key: ASCII.test(key) ? key : Buffer.from(key).toString('latin1') };
    });
    entries.sort(byGitName);
    let size = 0;
    for (const entry of entries) size += Buffer.byteLength(entry.head) + 20;
    const body = Buffer.allocUnsafe(size);
    let at = 0;
    for (const entry of entries) {
      at += body.write(entry.head, at, 'utf8');
      at += body.write(entry.id, at, 'hex');
    }
    const id = this.write('tree', body);
    this.trees.set(seen, id);
    return id;
  }

  /** A commit as `git commit-tree <tree> -p … -m <message>` writes it at `date` (UTC). */
  commit(options: {
    tree: string;
    parents: readonly string[];
    date: number;
    message: string;
    identity: Identity;
  }): string {
    const { name, email } = options.identity;
    const person = `${name} <${email}> ${options.date} +0000`;
    const lines = [
      `tree ${options.tree}`,
      ...options.parents.map((parent) => `parent ${parent}`),
      `author ${person}`,
      `committer ${person}`,
      '',
      options.message,
      '',
    ];
    return this.write('commit', Buffer.from(lines.join('\n'), 'utf8'));
  }

  /**
   * What `git checkout -q --detach <commit>` does in a fresh work tree whose
   * tree is `files` (blobs' contents from `contentOf`): writes each file and
   * link, an index that lists them with their stat data (as git's own, so
   * `git status` finds the tree clean without reading the files), and HEAD.
   * The work tree must hold none of the paths yet.
   */
  checkout(commit: string, files: TreeFiles, contentOf: (id: string) => Buffer): void {
    const work = dirname(this.gitDir);
    const paths = [...files.keys()].sort((a, b) =>
      Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')),
    );
    const entries: IndexedFile[] = [];
    const made = new Set<string>();
    for (const path of paths) {
      const file = files.get(path) as TreeEntry;
      const full = join(work, path);
      const parent = dirname(full);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      const content = contentOf(file.id);
      if (file.mode === '120000') symlinkSync(content.toString('utf8'), full);
      else writeFileSync(full, content);
      entries.push({ path, file, stat: lstatSync(full, { bigint: true }) });
    }
    writeIndex(this.gitDir, entries);
    writeFileSync(join(this.gitDir, 'HEAD'), `${commit}\n`);
  }

  /** A loose object's type and body, or undefined when it is not a loose object here (packed, or absent). */
  read(id: string): { type: string; body: Buffer } | undefined {
    let raw: Buffer;
    try {
      raw = inflateSync(readFileSync(join(this.gitDir, 'objects', id.slice(0, 2), id.slice(2))));
    } catch {
      return undefined;
    }
    const nul = raw.indexOf(0);
    const type = raw.toString('latin1', 0, nul).split(' ')[0] as string;
    return { type, body: raw.subarray(nul + 1) };
  }

  /** The files of a commit's or tree's tree (path → entry), or undefined when an object is not loose here. */
  files(id: string): TreeFiles | undefined {
    let object = this.read(id);
    if (object?.type === 'commit') {
      const tree = /^tree ([0-9a-f]{40})\n/.exec(object.body.toString('latin1'))?.[1];
      object = tree === undefined ? undefined : this.read(tree);
    }
    if (object?.type !== 'tree') return undefined;
    const files: TreeFiles = new Map();
    const walk = (body: Buffer, prefix: string): boolean => {
      let at = 0;
      while (at < body.length) {
        const space = body.indexOf(0x20, at);
        const nul = body.indexOf(0, space);
        const mode = body.toString('latin1', at, space);
        const name = prefix + body.toString('utf8', space + 1, nul);
        const entryId = body.toString('hex', nul + 1, nul + 21);
        at = nul + 21;
        if (mode === '40000') {
          const sub = this.read(entryId);
          if (sub?.type !== 'tree' || !walk(sub.body, `${name}/`)) return false;
        } else if (mode === '100644' || mode === '100755' || mode === '120000')
          files.set(name, { mode, id: entryId });
        else return false;
      }
      return true;
    };
    return walk(object.body, '') ? files : undefined;
  }

  /** Points `refs/heads/<branch>` at `id`. */
  branch(branch: string, id: string): void {
    writeFileSync(join(this.gitDir, 'refs', 'heads', branch), `${id}\n`);
  }
}

/** The stat data an index entry keeps (lstat's, to the nanosecond). */
export interface IndexStat {
  ctimeNs: bigint;
  mtimeNs: bigint;
  dev: bigint;
  ino: bigint;
  uid: bigint;
  gid: bigint;
  size: bigint;
}

/** A file of an index: its path, its tree entry, its stat data. */
export interface IndexedFile {
  path: string;
  file: TreeEntry;
  stat: IndexStat;
}

/** Git's order of index entries: by the path's bytes. */
export function byPathBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * Writes `.git/index` (version 2, no extensions) listing `entries` with their
 * stat data, as git's own would, so `git status` finds them clean without
 * reading the files (or, for a file as new as the index, by reading it).
 */
export function writeIndex(gitDir: string, entries: readonly IndexedFile[]): void {
  const sorted = [...entries].sort((a, b) => byPathBytes(a.path, b.path));
  const header = Buffer.alloc(12);
  header.write('DIRC', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(sorted.length, 8);
  const body = Buffer.concat([header, ...sorted.map((e) => indexEntry(e.path, e.file, e.stat))]);
  const checksum = createHash('sha1').update(body).digest();
  writeFileSync(join(gitDir, 'index'), Buffer.concat([body, checksum]));
}

/** One entry of an index as read back: the stat fields as stored (32 bits each). */
export interface ReadIndexEntry {
  mode: number;
  id: string;
  /** ctime s, ctime ns, mtime s, mtime ns, dev, ino, uid, gid, size: as stored. */
  stat: number[];
}

/**
 * The entries of a version-2 index without extended flags or unmerged
 * entries (path → entry), or undefined for any other index: a cache of blob
 * ids by stat data, nothing more.
 */
export function readIndex(bytes: Buffer): Map<string, ReadIndexEntry> | undefined {
  if (bytes.length < 32 || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  if (bytes.readUInt32BE(4) !== 2) return undefined;
  const count = bytes.readUInt32BE(8);
  const entries = new Map<string, ReadIndexEntry>();
  let at = 12;
  for (let i = 0; i < count; i++) {
    if (at + 62 > bytes.length - 20) return undefined;
    const stat: number[] = [];
    for (let f = 0; f < 10; f++) stat.push(bytes.readUInt32BE(at + f * 4));
    const mode = stat.splice(6, 1)[0] as number;
    const flags = bytes.readUInt16BE(at + 60);
    // Extended flags (intent-to-add, skip-worktree) or a stage: not an index this cache reads.
    if ((flags & 0x4000) !== 0 || (flags & 0x3000) !== 0) return undefined;
    const end = bytes.indexOf(0, at + 62);
    if (end < 0) return undefined;
    const path = bytes.toString('utf8', at + 62, end);
    entries.set(path, { mode, id: bytes.toString('hex', at + 40, at + 60), stat });
    at += Math.floor((62 + end - (at + 62)) / 8) * 8 + 8;
  }
  return entries;
}

/**
 * One entry of a version-2 index (git's Documentation/gitformat-index.txt):
 * stat data, mode, blob id, flags (the name's length), the name, NUL-padded
 * to a multiple of 8 bytes.
 */
function indexEntry(path: string, file: TreeEntry, stat: IndexStat): Buffer {
  const name = Buffer.from(path, 'utf8');
  const entry = Buffer.alloc(Math.floor((62 + name.length) / 8) * 8 + 8);
  const second = 1_000_000_000n;
  const fields = [
    stat.ctimeNs / second,
    stat.ctimeNs % second,
    stat.mtimeNs / second,
    stat.mtimeNs % second,
    stat.dev,
    stat.ino,
    BigInt(parseInt(file.mode, 8)),
    stat.uid,
    stat.gid,
    stat.size,
  ];
  fields.forEach((value, i) => entry.writeUInt32BE(Number(BigInt.asUintN(32, value)), i * 4));
  Buffer.from(file.id, 'hex').copy(entry, 40);
  entry.writeUInt16BE(Math.min(name.length, 0xfff), 60);
  name.copy(entry, 62);
  return entry;
}

/** A fast-import stream that stores `blobs` (and nothing else): many blobs, one process, one buffer. */
export function blobStream(blobs: readonly Buffer[]): Buffer {
  const head = (blob: Buffer) => `blob\ndata ${blob.length}\n`;
  let size = 'done\n'.length;
  for (const blob of blobs) size += head(blob).length + blob.length + 1;
  const stream = Buffer.allocUnsafe(size);
  let at = 0;
  for (const blob of blobs) {
    at += stream.write(head(blob), at, 'latin1');
    at += blob.copy(stream, at);
    stream[at++] = 0x0a;
  }
  stream.write('done\n', at, 'latin1');
  return stream;
}
