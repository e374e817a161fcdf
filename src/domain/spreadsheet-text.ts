// Text that goes into a spreadsheet cell typed by people (names, custom answers). A cell that
// starts with = + - @ (or a tab or carriage return that hides one) is read as a formula when the
// file is opened or later saved as CSV and reopened ("CSV/formula injection", OWASP). A leading
// apostrophe makes it plain text in Excel, LibreOffice and Google Sheets, and a person reading it
// still sees the original value.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
