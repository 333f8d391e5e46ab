import { describe, expect, it } from 'vitest';
import { REPLICA_DOWN_MS, apiReplicas } from '../gateway.mjs';

const request = (url, address = '10.0.0.1') => ({ url, socket: { remoteAddress: address } });

// Issue 17.3: how the start command's gateway spreads requests over the API replicas.
describe("the gateway's API replicas", () => {
  it('plain requests go round the replicas in turn', () => {
    const replicas = apiReplicas(['http://a', 'http://b', 'http://c']);
    const picked = Array.from({ length: 6 }, () => replicas.pick(request('/api/health')).url);
    expect(new Set(picked)).toEqual(new Set(['http://a', 'http://b', 'http://c']));
    expect(picked.slice(0, 3)).toEqual(picked.slice(3));
  });

  it("socket.io's requests from one client always reach the same replica", () => {
    const replicas = apiReplicas(['http://a', 'http://b']);
    for (const address of ['10.0.0.1', '10.0.0.2', '192.168.1.77', '::1']) {
      const first = replicas.pick(request('/socket.io/?EIO=4&transport=polling', address)).url;
      for (let i = 0; i < 5; i++) expect(replicas.pick(request('/socket.io/?EIO=4&transport=polling&sid=x', address)).url).toBe(first);
    }
  });

  it('a replica that refused a connection is skipped for a while, then taken back', () => {
    let clock = 1000;
    const replicas = apiReplicas(['http://a', 'http://b'], () => clock);
    replicas.markDown(replicas.all[0]);
    for (let i = 0; i < 4; i++) expect(replicas.pick(request('/api/x')).url).toBe('http://b');
    clock += REPLICA_DOWN_MS;
    const picked = new Set(Array.from({ length: 4 }, () => replicas.pick(request('/api/x')).url));
    expect(picked).toEqual(new Set(['http://a', 'http://b']));
  });

  it('when every replica is down, requests still go somewhere (and answer 502 if it is really down)', () => {
    const replicas = apiReplicas(['http://a', 'http://b'], () => 0);
    replicas.markDown(replicas.all[0]);
    replicas.markDown(replicas.all[1]);
    expect(['http://a', 'http://b']).toContain(replicas.pick(request('/api/x')).url);
  });

  it('refuses an empty list', () => {
    expect(() => apiReplicas([])).toThrow(/at least one API address/);
    expect(() => apiReplicas([undefined])).toThrow(/at least one API address/);
  });
});
