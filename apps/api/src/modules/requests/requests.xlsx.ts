/**
 * What the requests' workbooks (price list, brief template) share on top of write-excel-file: the default
 * font, and the header-row filter buttons the library has no option for.
 */
import type { Blob } from 'node:buffer';
import type Stream from 'node:stream';
import type { Feature } from 'write-excel-file/node';
import {
  getCellAddress,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
} from 'write-excel-file/utility';

/** Calibri 11, Excel's default, for every cell that does not say otherwise. */
export const XLSX_FONT = { fontFamily: 'Calibri', fontSize: 11 };

/** The children of `<worksheet>` in the order ECMA-376 (CT_Worksheet) demands; a file out of order is "corrupt". */
const WORKSHEET_CHILDREN = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'sheetData',
  'sheetCalcPr',
  'sheetProtection',
  'protectedRanges',
  'scenarios',
  'autoFilter',
  'sortState',
  'dataConsolidate',
  'customSheetViews',
  'mergeCells',
  'phoneticPr',
  'conditionalFormatting',
  'dataValidations',
  'hyperlinks',
  'printOptions',
  'pageMargins',
  'pageSetup',
  'headerFooter',
  'rowBreaks',
  'colBreaks',
  'customProperties',
  'cellWatches',
  'ignoredErrors',
  'smartTags',
  'drawing',
  'legacyDrawing',
  'legacyDrawingHF',
  'picture',
  'oleObjects',
  'controls',
  'webPublishItems',
  'tableParts',
  'extLst',
];

/**
 * Filter buttons on one header row (1-based `row`) over columns 1…`columns` of the first sheet: an
 * `<autoFilter ref="…"/>` element in the sheet's XML, where ECMA-376 puts it.
 */
export function autoFilter(row: number, columns: number): Feature<Stream | Buffer | Blob> {
  const ref = `${getCellAddress(row - 1, 0)}:${getCellAddress(row - 1, columns - 1)}`;
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) =>
            sheetIndex === 0 && !xml.includes('<autoFilter')
              ? insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  getSelfClosingTagMarkup('autoFilter', { ref }),
                  WORKSHEET_CHILDREN,
                  'worksheet',
                )
              : xml,
        },
      },
    },
  };
}
