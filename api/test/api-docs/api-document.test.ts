import { createHash } from 'node:crypto';
import { API_OPERATIONS } from '../../src/api-document';
import { REFERENCE_BUNDLE_URL } from '../../src/components/api-docs/api-docs-routes';
import { apiRoutesOf } from '../support/routes';
import { useTestServer } from '../support/test-server';

// The described API (src/api-document.ts) against what Express serves; the answers of every API
// test are held to it by support/check-answers.ts.

const server = useTestServer();

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security: unknown[];
        parameters?: { name: string; in: string }[];
        responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

describe('the API description', () => {
  it('when the router stack is walked, then every route under /api is described and every described operation is served', () => {
    const served = apiRoutesOf(server.app).map(keyOf).sort();
    const described = API_OPERATIONS.map(keyOf).sort();
    expect(described).toEqual(served);
  });

  it('when /api/openapi.json is fetched, then it is an OpenAPI 3.1 document of every operation, with parameters, answers and auth', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      API_OPERATIONS.map((o) => `${o.method} ${o.path.replace(/:(\w+)/g, '{$1}')}`).sort(),
    );

    const stats = document.paths['/api/user/{userId}/stats']?.get;
    expect(stats?.security).toEqual([{ session: [] }]);
    expect(stats?.parameters).toEqual([expect.objectContaining({ name: 'userId', in: 'path' })]);
    expect(Object.keys(stats?.responses ?? {})).toEqual(['200', '400', '401', '403', '413', '415', '500', '503']);
    expect(stats?.responses['401']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(document.paths['/api/price/ciao']?.get?.security).toEqual([]);
    expect(document.paths['/api/admin/voucher-logs']?.get?.parameters?.map((p) => p.name)).toEqual([
      'voucherCode',
      'userEmail',
      'actionType',
      'limit',
      'cursor',
    ]);
    expect(document.components.schemas.ErrorBody).toEqual(expect.objectContaining({ required: ['message'] }));
  });

  it('when /api/docs is fetched, then the reference page comes with its own policy: its script from this origin and its one inline script, nothing third-party', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<script src="${REFERENCE_BUNDLE_URL}">`);
    expect(page).toContain('/api/openapi.json');
    expect(page).not.toMatch(/<script[^>]+src="https?:/);
    const inline = [...page.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map(
      ([, body = '']) => body,
    );
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${hash};`);
    expect(policy).not.toMatch(/(script|font|connect|style)-src[^;]*https?:/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('when the page loads its script, then the app serves the pinned npm bundle itself (offline too), cached for good', async () => {
    const response = await fetch(`${server.url}${REFERENCE_BUNDLE_URL}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await response.text();
    expect(script.length).toBeGreaterThan(1_000_000);
    expect(script).toContain('createApiReference');
  });

  it('when any other /api answer is fetched, then it keeps the API policy', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
  });
});
