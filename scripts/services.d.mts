export interface ServiceEntry {
  name: string;
  port: number;
  env: string;
}
export const SERVICES: ServiceEntry[];
export const GATEWAY: { name: string; port: number; metricsPort: number };
