/** The search box classifies with the kernel's one rule. */
export { classifyQuery, type QueryKind } from '../../../kernel/search/classifyQuery';
