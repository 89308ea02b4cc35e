/** Messages of the view components' own checks (member-picker.md section 8). */
export const ComponentMessages = {
  checkboxStatus: 'status parameter wrong: unselected(0), half(1), all(2)',
  memberItemTags: 'member-item.tags parameter wrong',
} as const;
