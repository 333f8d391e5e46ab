/** The register number as printed: "<year>/<number>", unique within the office. */
export function formatRegisterNumber(year: number, number: number): string {
  return `${year}/${number}`;
}
