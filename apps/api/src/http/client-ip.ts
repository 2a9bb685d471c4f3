import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppDeps } from '../deps.ts';

/** Who is asking: the client address the limits count and its user agent. */
export type Caller = { clientIp: string; userAgent?: string | undefined };

/** One key per client for the per-IP limits: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
function limitKey(address: string): string {
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The caller's address: the connection's peer, or with TRUST_PROXY = n the entry the n-th proxy
 * appended to X-Forwarded-For (entries further left are whatever the client sent). Throws when
 * the app runs without a Node connection, so no limit silently falls back to a shared key.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
    if (entry && ipaddr.isValid(entry)) return limitKey(entry);
  }
  const peer = getConnInfo(c).remote.address;
  if (!peer || !ipaddr.isValid(peer)) throw new Error('The request has no client address');
  return limitKey(peer);
}

export const callerOf = (c: Context, deps: AppDeps): Caller => ({
  clientIp: clientIp(c, deps.env.trustProxyHops),
  userAgent: c.req.header('user-agent'),
});
