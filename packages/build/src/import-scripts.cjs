// Which script files an `import(request)` of a build loads, read from its chunk groups (for the
// preload hints of ./preload-bootstrap.cjs and the lists of ./signed-in-start.cjs).

/**
 * The scripts of the chunk groups `import(request)` makes, for each of `requests`, sorted. With
 * `withProviders`, also those of the shared libraries they start, in turn: a shared module's
 * import in a chunk is only its consume, and the chunks of the module the share scope provides
 * are the consume's own (async) chunk group. The chunks of the `import()`s inside them (a lazy
 * screen, a menu opened later) are not counted. Throws when one of `requests` is imported nowhere,
 * so a renamed module cannot leave a hint list silently empty.
 */
function scriptsOfImports(compilation, requests, { withProviders = false } = {}) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const found = new Set();
  const counted = new Set();
  const count = (chunk) => {
    if (counted.has(chunk.id)) return;
    counted.add(chunk.id);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    if (!withProviders) return;
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) for (const provider of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) count(provider);
    }
  };
  for (const group of compilation.chunkGroups) {
    const origin = group.origins.find((candidate) => requests.includes(candidate.request));
    if (!origin) continue;
    found.add(origin.request);
    for (const chunk of group.chunks) count(chunk);
  }
  const missing = requests.filter((request) => !found.has(request));
  if (missing.length > 0) throw new Error(`no chunk is loaded by import(${missing.map((r) => `'${r}'`).join(', ')})`);
  return [...files].sort();
}

module.exports = { scriptsOfImports };
