// The requisites texts, which only this late part shows on its page: it brings both languages, as a client
// switch of language re-renders it in the other one.
import './requisites.i18n.ru';
import './requisites.i18n.uz';
import type { RequisitesRecord, StoredFileInfo } from '@polotno/domain';
import { Documents } from './documents';
import { RequisitesForm } from './requisites-form';
import type { RequisitesResult } from './requisites.server';

export interface RequisitesContentProps {
  saved: RequisitesRecord | null;
  files: StoredFileInfo[];
  result: RequisitesResult | undefined;
}

/** `/user/requisites`: the requisites form and the documents under it. */
export function RequisitesContent({ saved, files, result }: RequisitesContentProps) {
  return (
    <>
      <RequisitesForm saved={saved} result={result} />
      <Documents files={files} result={result} />
    </>
  );
}
