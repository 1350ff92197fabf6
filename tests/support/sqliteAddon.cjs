// Loaded into every node and worker thread of a test run under another Node than the one that installed the project
// (node --require, scripts/otherNodes.mjs): better-sqlite3 loads the addon built for this Node, named by
// DYNASTY_SQLITE_ADDON, rather than node_modules' own, built for the installing Node's ABI. (--require, not --import:
// node runs --require's modules in worker threads too, such as the server's change threads.)
const { registerHooks } = require('node:module');
const { pathToFileURL } = require('node:url');

const addon = pathToFileURL(process.env.DYNASTY_SQLITE_ADDON ?? '').href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url.endsWith('/better-sqlite3/build/Release/better_sqlite3.node')
      ? { ...resolved, url: addon }
      : resolved;
  },
});
