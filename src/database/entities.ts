/** Every entity of every module, for the ORM, the migration generator and the schema check. */
export const ENTITIES = [];
