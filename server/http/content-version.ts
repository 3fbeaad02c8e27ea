/**
 * The version of everything the public reads (pages, lists, images): every write of public content and every finished
 * image variant bumps it, so that every cached public answer built from an older version is dropped at once. Content
 * that appears at a set time (a scheduled post) changes it too, at that time: read `current` before reading the data
 * of an answer, and an answer made before the moment is never served after it.
 */
export interface ContentVersion {
  readonly current: number;
  bump(): void;
  /** The moment the version next changes by itself (the next scheduled publication), or undefined for none. */
  changeAt(moment: Date | undefined): void;
  /**
   * Calls `listener` after every change with the moment the new version holds from: now for a write, the scheduled
   * moment for one that came due (everything public up to it is in the new version).
   */
  onChange(listener: (asOf: Date) => void): void;
}

export function contentVersion(now: () => Date = () => new Date()): ContentVersion {
  let version = 0;
  let nextChange: number | undefined;
  const listeners: Array<(asOf: Date) => void> = [];
  const change = (asOf: Date) => {
    version += 1;
    for (const listener of listeners) listener(asOf);
  };
  return {
    get current() {
      if (nextChange !== undefined && now().getTime() >= nextChange) {
        const due = new Date(nextChange);
        nextChange = undefined;
        change(due);
      }
      return version;
    },
    bump() {
      change(now());
    },
    changeAt(moment) {
      nextChange = moment?.getTime();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
