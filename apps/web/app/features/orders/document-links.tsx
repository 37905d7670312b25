/**
 * An order's documents as links, shared by the order desk (admin-order-accounting.tsx) and the customer's
 * history (order-documents.tsx): the invoice, the packing list and, once the order shipped, the УПД as PDF and
 * as the ЭДО's XML (or why the XML is not offered). It takes its words from the page, so neither page's
 * texts travel with the other's code (docs/decisions/006). Plain links: they work without JavaScript.
 */
import type { OrderDocuments } from '@polotno/domain';
import type { ReactNode } from 'react';
import { FileText } from '../../components/icons/file-text';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/locale';

/** The words of the links, from the page's own text set. */
export interface DocumentLinksText {
  invoice: string;
  packingList: string;
  /** «УПД № 12 от 5 марта 2026 (PDF)» */
  updPdf: (number: number, date: string) => string;
  updXml: string;
  /** Why there is no УПД yet: it is issued at shipment. */
  updLater: string;
}

/** One document: a link the browser saves (`download`: the file name, or the server's when `true`). */
function DocumentLink({
  href,
  download = true,
  className,
  testId,
  children,
}: {
  href: string;
  download?: string | true;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} download={download} className={className} data-testid={testId}>
        <FileText aria-hidden className="size-4" />
        {children}
      </a>
    </li>
  );
}

/**
 * The list of the order's documents as they come to exist, then «the УПД comes at shipment» or why its XML is
 * not offered (with `xmlMissingNote` after the reason). The invoice and the УПД PDF take `primaryButton`;
 * with `packingListLast` the packing list follows the УПД instead of the invoice.
 */
export function DocumentLinks({
  documents,
  text,
  primaryButton,
  packingListLast = false,
  xmlMissingNote,
}: {
  documents: OrderDocuments;
  text: DocumentLinksText;
  primaryButton: 'button-primary' | 'button-secondary';
  packingListLast?: boolean;
  xmlMissingNote?: ReactNode;
}) {
  const lang = useLang();
  const { invoice, packingList, upd } = documents;
  const packing = (
    <DocumentLink href={packingList.url} className="button-secondary" testId="packing-list-link">
      {text.packingList}
    </DocumentLink>
  );
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {invoice && (
          <DocumentLink href={invoice.url} className={primaryButton} testId="invoice-link">
            {text.invoice}
          </DocumentLink>
        )}
        {!packingListLast && packing}
        {upd && (
          <DocumentLink href={upd.pdfUrl} className={primaryButton} testId="upd-pdf-link">
            {text.updPdf(upd.number, formatDate(upd.date, lang))}
          </DocumentLink>
        )}
        {upd?.xml.available && (
          <DocumentLink
            href={upd.xml.url}
            download={upd.xml.fileName}
            className="button-secondary"
            testId="upd-xml-link"
          >
            {text.updXml}
          </DocumentLink>
        )}
        {packingListLast && packing}
      </ul>
      {invoice && !upd && <p className="text-sm text-gray-600 dark:text-gray-300">{text.updLater}</p>}
      {upd && !upd.xml.available && (
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="upd-xml-missing">
          {upd.xml.message}
          {xmlMissingNote && <> {xmlMissingNote}</>}
        </p>
      )}
    </>
  );
}
