/**
 * The products of a CRM multi-select (`cos_addonproductids`) with their names: Dynamics
 * formats the selection as the names joined by ', ', in the order of the values; where the
 * counts differ, the id stands for its name.
 */
export function productsOf(ids: string | null | undefined, names: string | null | undefined): Array<{ id: string; name: string }> {
  if (ids === null || ids === undefined || ids.trim() === '') return [];
  const idList = ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const nameList = names?.split(', ') ?? [];
  return idList.map((id, index) => ({ id, name: nameList.length === idList.length ? nameList[index]! : id }));
}
