/** The back office's user list: block, unblock and change the role of one user (spec §6). */
import { RoleSchema, UserIdParamsSchema } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage } from './form-result.server';
import { requireAdminUser } from './session.server';

/** Blocks, unblocks or changes the role of one user (the API refuses changes to oneself). */
export async function adminUserAction(context: AppLoadContext, request: Request): Promise<{ error: string | null }> {
  const lang = langFromPath(new URL(request.url).pathname);
  await requireAdminUser(context, request);
  const form = await request.formData();
  const target = UserIdParamsSchema.safeParse({ id: form.get('userId') });
  if (!target.success) return { error: apiMessage(null, lang) };
  const id = target.data.id;
  try {
    const intent = form.get('intent');
    if (intent === 'block' || intent === 'unblock') {
      await apiRequest(context, request, `/api/user/${id}/block`, {
        method: 'PUT',
        body: { blocked: intent === 'block' },
      });
    } else {
      const role = RoleSchema.parse(form.get('role'));
      await apiRequest(context, request, `/api/user/${id}/role`, { method: 'PUT', body: { role } });
    }
    return { error: null };
  } catch (error) {
    return { error: apiMessage(error, lang) };
  }
}
