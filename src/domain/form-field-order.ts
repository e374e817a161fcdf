// Where a conditional question goes in a list of the form's questions (the exports' columns, the
// participant's answers): right after the question it depends on, so "Qual restrição?" sits next
// to "Tem restrição alimentar?" instead of at the end of a wide spreadsheet. Pure: the order of
// the input (the form's) is kept among siblings.

export interface OrderableField {
  id: number;
  /** The question this one depends on (conditional_father_field_id), or null. */
  parentId: number | null;
}

/**
 * The fields with each one's conditional children right after it (depth first, children in the
 * input's order). A child whose parent is not in the list keeps its place among the top level;
 * a cycle (which the form builder never writes) cannot hide a field: every field comes out once.
 */
export function childrenAfterParents<T extends OrderableField>(fields: readonly T[]): T[] {
  const ids = new Set(fields.map((field) => field.id));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const field of fields) {
    if (field.parentId !== null && field.parentId !== field.id && ids.has(field.parentId)) {
      children.set(field.parentId, [...(children.get(field.parentId) ?? []), field]);
    } else {
      roots.push(field);
    }
  }
  const out: T[] = [];
  const placed = new Set<number>();
  const place = (field: T) => {
    if (placed.has(field.id)) return;
    placed.add(field.id);
    out.push(field);
    for (const child of children.get(field.id) ?? []) place(child);
  };
  for (const root of roots) place(root);
  // Only a cycle leaves fields unplaced: they keep the input's order at the end.
  for (const field of fields) place(field);
  return out;
}
