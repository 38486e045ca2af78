import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from './csv';

/**
 * The Export button's exporter for every admin list: the records as CSV with every cell neutralised
 * against formulas (see csv.ts), downloaded as `<resource>.csv`.
 */
export const csvExporter: Exporter = (records, _fetchRelatedRecords, _dataProvider, resource) =>
  downloadCSV(toCsv(records as Record<string, unknown>[]), resource ?? 'export');
