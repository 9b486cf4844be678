/** Pages of `pageSize` items needed for `total` (at least one, to say "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
