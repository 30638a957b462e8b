// Which script files an `import(request)` of a build loads, read from its chunk groups (for the
// preload hints of ./preload-bootstrap.cjs and the list of ./signed-in-start.cjs).

/**
 * The scripts of the chunk groups `import(request)` makes, for each of `requests`, sorted. With
 * `andTheirLoads`, also those of the chunks they load in turn: a shared module's import holds only
 * its consume, and the provider's chunks are the consume's async chunks. Throws when one of
 * `requests` is imported nowhere, so a renamed module cannot leave a hint list silently empty.
 */
function scriptsOfImports(compilation, requests, { andTheirLoads = false } = {}) {
  const files = new Set();
  const found = new Set();
  for (const group of compilation.chunkGroups) {
    const origin = group.origins.find((candidate) => requests.includes(candidate.request));
    if (!origin) continue;
    found.add(origin.request);
    for (const chunk of group.chunks) {
      for (const loaded of andTheirLoads ? [chunk, ...chunk.getAllAsyncChunks()] : [chunk]) {
        for (const file of loaded.files) if (file.endsWith('.js')) files.add(file);
      }
    }
  }
  const missing = requests.filter((request) => !found.has(request));
  if (missing.length > 0) throw new Error(`no chunk is loaded by import(${missing.map((r) => `'${r}'`).join(', ')})`);
  return [...files].sort();
}

module.exports = { scriptsOfImports };
