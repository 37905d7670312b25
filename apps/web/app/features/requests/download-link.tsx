import { FileSpreadsheet } from '../../components/icons/file-spreadsheet';

/**
 * A download straight from the API (same origin), in the page's language. A plain link: the browser
 * saves the file under the name the API gives it.
 */
export function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className="button-primary" data-testid="download-link">
      <FileSpreadsheet aria-hidden className="size-4" />
      {label}
    </a>
  );
}
