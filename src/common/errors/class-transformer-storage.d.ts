/** class-transformer's decorator metadata (the module @nestjs/mapped-types reads too). */
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
