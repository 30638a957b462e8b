import { toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import { errorBodySchema } from '@ciao/contracts';
import type { Answer, DescribedOperation } from './api-description';

type JsonObject = Record<string, unknown>;
type JsonSchema = JsonObject & { properties?: Record<string, JsonObject>; required?: string[] };

/**
 * zod's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), for classic and
 * zod/mini schemas alike. Requests are described as the client sends them (`input`), answers as
 * the API writes them (`output`); transforms (trim, upper-case) have no JSON Schema and are left open.
 */
function convert(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The house error body is one shared component. */
const jsonSchema = (schema: $ZodType, io: 'input' | 'output'): JsonSchema =>
  schema === errorBodySchema ? { $ref: '#/components/schemas/ErrorBody' } : convert(schema, io);

/** `/api/user/:userId/stats` -> `/api/user/{userId}/stats`. */
const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

function parameters(operation: DescribedOperation): JsonObject[] {
  const pathSchema = operation.params ? jsonSchema(operation.params, 'input') : undefined;
  const inPath = [...operation.path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchema?.properties?.[name] ?? { type: 'string' },
  }));
  const query = operation.query ? jsonSchema(operation.query, 'input') : undefined;
  const inQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query?.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function response(answer: Answer): JsonObject {
  const headers = Object.entries(answer.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'string' } },
  ]);
  return {
    description: answer.description,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    ...(answer.mediaType
      ? { content: { [answer.mediaType]: { schema: { type: 'string' } } } }
      : answer.schema
        ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } }
        : {}),
  };
}

const SECURITY: Record<DescribedOperation['access'], JsonObject[]> = {
  public: [],
  'signed-in': [{ session: [] }],
  'own-user': [{ session: [] }],
  admin: [{ session: [] }],
  'shopify-signature': [{ shopifySignature: [] }],
  'deploy-token': [{ deployToken: [] }],
};

const ACCESS_NOTE: Partial<Record<DescribedOperation['access'], string>> = {
  'own-user': 'Signed in as the user `userId` names.',
  admin:
    'Signed in with an admin role that the table of rights allows here (the role is read afresh on every request; docs/admin.md).',
};

function operationObject(operation: DescribedOperation): JsonObject {
  const description = [operation.description, ACCESS_NOTE[operation.access]].filter(Boolean).join('\n\n');
  const params = parameters(operation);
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(description ? { description } : {}),
    security: SECURITY[operation.access],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: operation.bodyRequired !== false,
            content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.allAnswers).map(([status, answer]) => [status, response(answer)]),
    ),
  };
}

/** The OpenAPI 3.1 document of the described operations. `sessionCookie`: the cookie's name in this mode. */
export function openApiDocument(
  operations: readonly DescribedOperation[],
  options: { sessionCookie: string },
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations) {
    const path = (paths[openApiPath(operation.path)] ??= {});
    path[operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CIAO API',
      version: '1',
      description:
        "The API of the CIAO app. Every error answer is JSON `{ message, fields?, code? }`: its message and its fields' messages are in the language of the request's `Accept-Language` header (English, Italian or Spanish; English for any other), which the app sets to the page's language; `code`, when given, names the refusal the same in every language. The customer routes' texts are translated; the admin's stay English. Signed-in calls send the session cookie the sign-in sets; state-changing calls from another origin are refused unless it is one of CORS_ORIGINS.",
    },
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: convert(errorBodySchema, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description:
            'The session cookie set by sign-in and registration (`__Host-ciao_session` in production, `ciao_session` in development and tests).',
        },
        shopifySignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Shopify-Hmac-Sha256',
          description: 'Base64 HMAC-SHA256 of the raw body with SHOPIFY_WEBHOOK_SECRET.',
        },
        deployToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A remote's deploy token (`npm run remotes -- token create <remote>`): its own remote's release routes only.",
        },
      },
    },
  };
}
