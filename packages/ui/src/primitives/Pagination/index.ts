export { Pagination, paginationPageLabel } from './Pagination';
export type { PaginationProps } from './Pagination';
export { fillPagination } from './fillPagination';
export type { FillPaginationOptions } from './fillPagination';
export { PAGINATION_GAP, paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
