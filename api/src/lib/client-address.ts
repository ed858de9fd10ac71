// The client's address as the API sees it: `request.ip`, which takes X-Forwarded-For only from a
// trusted proxy (TRUST_PROXY; by default this machine, where the shell's proxy runs).
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: this machine. */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.toLowerCase();
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * The person at this machine: the real client address is loopback, and so is the connection itself
 * (a proxy elsewhere cannot vouch for "this machine", whatever TRUST_PROXY trusts).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.ip) && isLoopback(request.socket.remoteAddress);
}
