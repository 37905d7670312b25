/**
 * The cabinet's profile form as a late part (lib/late.tsx): it hydrates after the rest of `/user/cabinet`, and
 * the form kit's code is not among the scripts the page loads first (docs/decisions/006). Until then it works
 * as the plain form it is without JavaScript.
 */
import { late } from '../../lib/late';
import type { ProfileFormProps } from './profile-form';

export const profileFormPart = late<ProfileFormProps>(() =>
  import('./profile-form').then((module) => ({ default: module.ProfileForm })),
);
