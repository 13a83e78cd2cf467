// Conditional GETs. GET /v1/matches/{id} sends ETag: "<version>" and answers a request whose
// If-None-Match names the current version with 304 Not Modified and no body. The generated
// runtime rejects every status outside 2xx with a ResponseError, 304 included; these helpers
// turn a 304 into something a caller can use.
import { ResponseError } from "../sdk/src";
import type { FetchParams, MatchesApi, Middleware, RequestContext, ResponseContext } from "../sdk/src";

/** What `MatchesApi.getMatch` resolves to: the view model, whatever the generator names it. */
type MatchView = Awaited<ReturnType<MatchesApi["getMatch"]>>;

/**
 * The match as `matches`' seat sees it (a spectator's view without a token), or `null` while the
 * match is still at `version`: the server answered 304 to If-None-Match: "<version>".
 */
export async function getMatchIfChanged(
  matches: MatchesApi,
  matchId: string,
  version: number,
  initOverrides?: RequestInit,
): Promise<MatchView | null> {
  try {
    return await matches.getMatch({ matchId, ifNoneMatch: `"${version}"` }, initOverrides);
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 304) return null;
    throw error;
  }
}

/** Set (to "true") on a response that `notModifiedCache` replayed from its cache after a 304. */
export const NOT_MODIFIED_HEADER = "X-Croupier-Not-Modified";

interface Cached {
  etag: string;
  body: string;
  headers: [string, string][];
}

/**
 * A middleware (`new Configuration({ middleware: [notModifiedCache()] })`) that keeps the last
 * 200 body of each GET that came with an ETag, per URL and Authorization (a view differs per
 * seat), sends its ETag as If-None-Match on the next GET of that URL, and turns the server's 304
 * into that cached body with status 200: `getMatch` then resolves instead of rejecting. A replayed
 * response carries the header `X-Croupier-Not-Modified: true` (`getMatchRaw(...).raw.headers`);
 * its `version` is the one read before. A request that sets If-None-Match itself (e.g.
 * `getMatchIfChanged`) is left alone, 304 and all. At most `maxEntries` bodies are kept (the least
 * recently used go first).
 */
export function notModifiedCache(maxEntries = 256): Middleware {
  const cache = new Map<string, Cached>();
  const ours = new WeakSet<RequestInit>(); // the requests whose If-None-Match this cache added

  const isGet = (init: RequestInit) => (init.method ?? "GET").toUpperCase() === "GET";
  const keyOf = (url: string, headers: Headers) => `${headers.get("Authorization") ?? ""} ${url}`;

  return {
    async pre({ url, init }: RequestContext): Promise<FetchParams | void> {
      if (!isGet(init)) return;
      const headers = new Headers(init.headers);
      const cached = headers.has("If-None-Match") ? undefined : cache.get(keyOf(url, headers));
      if (!cached) return;
      headers.set("If-None-Match", cached.etag);
      const conditional: RequestInit = { ...init, headers };
      ours.add(conditional);
      return { url, init: conditional };
    },

    async post({ url, init, response }: ResponseContext): Promise<Response | void> {
      if (!isGet(init)) return;
      const key = keyOf(url, new Headers(init.headers));
      const cached = cache.get(key);
      if (response.status === 304 && ours.has(init) && cached) {
        cache.delete(key); // most recently used: to the end of the Map's order
        cache.set(key, cached);
        const headers = new Headers(cached.headers);
        headers.set(NOT_MODIFIED_HEADER, "true");
        return new Response(cached.body, { status: 200, statusText: "OK", headers });
      }
      const etag = response.headers.get("ETag");
      if (response.status !== 200 || !etag) return;
      const headers = [...response.headers].filter(
        ([name]) => !["content-encoding", "content-length"].includes(name.toLowerCase()),
      );
      cache.delete(key);
      cache.set(key, { etag, body: await response.text(), headers });
      for (const oldest of cache.keys()) {
        if (cache.size <= maxEntries) break;
        cache.delete(oldest);
      }
    },
  };
}
