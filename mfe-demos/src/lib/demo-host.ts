/** Hosts that always count as local development. */
export const LOCAL_DEMO_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * Whether the sales demos may be shown on this host: localhost, 127.0.0.1 or the configured
 * demo machine (the `demoHost` site setting). Hostnames are case-insensitive, so they are compared lowered.
 */
export function isDemoHost(hostname: string, demoHostIp: string): boolean {
  const host = hostname.trim().toLowerCase();
  if (host === '') return false;
  return LOCAL_DEMO_HOSTS.includes(host) || host === demoHostIp.trim().toLowerCase();
}
