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

/** A public image (cover, photo) as content shows it. */
export const ImageRefSchema = z.object({ id: z.uuid(), url: z.string() });
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const FileIdParamsSchema = z.object({ id: z.uuid() });
export const UserFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
