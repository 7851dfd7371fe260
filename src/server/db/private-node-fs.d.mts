import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's Node file system, with modes that never grant the group or others anything (private-node-fs.mjs). */
export declare class PrivateNodeFS extends NodeFS {}
