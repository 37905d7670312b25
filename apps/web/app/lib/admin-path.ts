import { stripLang } from './locale';

/** Whether `pathname` is in the back office: `/admin` and below, in either language (spec §2, §6). */
export function isAdminPath(pathname: string): boolean {
  const path = stripLang(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}
