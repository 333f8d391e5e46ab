/** A catalogue service's number (na_details/{id}, na_details/calc/{nadid}): a positive integer. */
export function isServiceId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
