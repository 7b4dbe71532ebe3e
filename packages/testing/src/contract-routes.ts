import type { z } from 'zod';
import * as contracts from '@cardsmith/contracts';
import type { RouteDef } from '@cardsmith/contracts';

/**
 * What the services' fuzz suites (issue 11) read from the contracts: every route of every route
 * table, and the structure of their schemas. The hostile requests themselves are made in
 * fuzz-requests.ts.
 */

export interface NamedRoute {
  /** `table.route`, e.g. `cardsRoutes.createCard`. */
  name: string;
  route: RouteDef;
}

function isRouteDef(value: unknown): value is RouteDef {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RouteDef>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string';
}

/**
 * Every route of every route table contracts export (each `…Routes` object), read from the module
 * itself so a route added to any table is fuzzed without anyone listing it.
 */
export function contractRoutes(): NamedRoute[] {
  const routes: NamedRoute[] = [];
  for (const [tableName, table] of Object.entries(contracts)) {
    if (!tableName.endsWith('Routes') || !table || typeof table !== 'object') continue;
    for (const [routeName, route] of Object.entries(table)) {
      if (isRouteDef(route)) routes.push({ name: `${tableName}.${routeName}`, route });
    }
  }
  return routes;
}

/** Zod 4 keeps a schema's structure in `_zod.def`; only the fields walked here are typed. */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

export const schemaDefOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schemas a schema is made of, one level down. */
function children(def: SchemaDef): z.ZodType[] {
  const found: (z.ZodType | undefined)[] = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    def.in,
    def.out,
    ...(def.options ?? []),
    ...(def.items ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.type === 'lazy' ? def.getter?.() : undefined,
  ];
  return found.filter((schema): schema is z.ZodType => schema !== undefined);
}

/** Every string schema inside a schema (object fields, array items, unions, wrappers). */
export function stringSchemasIn(schema: z.ZodType): z.ZodType[] {
  const seen = new Set<z.ZodType>();
  const strings: z.ZodType[] = [];
  const visit = (node: z.ZodType) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = schemaDefOf(node);
    if (def.type === 'string') strings.push(node);
    children(def).forEach(visit);
  };
  visit(schema);
  return strings;
}
