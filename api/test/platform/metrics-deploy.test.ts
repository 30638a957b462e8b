import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config';
import { createMetrics } from '../../src/metrics/metrics';

/**
 * The Prometheus configuration, alert rules and Grafana dashboard under deploy/ (docs/deploying.md,
 * "Metrics") parse, scrape both instances and the balancer of compose.yaml, and name only metrics
 * the API or HAProxy (deploy/haproxy.cfg's metrics port, run here) exports.
 */

const readYaml = (file: string): unknown => parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));

type Rules = { groups: { name: string; rules: { alert: string; expr: string; for: string }[] }[] };

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges,
 * grouping clauses, functions (a name before `(`), operators and numbers are taken out.
 */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w.$])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !PROMQL_WORDS.has(name));
}

/** The series names the API exports (a histogram's _bucket, _sum and _count too). */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics([]);
  // What server.ts and app.ts watch on a running instance.
  metrics.watchOutboxes(() => Promise.resolve([]));
  metrics.watchPool(() => ({ using: 0, waiting: 0, available: 0 }));
  metrics.watchLiveStreams(() => 0);
  const names = new Set<string>();
  for (const m of await metrics.registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(`${m.name}${s}`);
  }
  return names;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The series names HAProxy exports with deploy/haproxy.cfg, read from its metrics port (its instances need not exist). */
async function balancerNames(): Promise<Set<string>> {
  const haproxy = ['haproxy', '/usr/sbin/haproxy'].find((c) => spawnSync(c, ['-v']).status === 0);
  if (!haproxy) throw new Error("HAProxy is missing: install Debian's haproxy package");
  const metricsPort = await freePort();
  const child = spawn(haproxy, ['-db', '-f', path.join(REPO_ROOT, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      BALANCER_BIND: `127.0.0.1:${await freePort()}`,
      BALANCER_METRICS_BIND: `127.0.0.1:${metricsPort}`,
      API_1: '127.0.0.1:9',
      API_2: '127.0.0.1:9',
    },
    stdio: 'ignore',
  });
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
        (r) => (r.ok ? r.text() : ''),
        () => '',
      );
      if (text) return new Set(text.split('\n').flatMap((line) => /^(haproxy_\w+)[{ ]/.exec(line)?.[1] ?? []));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('HAProxy did not serve its metrics');
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

describe('deploy/ Prometheus files', () => {
  it('the alert rules cover errors, p99, outbox age and pool waiting, each on metrics the API exports', async () => {
    const { groups } = readYaml('deploy/alert-rules.yml') as Rules;
    const rules = groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert).sort()).toEqual(
      ['ApiErrorRate', 'ApiLatencyP99', 'DatabasePoolWaiting', 'OutboxBacklog'].sort(),
    );
    const exported = await exportedNames();
    for (const rule of rules) {
      expect(rule.for).toMatch(/^\d+[smh]$/);
      const named = metricNamesIn(rule.expr);
      expect(named.length).toBeGreaterThan(0);
      for (const name of named)
        expect({ rule: rule.alert, name, exported: exported.has(name) }).toEqual({
          rule: rule.alert,
          name,
          exported: true,
        });
    }
  });

  it("Prometheus scrapes both API instances of compose.yaml on METRICS_PORT and the balancer's metrics port, and loads the rules", () => {
    const config = readYaml('deploy/prometheus.yml') as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const compose = readYaml('compose.yaml') as {
      'x-api': { environment: Record<string, string> };
      services: Record<string, { volumes?: string[]; environment?: Record<string, string> }>;
    };
    const port = compose['x-api'].environment.METRICS_PORT;
    const balancerPort = compose.services.balancer?.environment?.BALANCER_METRICS_BIND?.split(':').at(-1);
    expect(
      Object.fromEntries(config.scrape_configs.map((c) => [c.job_name, c.static_configs.flatMap((s) => s.targets)])),
    ).toEqual({ 'ciao-api': [`api-1:${port}`, `api-2:${port}`], balancer: [`balancer:${balancerPort}`] });
    expect(config.rule_files).toEqual(['/etc/prometheus/alert-rules.yml']);
    expect(compose.services.prometheus?.volumes).toEqual(
      expect.arrayContaining([
        './deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
        './deploy/alert-rules.yml:/etc/prometheus/alert-rules.yml:ro',
      ]),
    );
  });

  it('the Grafana dashboard is provisioned in compose.yaml on the prometheus service, and every panel reads metrics the API or the balancer exports', async () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'deploy/grafana/dashboards/ciao-api.json'), 'utf8'),
    ) as {
      uid: string;
      panels: { title: string; datasource: { uid: string }; targets: { expr: string }[] }[];
    };
    const sources = readYaml('deploy/grafana/provisioning/datasources/prometheus.yml') as {
      datasources: { uid: string; url: string }[];
    };
    const providers = readYaml('deploy/grafana/provisioning/dashboards/ciao.yml') as {
      providers: { options: { path: string } }[];
    };
    const compose = readYaml('compose.yaml') as { services: Record<string, { volumes?: string[] }> };
    expect(sources.datasources).toEqual([
      expect.objectContaining({ uid: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    expect(compose.services.grafana?.volumes).toEqual([
      './deploy/grafana/provisioning:/etc/grafana/provisioning:ro',
      `./deploy/grafana/dashboards:${providers.providers[0]?.options.path}:ro`,
    ]);
    const api = await exportedNames();
    const exported = new Set([...api, ...(await balancerNames())]);
    const read = new Set<string>();
    for (const panel of dashboard.panels) {
      expect({ panel: panel.title, source: panel.datasource.uid }).toEqual({
        panel: panel.title,
        source: 'prometheus',
      });
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        const named = metricNamesIn(expr);
        expect(named.length).toBeGreaterThan(0);
        for (const name of named) {
          expect({ panel: panel.title, name, exported: exported.has(name) }).toEqual({
            panel: panel.title,
            name,
            exported: true,
          });
          read.add(name.replace(/_(?:bucket|sum|count)$/, ''));
        }
      }
    }
    // Every metric the API exports has a panel, but prom-client's defaults (a few are chosen).
    const own = [...api].filter((name) => !/^(?:nodejs|process)_/.test(name) && !/_(?:bucket|sum|count)$/.test(name));
    expect(own.filter((name) => !read.has(name))).toEqual([]);
  });
});
