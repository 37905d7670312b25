import { Mail } from '../../components/icons/mail';
import { Phone } from '../../components/icons/phone';
import { UserRound } from '../../components/icons/user-round';
import { formatPhone } from '@polotno/domain/client';
import { ResponsiveImage } from '../../components/responsive-image';
import { langOf } from '../../lib/locale';
import { useContentText } from './content.i18n';
import type { StaffMember } from './content.types';

/**
 * A person to reach: photo, name, position and the phone and e-mail as tap-to-call / tap-to-write links. Each
 * link's accessible name starts with the number or address it shows (WCAG 2.5.3, label in name), then whom it
 * reaches.
 */
export function StaffCard({ member }: { member: StaffMember }) {
  const t = useContentText();
  return (
    <li
      data-testid="staff-card"
      className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      {member.photo ? (
        <ResponsiveImage
          image={member.photo}
          alt={member.name}
          sizes="80px"
          className="size-20 shrink-0 rounded-full"
        />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          <UserRound aria-hidden className="size-8" />
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <p lang={langOf(member, 'name')} className="font-semibold text-gray-900 dark:text-white">
          {member.name}
        </p>
        <p lang={langOf(member, 'position')} className="text-sm text-gray-600 dark:text-gray-300">
          {member.position}
        </p>
        {member.phone && (
          <a
            href={`tel:${member.phone}`}
            aria-label={`${formatPhone(member.phone)} — ${t.call(member.name)}`}
            className="flex items-center gap-1.5 text-sm text-link"
          >
            <Phone aria-hidden className="size-4" />
            {formatPhone(member.phone)}
          </a>
        )}
        {member.email && (
          <a
            href={`mailto:${member.email}`}
            aria-label={`${member.email} — ${t.write(member.name)}`}
            className="flex items-center gap-1.5 text-sm break-all text-link"
          >
            <Mail aria-hidden className="size-4" />
            {member.email}
          </a>
        )}
      </div>
    </li>
  );
}
