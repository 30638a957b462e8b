// Which script files an `import(request)` of a build loads, read from its chunk groups (for the
// preload hints of ./preload-bootstrap.cjs and the lists of ./signed-in-start.cjs), and which
// shared modules chunks start (./screen-shared.cjs).

/**
 * The chunks a page loads with `chunks`: them, and, in turn, the chunks of the shared modules they
 * consume (a shared module's import in a chunk is only its consume, and the chunks of the module
 * the share scope provides are the consume's own async chunk group). The chunks of the `import()`s
 * inside them (a lazy screen, a menu opened later) are not counted. With each, its consumes.
 */
function startedChunks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const started = new Map();
  const visit = (chunk) => {
    if (started.has(chunk.id)) return;
    const consumes = [...chunkGraph.getChunkModules(chunk)].filter((module) => module.type === 'consume-shared-module');
    started.set(chunk.id, { chunk, consumes });
    for (const consume of consumes) {
      for (const block of consume.blocks)
        for (const provider of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(provider);
    }
  };
  for (const chunk of chunks) visit(chunk);
  return [...started.values()];
}

/** The consume modules of the shared libraries `chunks` start, in turn (see startedChunks). */
function consumesOfChunks(compilation, chunks) {
  return startedChunks(compilation, chunks).flatMap(({ consumes }) => consumes);
}

/**
 * The scripts of the chunk groups `import(request)` makes, for each of `requests`, sorted. With
 * `withProviders`, also those of the shared libraries they start (see startedChunks). Throws when
 * one of `requests` is imported nowhere, so a renamed module cannot leave a hint list silently empty.
 */
function scriptsOfImports(compilation, requests, { withProviders = false } = {}) {
  const files = new Set();
  const found = new Set();
  for (const group of compilation.chunkGroups) {
    const origin = group.origins.find((candidate) => requests.includes(candidate.request));
    if (!origin) continue;
    found.add(origin.request);
    const chunks = withProviders ? startedChunks(compilation, group.chunks).map(({ chunk }) => chunk) : group.chunks;
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  const missing = requests.filter((request) => !found.has(request));
  if (missing.length > 0) throw new Error(`no chunk is loaded by import(${missing.map((r) => `'${r}'`).join(', ')})`);
  return [...files].sort();
}

module.exports = { consumesOfChunks, scriptsOfImports };
