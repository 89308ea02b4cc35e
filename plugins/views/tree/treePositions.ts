/**
 * aria-posinset and aria-setsize of every tree row. The tree is virtualized, so most of a node's
 * siblings are not in the DOM and assistive technologies cannot count them: the WAI-ARIA tree
 * pattern then asks for both on each treeitem. Siblings are the consecutive rows of one level under
 * the same parent (status rows such as Load More are treeitems of that level too). One pass.
 */

export interface TreePosition {
  /** 1-based position among the siblings. */
  posinset: number;
  setsize: number;
}

export function treePositions(rows: ReadonlyArray<{ level: number }>): TreePosition[] {
  const positions = new Array<number>(rows.length);
  const groupOf = new Array<number>(rows.length);
  const groupSizes: number[] = [];
  // Per open level: the group the next row of that level joins, and how many it has so far.
  const openGroups: number[] = [];
  const openCounts: number[] = [];
  rows.forEach((row, index) => {
    const level = Math.max(0, row.level);
    // A row closes the groups of every deeper level (a later child starts a new group).
    openGroups.length = Math.min(openGroups.length, level + 1);
    openCounts.length = openGroups.length;
    if (openGroups[level] === undefined) {
      openGroups[level] = groupSizes.length;
      openCounts[level] = 0;
      groupSizes.push(0);
    }
    openCounts[level] += 1;
    positions[index] = openCounts[level];
    groupOf[index] = openGroups[level];
    groupSizes[openGroups[level]] = openCounts[level];
  });
  return rows.map((_, index) => ({
    posinset: positions[index],
    setsize: groupSizes[groupOf[index]],
  }));
}
