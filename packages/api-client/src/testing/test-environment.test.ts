import { replaceEqualDeep } from '@tanstack/react-query';
import { useTestApi } from '.';

// The tests' page must parse an answer as a browser does: into its own plain objects.
const api = useTestApi({ 'GET /api/answer': { json: { items: [{ id: 1 }] } } });

it("a fetched JSON body is made of the page's plain objects, so an unchanged answer keeps its data", async () => {
  const read = async () => (await fetch(`${api.url}/api/answer`)).json() as Promise<{ items: { id: number }[] }>;
  const first = await read();
  expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
  expect(Object.getPrototypeOf(first.items)).toBe(Array.prototype);
  // React Query's structural sharing, as setQueryData applies it to a poll's answer (parsed in the page).
  expect(replaceEqualDeep(first, JSON.parse(JSON.stringify(first)))).toBe(first);
});
