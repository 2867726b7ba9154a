// PGlite publishes its folder file system under the package's `exports` map, which this
// repository's module resolution (node10) does not read; its types are where node10 finds them.
declare module '@electric-sql/pglite/nodefs' {
  export { NodeFS } from '@electric-sql/pglite/dist/fs/nodefs';
}
