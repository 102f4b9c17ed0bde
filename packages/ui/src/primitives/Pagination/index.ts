export { Pagination, paginationPageLabel } from './Pagination';
export type { PaginationProps } from './Pagination';
export { PAGINATION_GAP, paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
