import { describe, expect, it } from 'vitest';

import { bucketOf, emptyManifest, ManifestError, parseManifest, publishRelease, ReleaseError, rollbackRelease, selectRelease } from '..';

const t0 = new Date('2026-01-01T00:00:00Z');
const entry = (v: string) => `/remotes/mfe-leads/${v}/remoteEntry.js`;
const publish = (m: ReturnType<typeof emptyManifest>, version: string, percent: number) =>
  publishRelease(m, { remote: 'mfe_leads', version, entry: entry(version), percent, now: t0 });

describe('parseManifest', () => {
  it('accepts a valid manifest', () => {
    const m = publish(emptyManifest(t0), 'v1', 100);
    expect(parseManifest(JSON.parse(JSON.stringify(m)))).toEqual(m);
  });
  it('names the bad field', () => {
    expect(() => parseManifest({ schemaVersion: 1, updatedAt: 'x', remotes: { mfe_leads: { releases: [{ version: 'v1' }] } } })).toThrow(
      /remotes\.mfe_leads\.releases\.0\.entry/,
    );
  });
  it('refuses weights that do not add up to 100', () => {
    const m = publish(emptyManifest(t0), 'v1', 100);
    m.remotes.mfe_leads!.releases[0]!.weight = 60;
    expect(() => parseManifest(m)).toThrow(ManifestError);
  });
  it('refuses a wrong schema version', () => {
    expect(() => parseManifest({ schemaVersion: 2, updatedAt: 'x', remotes: {} })).toThrow(/schemaVersion/);
  });
});

describe('bucketing', () => {
  it('is deterministic and within 0–99', () => {
    for (let i = 0; i < 500; i++) {
      const b = bucketOf(`visitor-${i}`, 'mfe_leads');
      expect(b).toBe(bucketOf(`visitor-${i}`, 'mfe_leads'));
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
    }
  });
  it('spreads visitors roughly evenly', () => {
    let low = 0;
    for (let i = 0; i < 10_000; i++) if (bucketOf(`v${i}`, 'mfe_leads') < 10) low++;
    expect(low).toBeGreaterThan(800);
    expect(low).toBeLessThan(1200);
  });
});

describe('release and rollback', () => {
  it('splits traffic on a staged release and keeps early visitors on the new version as it grows', () => {
    let m = publish(emptyManifest(t0), 'v1', 100);
    m = publish(m, 'v2', 10);
    expect(m.remotes.mfe_leads!.releases.map((r) => [r.version, r.weight])).toEqual([
      ['v1', 90],
      ['v2', 10],
    ]);
    const keys = Array.from({ length: 2000 }, (_, i) => `k${i}`);
    const onV2At10 = keys.filter((k) => selectRelease(m.remotes.mfe_leads, 'mfe_leads', k)?.version === 'v2');
    expect(onV2At10.length / keys.length).toBeGreaterThan(0.07);
    expect(onV2At10.length / keys.length).toBeLessThan(0.13);
    m = publish(m, 'v2', 50);
    for (const k of onV2At10) expect(selectRelease(m.remotes.mfe_leads, 'mfe_leads', k)?.version).toBe('v2');
    m = publish(m, 'v2', 100);
    for (const k of keys) expect(selectRelease(m.remotes.mfe_leads, 'mfe_leads', k)?.version).toBe('v2');
  });
  it('rolls back to the previous version and marks the newest', () => {
    let m = publish(emptyManifest(t0), 'v1', 100);
    m = publish(m, 'v2', 100);
    const result = rollbackRelease(m, 'mfe_leads', t0);
    expect(result.from).toBe('v2');
    expect(result.to).toBe('v1');
    const releases = result.manifest.remotes.mfe_leads!.releases;
    expect(releases.find((r) => r.version === 'v2')).toMatchObject({ weight: 0, rolledBack: true });
    expect(selectRelease(result.manifest.remotes.mfe_leads, 'mfe_leads', 'anyone')?.version).toBe('v1');
    expect(() => parseManifest(result.manifest)).not.toThrow();
  });
  it('rolls back a partial rollout', () => {
    let m = publish(emptyManifest(t0), 'v1', 100);
    m = publish(m, 'v2', 10);
    const { manifest } = rollbackRelease(m, 'mfe_leads', t0);
    expect(manifest.remotes.mfe_leads!.releases.map((r) => r.weight)).toEqual([100, 0]);
  });
  it('refuses impossible requests with a clear message', () => {
    expect(() => publish(emptyManifest(t0), 'v1', 10)).toThrow(/release it at 100% first/);
    expect(() => publish(emptyManifest(t0), 'v1', 0)).toThrow(ReleaseError);
    expect(() => rollbackRelease(publish(emptyManifest(t0), 'v1', 100), 'mfe_leads')).toThrow(/no earlier release/);
    expect(() => rollbackRelease(emptyManifest(t0), 'mfe_leads')).toThrow(/no live release/);
  });
});
