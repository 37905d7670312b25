import { STAFF_GROUPS } from '@polotno/domain/client';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { useContentText } from '../features/content/content.i18n';
import { readContent } from '../features/content/content.server';
import type { StaffMember } from '../features/content/content.types';
import type { Paginated } from '../components/pagination';
import { staffCardPart } from '../features/content/staff-card-part';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = (args) => pageMeta('staff', args);

// The whole team fits one page of the API (its largest); the page shows it grouped, not paginated.
const ALL_STAFF = 100;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await readContent<Paginated<StaffMember>>(context, request, `/api/staff?limit=${ALL_STAFF}`);
  return { staff: staff.items };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const t = useContentText();
  const groups = STAFF_GROUPS.map((group) => ({
    group,
    members: loaderData.staff.filter((member) => member.group === group),
  })).filter(({ members }) => members.length > 0);
  return (
    <PageShell page="staff">
      {groups.length === 0 && <p className="text-gray-600 dark:text-gray-300">{t.noStaff}</p>}
      {groups.map(({ group, members }) => (
        <section key={group} aria-labelledby={`staff-${group}`} className="space-y-4">
          <h2 id={`staff-${group}`} className="text-xl font-semibold text-gray-900 dark:text-white">
            {t.staffGroups[group]}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <staffCardPart.Part key={member.id} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
