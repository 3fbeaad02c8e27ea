import type { Language } from './constants';
import { OTHER_PACKAGE } from './constants';
import { pickLocalized } from './localize';
import { matchesQuery } from './search';

/** The admin lists' searches: case-insensitive substrings, a whitespace-only query keeps all. */

interface PackageNames {
  nameEn: string;
  nameAr: string;
}

/** Packages whose English or Arabic name holds the query. */
export function searchPackages<T extends PackageNames>(packages: readonly T[], query: string): T[] {
  return packages.filter((item) => matchesQuery(query, [item.nameEn, item.nameAr]));
}

interface CategoryFields {
  name?: string;
  nameEn: string;
  nameAr: string;
  description?: string;
}

/** Categories whose name, English or Arabic name, or description holds the query. */
export function searchCategories<T extends CategoryFields>(categories: readonly T[], query: string): T[] {
  return categories.filter((item) => matchesQuery(query, [item.name, item.nameEn, item.nameAr, item.description]));
}

/**
 * The package a lead asked about, named in `language` (falling back to the other language);
 * null when the lead chose 'other', chose nothing, or named a package that no longer exists.
 */
export function packageInterestName(
  packageInterest: string,
  packages: readonly (PackageNames & { id: number })[],
  language: Language,
): string | null {
  if (!packageInterest || packageInterest === OTHER_PACKAGE) return null;
  const chosen = packages.find((item) => String(item.id) === packageInterest.trim());
  return chosen ? (pickLocalized<string>(chosen as unknown as Record<string, unknown>, 'name', language) ?? null) : null;
}
