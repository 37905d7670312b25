/**
 * What a spreadsheet reader shows of an XLSX file beyond its values (read-excel-file gives those): column
 * widths, frozen rows, filter buttons, merged cells and each cell's font, fill, wrap and number format,
 * read from the first sheet's XML. Enough to tell that a workbook still looks the same.
 */
import yauzl from 'yauzl';

export interface CellStyle {
  font: string | null;
  size: number;
  bold: boolean;
  /** ARGB of a solid fill, or null. */
  fill: string | null;
  wrap: boolean;
  vertical: string | null;
  numFmt: string;
}

export interface SheetLayout {
  /** Width of each column from A, in characters. */
  widths: number[];
  /** Rows frozen at the top, or null. */
  frozenRows: number | null;
  /** The filter's range (`A4:I4`), or null. */
  autoFilter: string | null;
  merges: string[];
  /** The style of a cell by address (`B5`); a cell not written has the default style. */
  style(address: string): CellStyle;
}

/** Excel's built-in number formats that the workbooks may use. */
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '2': '0.00', '3': '#,##0', '4': '#,##0.00' };

async function readEntries(data: Buffer, names: string[]): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => (error || !file ? reject(error) : resolve(file))),
  );
  const found = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!names.includes(entry.fileName)) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          found.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return found;
}

const attribute = (markup: string, name: string) => markup.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? null;
const children = (markup: string, parent: string, child: string) =>
  [
    ...(markup.match(new RegExp(`<${parent}\\b[^>]*>(.*?)</${parent}>`, 's'))?.[1] ?? '').matchAll(
      new RegExp(`<${child}\\b([^>]*?)(?:/>|>(.*?)</${child}>)`, 'gs'),
    ),
  ].map((match) => ({ attributes: match[1] ?? '', inner: match[2] ?? '' }));

/** Reads the layout and cell styles of the first sheet of an XLSX file. */
export async function readSheetLayout(data: Buffer): Promise<SheetLayout> {
  const entries = await readEntries(data, ['xl/worksheets/sheet1.xml', 'xl/styles.xml']);
  const sheet = entries.get('xl/worksheets/sheet1.xml') ?? '';
  const styles = entries.get('xl/styles.xml') ?? '';

  const widths: number[] = [];
  for (const { attributes } of children(sheet, 'cols', 'col')) {
    for (
      let column = Number(attribute(attributes, 'min'));
      column <= Number(attribute(attributes, 'max'));
      column += 1
    ) {
      widths[column - 1] = Number(attribute(attributes, 'width'));
    }
  }
  const pane = sheet.match(/<pane\b[^>]*>/)?.[0];
  const frozenRows = pane && attribute(pane, 'state') === 'frozen' ? Number(attribute(pane, 'ySplit')) : null;
  const filter = sheet.match(/<autoFilter\b[^>]*>/)?.[0];
  const merges = children(sheet, 'mergeCells', 'mergeCell').map(({ attributes }) => attribute(attributes, 'ref')!);

  const formats = { ...BUILT_IN_FORMATS };
  for (const { attributes } of children(styles, 'numFmts', 'numFmt')) {
    formats[attribute(attributes, 'numFmtId')!] = attribute(attributes, 'formatCode')!;
  }
  const fonts = children(styles, 'fonts', 'font').map(({ inner }) => ({
    font: attribute(inner.match(/<name\b[^>]*>/)?.[0] ?? '', 'val'),
    size: Number(attribute(inner.match(/<sz\b[^>]*>/)?.[0] ?? '', 'val') ?? 11),
    bold: /<b\s*\/>/.test(inner),
  }));
  const fills = children(styles, 'fills', 'fill').map(({ inner }) =>
    /patternType="solid"/.test(inner) ? attribute(inner.match(/<fgColor\b[^>]*>/)?.[0] ?? '', 'rgb') : null,
  );
  const cellStyles: CellStyle[] = children(styles, 'cellXfs', 'xf').map(({ attributes, inner }) => {
    const alignment = inner.match(/<alignment\b[^>]*>/)?.[0] ?? '';
    return {
      ...fonts[Number(attribute(attributes, 'fontId') ?? 0)]!,
      fill: fills[Number(attribute(attributes, 'fillId') ?? 0)] ?? null,
      wrap: attribute(alignment, 'wrapText') === '1',
      vertical: attribute(alignment, 'vertical'),
      numFmt: formats[attribute(attributes, 'numFmtId') ?? '0'] ?? 'General',
    };
  });
  const styleOf = new Map<string, number>();
  for (const match of sheet.matchAll(/<c\b([^>]*?)\/?>/g)) {
    styleOf.set(attribute(match[1]!, 'r')!, Number(attribute(match[1]!, 's') ?? 0));
  }
  return {
    widths,
    frozenRows,
    autoFilter: filter ? attribute(filter, 'ref') : null,
    merges,
    style: (address) => cellStyles[styleOf.get(address) ?? 0]!,
  };
}
