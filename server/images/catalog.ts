import type { ImageCatalog, ImageVariants } from '@shared/images';
import type { Database } from '../db/connection';

interface Row {
  path: string;
  width: number;
  height: number;
  widths: string;
  formats: string;
}

const present = (row: Row): ImageVariants => ({
  width: row.width,
  height: row.height,
  widths: JSON.parse(row.widths) as number[],
  formats: JSON.parse(row.formats) as ImageVariants['formats'],
});

/** The one place the image_variants table (and the claims on making them) is read and written. */
export function imageCatalogRepository(db: Database) {
  return {
    /** Every image that has variants, keyed by its public path. */
    async all(): Promise<ImageCatalog> {
      const rows: Row[] = await db('imageVariants').select('path', 'width', 'height', 'widths', 'formats').orderBy('path');
      return Object.fromEntries(rows.map((row) => [row.path, present(row)]));
    },
    /** What was made of the original at `path`, if anything. */
    async one(path: string): Promise<ImageVariants | undefined> {
      const row: Row | undefined = await db('imageVariants').select('path', 'width', 'height', 'widths', 'formats').where({ path }).first();
      return row && present(row);
    },
    /** Records (or replaces) what was made of the original at `path`. */
    async save(path: string, variants: ImageVariants): Promise<void> {
      await db('imageVariants')
        .insert({ path, width: variants.width, height: variants.height, widths: JSON.stringify(variants.widths), formats: JSON.stringify(variants.formats) })
        .onConflict('path')
        .merge(['width', 'height', 'widths', 'formats']);
    },
    /**
     * Takes the making of `path`'s variants until `until` (ISO times): one statement that only a new claim or one past
     * its time (`at`) passes, so that two instances never both take it. False when another process holds it.
     */
    async claim(path: string, at: string, until: string): Promise<boolean> {
      const taken = await db('imageVariantClaims')
        .insert({ path, claimedUntil: until })
        .onConflict('path')
        .merge({ claimedUntil: until })
        .where('imageVariantClaims.claimedUntil', '<', at)
        .returning('path');
      return taken.length > 0;
    },
    async release(path: string): Promise<void> {
      await db('imageVariantClaims').where({ path }).delete();
    },
  };
}

