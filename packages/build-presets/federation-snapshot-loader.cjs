// Keeps the federation runtime's manifest (snapshot) handler out of browser builds that turn
// snapshots off (`experiments.optimization.disableSnapshot`). runtime-core drops the snapshot
// plugins then, but still constructs the handler whenever remotes are enabled, so the handler
// and the SDK's manifest-to-snapshot conversion were in every page's first load (about 6 KB
// minified, 1.4 KB compressed) although nothing calls them: the site loads remotes by their
// remoteEntry.js, never by a manifest. The handler is constructed only with snapshots on; the
// stand-in it gets otherwise keeps the one field the runtime reads without snapshots (the
// manifest cache that removing a remote clears).
const HANDLER = /this\.snapshotHandler = USE_REMOTE \? new SnapshotHandler\(this\)/;
const DISABLED_HANDLER = /this\.hooks = new PluginSystem\(\{\}\);/;

/** @param {string} source @param {string} file */
function trimSnapshotHandler(source, file) {
  const normalized = file.replaceAll('\\', '/');
  if (normalized.endsWith('/dist/core.js')) {
    if (!HANDLER.test(source))
      throw new Error(`${file}: the snapshot handler's construction moved`);
    return source.replace(
      HANDLER,
      'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this)',
    );
  }
  if (normalized.endsWith('/dist/plugins/snapshot/disabled.js')) {
    if (!DISABLED_HANDLER.test(source)) throw new Error(`${file}: the disabled handler changed`);
    return source.replace(
      DISABLED_HANDLER,
      '$&\n\t\tthis.manifestCache = /* @__PURE__ */ new Map();',
    );
  }
  return source;
}

module.exports = function federationSnapshotLoader(source) {
  return trimSnapshotHandler(source, this.resourcePath);
};
module.exports.trimSnapshotHandler = trimSnapshotHandler;
