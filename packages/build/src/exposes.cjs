// A remote lists its exposed modules once, in src/exposes.ts: a map typed by @ciao/shell's
// RemoteModules contract, `Name: () => import('./screens/name')`. Node runs the build without
// TypeScript, so the map is read from the file's syntax tree, not executed.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const EXPOSES_FILE = 'src/exposes.ts';

/** './screens/name' (relative to src/) -> './src/screens/name.tsx' (relative to the workspace). */
function modulePath(dir, specifier) {
  const request = path.posix.join('src', specifier);
  const file = ['.tsx', '.ts']
    .map((extension) => request + extension)
    .find((candidate) => existsSync(path.join(dir, candidate)));
  if (!file) throw new Error(`${EXPOSES_FILE}: no module ${specifier}`);
  return `./${file}`;
}

/** `Name: () => import('specifier')` -> ['Name', 'specifier'] */
function exposedModule(node) {
  if (!ts.isPropertyAssignment(node) || !ts.isIdentifier(node.name) || !ts.isArrowFunction(node.initializer))
    return undefined;
  const call = node.initializer.body;
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? [node.name.text, specifier.text] : undefined;
}

/** Module Federation's `exposes` of the remote in `dir`: './Name' -> './src/....tsx'. */
function readExposes(dir) {
  const file = path.join(dir, EXPOSES_FILE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const exposes = {};
  const visit = (node) => {
    const exposed = exposedModule(node);
    if (exposed) exposes[`./${exposed[0]}`] = modulePath(dir, exposed[1]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  if (Object.keys(exposes).length === 0) throw new Error(`${file}: no \`Name: () => import('./...')\` entries`);
  return exposes;
}

module.exports = { readExposes };
