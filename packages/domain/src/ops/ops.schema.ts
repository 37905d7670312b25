/** Operations: the manifest every backup archive carries, and what the running shop answers when asked for one. */
import { z } from 'zod';

/** The archive format; a reader refuses another. */
export const BACKUP_FORMAT = 'polotno-backup/1';

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** One part of the archive: its name inside the zip, size and SHA-256. */
export const BackupPartSchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: Sha256Schema,
});
export type BackupPart = z.infer<typeof BackupPartSchema>;

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  /** The engine the dump was taken from, and how. */
  source: z.object({ engine: z.enum(['pglite', 'postgres']), dumpedWith: z.string(), files: z.enum(['local', 's3']) }),
  /** The schema as the dump has it: the number of migrations applied and the last one's tag. */
  migration: z.object({ count: z.number().int().min(0), last: z.string() }),
  /** Rows per table of the `public` schema, counted in the dump's snapshot. */
  counts: z.record(z.string(), z.number().int().min(0)),
  database: BackupPartSchema,
  files: z.array(BackupPartSchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** The running shop's answer to `POST /api/ops/backup`: the archive it wrote. */
export const BackupResultSchema = z.object({
  archive: z.string(),
  bytes: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  milliseconds: z.number().int(),
  removed: z.array(z.string()),
});
export type BackupResult = z.infer<typeof BackupResultSchema>;
