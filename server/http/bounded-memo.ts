/**
 * `compute` remembered by key, all forgotten at once when `max` keys are held: for look-ups of the fast path keyed by
 * a request's path and query, where made-up queries (a crawler's, a script's) must only ever cost a new computation.
 */
export function boundedMemo<T>(max: number, compute: (key: string) => T): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    const known = remembered.get(key);
    if (known !== undefined || remembered.has(key)) return known as T;
    const value = compute(key);
    if (remembered.size >= max) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}

/**
 * `compute` of a request's path and query (without its `?`) remembered as boundedMemo does. A path holds no `?`, so a
 * request without a query is remembered by its path alone: the most common look-up makes no new key string.
 */
export function boundedMemoByAddress<T>(max: number, compute: (path: string, querystring: string) => T): (path: string, querystring: string) => T {
  const remembered = boundedMemo(max, (address) => {
    const queryAt = address.indexOf('?');
    return queryAt === -1 ? compute(address, '') : compute(address.slice(0, queryAt), address.slice(queryAt + 1));
  });
  return (path, querystring) => remembered(querystring ? `${path}?${querystring}` : path);
}
