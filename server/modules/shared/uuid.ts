const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be one of ours; asking PostgreSQL about any other would be a type error there. */
export const isUuid = (id: string): boolean => UUID.test(id);
