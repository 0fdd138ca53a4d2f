import { defineRouteMatrix } from './route-matrix';

// Shard 2 of the generated route matrix (route-matrix.ts); the shards run side by side.
await defineRouteMatrix(1);
