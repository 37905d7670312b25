import { Link } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import type { Route } from './+types/cabinet';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('cabinet', location.pathname);

/** Where visitors who are not administrators land when they open an admin address (spec §2). */
export default function CabinetPage() {
  const lang = useLang();
  const t = useDictionary();
  return (
    <PageShell page="cabinet">
      <Link to={pagePath('userCabinet', lang)} className="button-primary">
        {t.cabinet.toCabinet}
      </Link>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
