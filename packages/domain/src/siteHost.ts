/**
 * Rules that depend on which host the site is served from (the header shows the
 * Blogs link only on the production public host, because the blog exists only there).
 */

/** The blog's address: the header's Blogs link, shown only where {@link shouldShowBlogsLink} says. */
export const BLOGS_PATH = '/blogs/category/beauty';

/**
 * Whether the header shows the Blogs link: only when `currentHost` is the configured production
 * `publicHost`. Hosts are compared case-insensitively, ignoring surrounding whitespace and a trailing
 * dot on the host name (`Example.COM.` = `example.com`); ports are compared as given, so
 * `example.com:8080` is not `example.com`. An empty or missing host on either side gives false.
 */
export function shouldShowBlogsLink(
  currentHost: string | null | undefined,
  publicHost: string | null | undefined,
): boolean {
  const current = normalizeHost(currentHost);
  const expected = normalizeHost(publicHost);
  return current !== '' && current === expected;
}

// Splits "name:port" (or "[v6]:port") so the trailing dot is removed from the name, not the port.
function normalizeHost(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const portStart = value.startsWith('[') ? value.indexOf(':', value.indexOf(']')) : value.indexOf(':');
  if (portStart === -1) return withoutTrailingDot(value);
  return withoutTrailingDot(value.slice(0, portStart)) + value.slice(portStart);
}

function withoutTrailingDot(name: string): string {
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
