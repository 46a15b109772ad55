/**
 * CSV for spreadsheets. A cell starting with = + - @ (or tab/CR) would run as a formula in Excel,
 * LibreOffice or Sheets (`=HYPERLINK(...)`), so such cells get a leading apostrophe.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null): string {
  const text = neutraliseFormula(value === null ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
