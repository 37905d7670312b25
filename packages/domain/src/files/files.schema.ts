import { z } from 'zod';

/** A stored file as the API describes it (never its storage key). */
export const StoredFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  url: z.string(),
});
export type StoredFileInfo = z.infer<typeof StoredFileSchema>;

export const FileIdParamsSchema = z.object({ id: z.uuid() });
export const UserFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
