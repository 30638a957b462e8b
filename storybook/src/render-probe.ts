// Records every component React mounts, through the hook React DOM offers its developer tools: at
// each commit React hands the hook the whole fiber tree (portals and lazy-loaded parts included).
// jest.config.cjs loads it as a setup file, before anything loads react-dom: React DOM looks for
// the hook once, when it loads.

interface Fiber {
  type: unknown;
  elementType: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

const rendered = new Set<unknown>();

function record(fiber: Fiber | null): void {
  // Iterative over siblings, recursive into children: deep trees, but never thousands of levels.
  for (let node = fiber; node; node = node.sibling) {
    // elementType is what was written in JSX (a memo, a lazy); type is what React ran.
    for (const type of [node.elementType, node.type]) {
      if (typeof type === 'function' || (typeof type === 'object' && type !== null)) rendered.add(type);
    }
    record(node.child);
  }
}

if ('__REACT_DEVTOOLS_GLOBAL_HOOK__' in globalThis) {
  throw new Error('render-probe must be imported before react-dom (a devtools hook is already there)');
}
Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_rendererId: number, root: { current: Fiber }) => record(root.current),
  },
});

/** Whether React has mounted this component (a function, a class, or a forwardRef/memo/styled object). */
export const wasRendered = (component: unknown): boolean => rendered.has(component);

/** How many distinct component types were mounted: zero means the probe was not wired in. */
export const renderedCount = (): number => rendered.size;
