/**
 * `compute(...keys)` once per combination of key objects, the answer frozen. For answers derived
 * from objects that are replaced, never changed, when their data changes (a cached mining state,
 * a price quote): a value that did not change is not formatted again on every poll
 * (docs/performance.md). Entries go with their keys (WeakMaps).
 */
export function memoizedPerObjects<K extends object[], V extends object>(
  compute: (...keys: K) => V,
): (...keys: K) => Readonly<V> {
  type Node = { next: WeakMap<object, Node>; answer?: Readonly<V> };
  const root: Node = { next: new WeakMap() };
  return (...keys) => {
    let node = root;
    for (const key of keys) {
      let next = node.next.get(key);
      if (!next) node.next.set(key, (next = { next: new WeakMap() }));
      node = next;
    }
    node.answer ??= Object.freeze(compute(...keys));
    return node.answer;
  };
}
