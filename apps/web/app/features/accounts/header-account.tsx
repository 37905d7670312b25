import { LogOut } from '../../components/icons/log-out';
import { Link } from 'react-router';
import { useDictionary } from '../../lib/i18n';
import { useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { SubmitButton } from '../../components/form/form-parts';
import { AuthForm } from './auth-form';
import { useUser } from './use-user';

/** The header's account corner: "log in" for visitors; the user's name and "log out" once signed in. */
export function HeaderAccount({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const user = useUser();
  if (!user) {
    return (
      <Link to={{ search: '?popup=login' }} preventScrollReset className={`button-primary ${className}`}>
        {t.header.login}
      </Link>
    );
  }
  return (
    <div className={`items-center gap-1 ${className}`}>
      <Link
        to={pagePath(user.role === 'ADMIN' ? 'admin' : 'userCabinet', lang)}
        className="max-w-40 truncate rounded-lg px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800"
        data-testid="header-user"
      >
        {user.name}
      </Link>
      <LogoutButton iconOnly />
    </div>
  );
}

/** "Log out" as a POST form, so it works without JavaScript and cannot be triggered by a link. */
export function LogoutButton({ iconOnly = false, className = '' }: { iconOnly?: boolean; className?: string }) {
  const text = useDictionary().header;
  if (iconOnly) {
    return (
      <AuthForm intent="logout" className={className}>
        <button type="submit" aria-label={text.logout} title={text.logout} className="icon-button">
          <LogOut aria-hidden className="size-5" />
        </button>
      </AuthForm>
    );
  }
  return (
    <AuthForm intent="logout" className={className}>
      <SubmitButton intent="logout" labels={[text.logout, text.logout]} className="button-secondary" />
    </AuthForm>
  );
}
