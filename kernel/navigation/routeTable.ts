/**
 * The route table: definitions checked when added (a wrong one fails with what to fix), flattened
 * into leaf records whose full patterns path-to-regexp matches and compiles. Matching tries the
 * leaves in the order they were added; a leaf whose typed params do not fit is skipped.
 */
import {
  compile,
  match,
  parse,
  type MatchFunction,
  type PathFunction,
  type Token,
} from 'path-to-regexp';
import { ErrorCodes, PickerError } from '../errors';
import { formatHref, normalisePath, queryFromInput, splitHref } from './href';
import type {
  NavigationTarget,
  ParamKind,
  ParamValue,
  ParamsInput,
  RouteDefinition,
  RouteLocation,
  RouteQuery,
} from './routeTypes';

/** A navigable route: a leaf of the table with its enclosing routes. */
export interface RouteRecord {
  readonly name: string;
  readonly pattern: string;
  /** The enclosing routes and the leaf, outermost first. */
  readonly chain: readonly RouteDefinition[];
  readonly leaf: RouteDefinition;
  /** Parameter names each route of the chain owns (those its own path adds). */
  readonly ownParams: ReadonlyMap<string, readonly string[]>;
  readonly kinds: Readonly<Record<string, ParamKind>>;
  readonly matcher: MatchFunction<Partial<Record<string, string | string[]>>>;
  readonly toPath: PathFunction<Partial<Record<string, string | string[]>>>;
}

const NUMBER = /^-?\d+$/;

function invalid(message: string): never {
  throw new PickerError(ErrorCodes.ROUTE_INVALID, message);
}

function joinPath(parent: string, child: string): string {
  const head = parent.replace(/\/+$/, '');
  const tail = child.trim().replace(/^\/+/, '');
  if (tail === '') return head || '/';
  return tail.startsWith('{') ? `${head}${tail}` : `${head}/${tail}`;
}

/** Names of the parameters a pattern declares, read from path-to-regexp's own parse. */
function paramNames(pattern: string, routeName: string): string[] {
  let tokens: readonly Token[];
  try {
    tokens = parse(pattern).tokens;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return invalid(
      `route "${routeName}": path "${pattern}" is not valid (${reason}); ` +
        'write parameters as :name and an optional part in braces, e.g. team/:tid{/:fid}',
    );
  }
  const names: string[] = [];
  const collect = (list: readonly Token[]): void => {
    for (const token of list) {
      if (token.type === 'group') collect(token.tokens);
      else if (token.type !== 'text') names.push(token.name);
    }
  };
  collect(tokens);
  return names;
}

function checkKind(routeName: string, param: string, kind: unknown): ParamKind {
  if (kind === 'string' || kind === 'number' || typeof kind === 'function') {
    return kind as ParamKind;
  }
  return invalid(
    `route "${routeName}": param "${param}" has kind ${JSON.stringify(kind)}; ` +
      'use "string", "number" or a function (raw) => value | undefined',
  );
}

function readParam(kind: ParamKind, raw: string): ParamValue | undefined {
  if (kind === 'string') return raw;
  if (kind === 'number') return NUMBER.test(raw) ? Number(raw) : undefined;
  return kind(raw);
}

export class RouteTable {
  private readonly records: RouteRecord[] = [];
  private readonly byName = new Map<string, RouteRecord>();
  private readonly names = new Set<string>();

  get size(): number {
    return this.records.length;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** Adds routes (checked first: nothing is added when one of them is wrong). */
  add(definitions: readonly RouteDefinition[]): void {
    if (!Array.isArray(definitions)) {
      invalid('addRoutes(routes): routes must be an array, e.g. [{ name: "home", path: "" }]');
    }
    const fresh: RouteRecord[] = [];
    const seen = new Set(this.names);
    for (const definition of definitions)
      this.flatten(definition, '/', [], new Map(), {}, seen, fresh);
    for (const record of fresh) {
      this.records.push(record);
      this.byName.set(record.name, record);
    }
    for (const name of seen) this.names.add(name);
  }

  private flatten(
    definition: RouteDefinition,
    parentPath: string,
    parents: readonly RouteDefinition[],
    parentOwn: ReadonlyMap<string, readonly string[]>,
    parentKinds: Readonly<Record<string, ParamKind>>,
    seen: Set<string>,
    out: RouteRecord[],
  ): void {
    if (typeof definition !== 'object' || definition === null) {
      invalid('a route must be an object { name, path }');
    }
    const { name, path } = definition;
    if (typeof name !== 'string' || name === '') invalid('a route needs a non-empty name');
    if (seen.has(name)) invalid(`route "${name}" is defined twice: route names must be unique`);
    seen.add(name);
    if (typeof path !== 'string') invalid(`route "${name}" needs a path (use "" for its parent's)`);
    for (const field of ['guard', 'load'] as const) {
      const value = definition[field];
      if (value !== undefined && typeof value !== 'function') {
        invalid(`route "${name}": ${field} must be a function`);
      }
    }
    const children = definition.children ?? [];
    if (children.length > 0 && definition.redirect !== undefined) {
      invalid(`route "${name}" has children and a redirect: give the redirect to an index child`);
    }
    const pattern = joinPath(parentPath, path);
    const own = paramNames(normalisePath(path), name);
    paramNames(pattern, name);
    const kinds: Record<string, ParamKind> = { ...parentKinds };
    for (const [param, kind] of Object.entries(definition.params ?? {})) {
      if (!own.includes(param)) {
        invalid(`route "${name}": params names "${param}", which its path "${path}" does not have`);
      }
      kinds[param] = checkKind(name, param, kind);
    }
    const ownParams = new Map(parentOwn).set(name, own);
    const chain = [...parents, definition];
    if (children.length > 0) {
      for (const child of children)
        this.flatten(child, pattern, chain, ownParams, kinds, seen, out);
      return;
    }
    out.push({
      name,
      pattern,
      chain,
      leaf: definition,
      ownParams,
      kinds,
      matcher: match(pattern),
      toPath: compile(pattern),
    });
  }

  /** The location a path matches, or null. */
  match(href: string): RouteLocation | null {
    const { path, query } = splitHref(href);
    for (const record of this.records) {
      const found = record.matcher(path);
      if (!found) continue;
      const params = this.readParams(record, found.params);
      if (params) return this.locate(record, path, params, query);
    }
    return null;
  }

  /** The record of a matched location. */
  record(name: string): RouteRecord | undefined {
    return this.byName.get(name);
  }

  /** The href of a target: a path as given, or a route's path built from its params. */
  href(target: NavigationTarget): string {
    if (typeof target === 'string') {
      const { path, query } = splitHref(target);
      return formatHref(path, query);
    }
    if ('name' in target) {
      const path = this.build(target.name, target.params ?? {});
      return formatHref(path, queryFromInput(target.query));
    }
    const { path, query } = splitHref(target.path);
    return formatHref(path, { ...query, ...queryFromInput(target.query) });
  }

  private build(name: string, params: ParamsInput): string {
    const record = this.byName.get(name);
    if (!record) {
      const known = [...this.byName.keys()].join(', ') || 'none';
      throw new PickerError(ErrorCodes.ROUTE_NOT_FOUND, `no route "${name}" (routes: ${known})`);
    }
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) values[key] = String(value);
    }
    try {
      return record.toPath(values);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PickerError(
        ErrorCodes.PARAM_INVALID,
        `route "${name}" (${record.pattern}) cannot be built: ${reason}`,
      );
    }
  }

  private readParams(
    record: RouteRecord,
    raw: Partial<Record<string, string | string[]>>,
  ): Record<string, ParamValue> | null {
    const params: Record<string, ParamValue> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (value === undefined) continue;
      const text = Array.isArray(value) ? value.join('/') : value;
      const read = readParam(record.kinds[key] ?? 'string', text);
      if (read === undefined) return null;
      params[key] = read;
    }
    return params;
  }

  private locate(
    record: RouteRecord,
    path: string,
    params: Record<string, ParamValue>,
    query: RouteQuery,
  ): RouteLocation {
    return {
      name: record.name,
      path,
      href: formatHref(path, query),
      params,
      query,
      matched: record.chain.map((route) => route.name),
      meta: record.leaf.meta ?? {},
      transient: record.leaf.transient === true,
    };
  }
}
