/**
 * `compute` remembered by key, all forgotten at once when `max` keys are held: for look-ups of the fast path keyed by
 * a request's path and query, where made-up queries (a crawler's, a script's) must only ever cost a new computation.
 */
export function boundedMemo<T>(max: number, compute: (key: string) => T): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key) as T;
    const value = compute(key);
    if (remembered.size >= max) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}
