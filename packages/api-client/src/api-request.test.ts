import { useTestApi } from './testing';
import { ApiError, apiRequest, errorCode, messageOr, serverMessage, setRequestLanguage } from './api-request';

const api = useTestApi({
  'GET /api/things': { json: { things: [1, 2] } },
  'POST /api/things': (request) => ({ status: 201, json: { received: request.body } }),
  'POST /api/empty': { status: 204 },
  'POST /api/conflict': { status: 409, json: { message: 'Code already taken' } },
  'GET /api/suspended': { status: 401, json: { message: 'Il tuo account è sospeso.', code: 'account-suspended' } },
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

  it('when the page speaks a language, then every call sends it as Accept-Language (the API answers in it)', async () => {
    setRequestLanguage('it-IT');
    try {
      await apiRequest('GET', '/api/things');
      await apiRequest('POST', '/api/things', { code: 'ABC123' });
      expect(api.requests.map((request) => request.headers['accept-language'])).toEqual(['it-IT', 'it-IT']);
    } finally {
      setRequestLanguage('en-US');
    }
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

    it("when reading, then the fetch starts in the next task, not in the caller's; reads asked for together share that task", async () => {
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

describe('errorCode', () => {
  it('reads what the refusal is, whatever the language of its message', async () => {
    const error = await apiRequest('GET', '/api/suspended').catch((e: unknown) => e);

    expect(errorCode(error)).toBe('account-suspended');
    expect(serverMessage(error)).toBe('Il tuo account è sospeso.');
  });

  it('when the body has no code, then there is none', async () => {
    const error = await apiRequest('POST', '/api/conflict', {}).catch((e: unknown) => e);

    expect(errorCode(error)).toBeUndefined();
    expect(errorCode(new Error('network down'))).toBeUndefined();
  });
});
