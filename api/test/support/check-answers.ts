import { answerProblem } from './documented-answers';

// Every API test's answers from /api go through the description check (documented-answers.ts):
// fetch is wrapped, and a test whose answers drifted from the document fails in afterEach.

const problems: string[] = [];
const checks: Promise<void>[] = [];
const realFetch = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const response = await realFetch(input, init);
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? String(input));
  const method = init?.method ?? request?.method ?? 'GET';
  if (url.pathname.startsWith('/api/')) {
    const check = answerProblem(method, url.pathname, response);
    if (check) checks.push(check.then((problem) => void (problem && problems.push(problem))));
  }
  return response;
};

afterEach(async () => {
  await Promise.all(checks.splice(0));
  const found = problems.splice(0);
  if (found.length > 0)
    throw new Error(`Answers that differ from the API description (src/api-document.ts):\n${found.join('\n')}`);
});
