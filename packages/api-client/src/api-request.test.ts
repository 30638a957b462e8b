import { useTestApi } from './testing';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_ANSWERS_MAX_AGE_MS } from '@ciao/contracts/screen-routes';
import { ApiError, apiRequest, messageOr, serverMessage } from './api-request';
import { forgetFirstAnswers } from './first-answers';

const api = useTestApi({
  'GET /api/things': { json: { things: [1, 2] } },
  'POST /api/things': (request) => ({ status: 201, json: { received: request.body } }),
  'POST /api/empty': { status: 204 },
  'POST /api/conflict': { status: 409, json: { message: 'Code already taken' } },
  'GET /api/bare-error': { status: 503 },
  'GET /api/html-error': { status: 502, text: '<html>Bad gateway</html>' },
});

describe('apiRequest', () => {
  it('when there is no payload, then it sends neither a body nor a JSON content type', async () => {
    const response = await apiRequest('GET', '/api/things');

    await expect(response.json()).resolves.toEqual({ things: [1, 2] });
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/things', raw: '' });
    expect(api.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('when there is a payload, then it sends it as JSON with the JSON content type', async () => {
    const response = await apiRequest('POST', '/api/things', { code: 'ABC123' });

    expect(response.status).toBe(201);
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
    expect(api.requests[0]?.body).toEqual({ code: 'ABC123' });
  });

  it('when the payload is an empty object, then it is still sent', async () => {
    await apiRequest('POST', '/api/empty', {});

    expect(api.requests[0]?.raw).toBe('{}');
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('always sends credentials', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      await apiRequest('GET', '/api/things');
      expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('when the answer is not ok, then it throws an ApiError reading "STATUS: body"', async () => {
    const error = await apiRequest('POST', '/api/conflict', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('409: {"message":"Code already taken"}');
  });

  it('when the failed answer has no body, then the message falls back to the status text', async () => {
    await expect(apiRequest('GET', '/api/bare-error')).rejects.toThrow('503: Service Unavailable');
  });

  it('when no route matches, then the 404 is an ApiError too', async () => {
    await expect(apiRequest('GET', '/api/nowhere')).rejects.toThrow('404: {"message":"Not found"}');
  });

  describe('where the browser has a task scheduler', () => {
    /** The browser's scheduler as far as it is used: tasks run when the test lets them. */
    const posted: (() => void)[] = [];
    const runPostedTasks = () => posted.splice(0).forEach((run) => run());
    beforeEach(() => {
      Object.assign(globalThis, {
        scheduler: {
          postTask: (task: () => void, options: { priority?: string }) => {
            expect(options).toEqual({ priority: 'user-visible' });
            return new Promise<void>((resolve) => posted.push(() => resolve(task())));
          },
        },
      });
    });
    afterEach(() => {
      delete (globalThis as { scheduler?: unknown }).scheduler;
      posted.length = 0;
    });

    it('when reading, then the fetch starts in the next task, not in the caller\'s; reads asked for together share that task', async () => {
      const reads = [apiRequest('GET', '/api/things'), apiRequest('GET', '/api/things')];
      await Promise.resolve();
      expect(api.requests).toHaveLength(0);
      expect(posted).toHaveLength(1);

      runPostedTasks();
      await Promise.all(reads);
      expect(api.requests).toHaveLength(2);
    });

    it('when writing, then the request is sent without waiting for a task', async () => {
      await apiRequest('POST', '/api/things', { code: 'ABC123' });

      expect(posted).toHaveLength(0);
      expect(api.requests).toHaveLength(1);
    });
  });
});

describe("the page's first answers", () => {
  /** The data block the API writes into a signed-in page. */
  function pageWith(answers: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT_ID;
    element.textContent = answers;
    document.head.append(element);
    forgetFirstAnswers();
  }
  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    forgetFirstAnswers();
    jest.restoreAllMocks();
  });

  it("when the page came with a read's answer, then the first read of that path takes it without a request, and the next one asks the API", async () => {
    pageWith(JSON.stringify({ '/api/things': { things: ['from the page'] } }));

    await expect((await apiRequest('GET', '/api/things')).json()).resolves.toEqual({ things: ['from the page'] });
    expect(api.requests).toHaveLength(0);
    await expect((await apiRequest('GET', '/api/things')).json()).resolves.toEqual({ things: [1, 2] });
    expect(api.requests).toHaveLength(1);
    // The visitor's data does not stay in the page.
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('when a write or another path is asked for, then the page answers nothing', async () => {
    pageWith(JSON.stringify({ '/api/things': { things: ['from the page'] } }));

    expect((await apiRequest('POST', '/api/things', { code: 'A' })).status).toBe(201);
    await expect(apiRequest('GET', '/api/things?limit=1')).resolves.toBeInstanceOf(Response);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/things', 'GET /api/things']);
  });

  it("when the page's first seconds are over, then its answers are stale and every read asks the API", async () => {
    pageWith(JSON.stringify({ '/api/things': { things: ['from the page'] } }));
    jest.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);

    await expect((await apiRequest('GET', '/api/things')).json()).resolves.toEqual({ things: [1, 2] });
    expect(api.requests).toHaveLength(1);
  });

  it('when the data block is not JSON, then reads ask the API as usual', async () => {
    pageWith('{"/api/things": ');

    await expect((await apiRequest('GET', '/api/things')).json()).resolves.toEqual({ things: [1, 2] });
  });
});

describe('serverMessage', () => {
  it('reads the server message of a JSON error body', async () => {
    const error = await apiRequest('POST', '/api/conflict', {}).catch((e: unknown) => e);

    expect(serverMessage(error)).toBe('Code already taken');
    expect(messageOr(error, 'Unable to update code')).toBe('Code already taken');
  });

  it('when the body is not JSON or not an ApiError, then there is no server message', async () => {
    const error = await apiRequest('GET', '/api/html-error').catch((e: unknown) => e);

    expect(serverMessage(error)).toBeUndefined();
    expect(serverMessage(new Error('network down'))).toBeUndefined();
    expect(messageOr(error, 'Invalid credentials')).toBe('Invalid credentials');
  });
});
