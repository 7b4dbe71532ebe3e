export interface ServiceEntry {
  name: string;
  port: number;
  env: string;
}
export const SERVICES: ServiceEntry[];
export const GATEWAY: { name: string; port: number; metricsPort: number };
export const NATIVE_ALLOCATOR_ENV: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
