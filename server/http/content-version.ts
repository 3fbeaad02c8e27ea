/**
 * The version of everything the public reads (pages, lists, images): every write of public content and every finished
 * image variant bumps it, so that every cached public answer built from an older version is dropped at once.
 */
export interface ContentVersion {
  readonly current: number;
  bump(): void;
}

export function contentVersion(): ContentVersion {
  let version = 0;
  return {
    get current() {
      return version;
    },
    bump() {
      version += 1;
    },
  };
}
