// GitHub's published REST description (`@octokit/openapi`, api.github.com),
// turned into a route table and lazily compiled ajv validators.
//
// The description is OpenAPI 3.0.3. Its schemas are JSON Schema with OpenAPI
// additions; we translate the parts that change validation (`nullable`,
// `$ref: #/components/...`) and drop annotation-only keywords (`example`,
// `x-github`, `discriminator`, ...). The 13 MB description is parsed once per
// process (under jest, once per worker: test-support/jest-environment.mjs) and
// each operation's validators are compiled on first use, once per worker too
// (workerCache below).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonObject;
}

export interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonObject }> };
  responses: Record<string, JsonObject>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters: Record<string, ParameterObject>;
    examples: Record<string, { value?: Json }>;
    responses: Record<string, JsonObject>;
  };
}

/** One operation of the description: `POST /repos/{owner}/{repo}/check-runs`. */
export interface Operation {
  method: string;
  /** The path template exactly as the description spells it. */
  template: string;
  operationId: string;
  spec: OperationObject;
}

export type RouteLookup =
  | { kind: 'match'; operation: Operation; params: Record<string, string> }
  | { kind: 'no-route' }
  | { kind: 'method-not-allowed'; allowed: string[] };

/** A problem found in a request, as a short human-readable sentence. */
export type Problems = string[];

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let documentCache: OpenApiDocument | undefined;
/** Outside jest: this module's own. */
const ownCache = new Map<string, unknown>();

/**
 * What this module builds once per process: under jest, once per worker, not
 * once per test file (test-support/jest-environment.mjs's `evWorkerCache`).
 * Each test file has its own module registry, so a module-level cache lives
 * for one file: ajv loaded, the route table built and each operation's
 * validators compiled again, about a third of a second of every file that
 * talks to the fake GitHub. Nothing in it changes once built.
 */
function workerCache<T>(key: string, make: () => T): T {
  const cache = (globalThis as { evWorkerCache?: Map<string, unknown> }).evWorkerCache ?? ownCache;
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/**
 * ajv and ajv-formats through Node's own require (a jest worker loads them
 * once, outside the test files' registries), with the validators they compile.
 */
const nodeRequire = createRequire(import.meta.url);

/** The parsed api.github.com description; parsed on first call only. */
function loadDescription(): OpenApiDocument {
  if (!documentCache) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
    // Under jest, parsed once per worker (test-support/jest-environment.mjs), not per test file.
    const shared = (globalThis as { evSharedJson?: (file: string) => unknown }).evSharedJson;
    documentCache = (
      shared ? shared(file) : JSON.parse(readFileSync(file, 'utf8'))
    ) as OpenApiDocument;
  }
  return documentCache;
}

// ---------------------------------------------------------------------------
// Routes

interface CompiledRoute {
  pattern: RegExp;
  paramNames: string[];
  /** Per segment: 2 literal, 1 mixed, 0 a bare parameter; literals win ties. */
  specificity: number[];
  operations: Map<string, Operation>;
  template: string;
}

function compileTemplate(template: string): Omit<CompiledRoute, 'operations' | 'template'> {
  const paramNames: string[] = [];
  const specificity: number[] = [];
  const segments = template.split('/').slice(1);
  const source = segments.map((segment) => {
    const hasParam = segment.includes('{');
    specificity.push(!hasParam ? 2 : /^\{[^}]+\}$/.test(segment) ? 0 : 1);
    return segment
      .split(/(\{[^}]+\})/)
      .map((part) => {
        if (!/^\{[^}]+\}$/.test(part)) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(part.slice(1, -1));
        return '([^/]+)';
      })
      .join('');
  });
  return { pattern: new RegExp(`^/${source.join('/')}$`), paramNames, specificity };
}

function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.specificity.length, b.specificity.length); i += 1) {
    const diff = (b.specificity[i] ?? 0) - (a.specificity[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Matches request paths to the description's path templates. */
class RouteTable {
  private readonly bySegmentCount = new Map<number, CompiledRoute[]>();

  constructor(document: OpenApiDocument) {
    for (const [template, item] of Object.entries(document.paths)) {
      const operations = new Map<string, Operation>();
      for (const [method, spec] of Object.entries(item)) {
        if (!HTTP_METHODS.has(method)) continue;
        const upper = method.toUpperCase();
        operations.set(upper, { method: upper, template, operationId: spec.operationId, spec });
      }
      const route = { ...compileTemplate(template), operations, template };
      const count = route.specificity.length;
      const bucket = this.bySegmentCount.get(count) ?? [];
      bucket.push(route);
      this.bySegmentCount.set(count, bucket);
    }
    for (const bucket of this.bySegmentCount.values()) bucket.sort(compareSpecificity);
  }

  lookup(method: string, pathname: string): RouteLookup {
    const count = pathname.split('/').length - 1;
    const allowed = new Set<string>();
    // The most specific template that matches and has this method wins.
    for (const route of this.bySegmentCount.get(count) ?? []) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const operation = route.operations.get(method.toUpperCase());
      if (operation)
        return { kind: 'match', operation, params: decodeParams(route.paramNames, found) };
      for (const other of route.operations.keys()) allowed.add(other);
    }
    return allowed.size > 0
      ? { kind: 'method-not-allowed', allowed: [...allowed] }
      : { kind: 'no-route' };
  }
}

function decodeParams(names: string[], found: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const raw = found[i + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw; // malformed escapes are left for the schema to judge
    }
  });
  return params;
}

function routeTable(): RouteTable {
  return workerCache('openapi:routes', () => new RouteTable(loadDescription()));
}

/** Finds the operation for a method and a path (without the query string or API prefix). */
export function lookupRoute(method: string, pathname: string): RouteLookup {
  return routeTable().lookup(method, pathname);
}

// ---------------------------------------------------------------------------
// Schema translation: OpenAPI 3.0 schema objects -> self-contained JSON Schema

/** Keywords that only annotate; dropped so ajv never has to know them. */
const ANNOTATION_KEYWORDS = new Set([
  'description',
  'example',
  'examples',
  'discriminator',
  'deprecated',
  'externalDocs',
  'xml',
  'readOnly',
  'writeOnly',
  'title',
]);
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_KEYWORDS = new Set(['items', 'additionalProperties', 'not']);
const COMPONENT_SCHEMA_REF = '#/components/schemas/';

/** Collects the component schemas a translated schema refers to. */
class SchemaBundler {
  readonly definitions: Record<string, Json> = {};
  private readonly pending: string[] = [];

  constructor(private readonly components: Record<string, JsonObject>) {}

  /** Translates `schema` and every component it reaches into one schema. */
  bundle(schema: Json): JsonObject {
    const root = this.translate(schema);
    for (let name = this.pending.pop(); name !== undefined; name = this.pending.pop()) {
      this.definitions[name] = this.translate(this.components[name] ?? {});
    }
    // allOf keeps `definitions` beside the root even when the root is a bare $ref.
    return { allOf: [root], definitions: this.definitions };
  }

  private translate(node: Json): Json {
    if (Array.isArray(node)) return node.map((item) => this.translate(item));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return { $ref: this.refTarget(node.$ref) };
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'nullable' || ANNOTATION_KEYWORDS.has(key) || key.startsWith('x-')) continue;
      out[key] = this.translateKeyword(key, value);
    }
    return node.nullable === true ? allowNull(out) : out;
  }

  private translateKeyword(key: string, value: Json): Json {
    if (
      SCHEMA_MAP_KEYWORDS.has(key) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.translate(v)]));
    }
    if (SCHEMA_LIST_KEYWORDS.has(key) || SCHEMA_KEYWORDS.has(key)) return this.translate(value);
    return value; // enum, required, type, ... are plain values
  }

  private refTarget(ref: string): string {
    if (!ref.startsWith(COMPONENT_SCHEMA_REF)) throw new Error(`unsupported $ref ${ref}`);
    const name = ref.slice(COMPONENT_SCHEMA_REF.length);
    if (!(name in this.definitions)) {
      this.definitions[name] = {}; // placeholder: marks it seen, breaks cycles
      this.pending.push(name);
    }
    return `#/definitions/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
}

/** OpenAPI's `nullable: true` as JSON Schema: null joins the type (and the enum). */
function allowNull(schema: JsonObject): JsonObject {
  if (typeof schema.type === 'string') {
    const widened: JsonObject = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) widened.enum = [...schema.enum, null];
    return widened;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function bundleSchema(schema: Json): JsonObject {
  return new SchemaBundler(loadDescription().components.schemas).bundle(schema);
}

// ---------------------------------------------------------------------------
// Validators

type AjvClass = new (options: Record<string, unknown>) => Ajv;
/** ajv-formats is CommonJS: its function is the module, and its `default`. */
function addFormats(ajv: Ajv): Ajv {
  const module = nodeRequire('ajv-formats') as { default?: (ajv: Ajv) => Ajv };
  return (module.default ?? (module as unknown as (ajv: Ajv) => Ajv))(ajv);
}

/** Formats GitHub uses that neither ajv nor ajv-formats define; accepted as they come. */
const LENIENT_FORMATS = ['int32', 'int64', 'double', 'binary', 'repo.nwo', 'uri-template'];

function newAjv(coerceTypes: boolean): Ajv {
  // strict: false because GitHub's schemas are not written for ajv's strict mode
  // (e.g. `required` naming properties declared in an allOf sibling).
  const { Ajv: AjvConstructor } = nodeRequire('ajv') as { Ajv: AjvClass };
  const ajv = new AjvConstructor({
    strict: false,
    allErrors: true,
    coerceTypes,
    validateSchema: false,
  });
  addFormats(ajv);
  for (const format of LENIENT_FORMATS) ajv.addFormat(format, true);
  return ajv;
}

/** Request/response bodies: JSON types are exact. */
function bodyValidatorEngine(): Ajv {
  return workerCache('openapi:ajv-body', () => newAjv(false));
}

/** Path and query values arrive as strings; coercion lets `"30"` satisfy `integer`. */
function paramValidatorEngine(): Ajv {
  return workerCache('openapi:ajv-params', () => newAjv(true));
}

interface OperationValidators {
  path: ValidateFunction;
  query: ValidateFunction;
  knownQuery: Set<string>;
  body?: { validate: ValidateFunction; schema: JsonObject; required: boolean };
}

function validatorCache(): Map<string, OperationValidators> {
  return workerCache('openapi:validators', () => new Map<string, OperationValidators>());
}

function resolveParameter(parameter: ParameterObject | { $ref: string }): ParameterObject {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = loadDescription().components.parameters[name];
  if (!resolved) throw new Error(`unknown parameter ${parameter.$ref}`);
  return resolved;
}

function parametersSchema(parameters: ParameterObject[]): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) required.push(parameter.name);
  }
  return bundleSchema({ type: 'object', properties, required });
}

function compileOperation(operation: Operation): OperationValidators {
  const parameters = (operation.spec.parameters ?? []).map(resolveParameter);
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const validators: OperationValidators = {
    path: paramValidatorEngine().compile(parametersSchema(inPath)),
    query: paramValidatorEngine().compile(parametersSchema(inQuery)),
    knownQuery: new Set(inQuery.map((p) => p.name)),
  };
  const requestBody = operation.spec.requestBody;
  const jsonSchema = requestBody?.content['application/json']?.schema;
  if (jsonSchema) {
    const schema = bundleSchema(jsonSchema);
    const validate = bodyValidatorEngine().compile(schema);
    validators.body = { validate, schema, required: requestBody?.required === true };
  }
  return validators;
}

function validatorsFor(operation: Operation): OperationValidators {
  const key = `${operation.method} ${operation.template}`;
  let validators = validatorCache().get(key);
  if (!validators) {
    validators = compileOperation(operation);
    validatorCache().set(key, validators);
  }
  return validators;
}

/** `/output/annotations/0/annotation_level must be equal to one of the allowed values (...)`. */
function describeErrors(where: string, errors: ErrorObject[] | null | undefined): Problems {
  return (errors ?? []).map((error) => {
    const at = `${where}${error.instancePath}` || '(root)';
    const allowed =
      error.params && 'allowedValues' in error.params
        ? ` (${(error.params.allowedValues as unknown[]).join(', ')})`
        : '';
    return `${at} ${error.message ?? 'is invalid'}${allowed}`;
  });
}

/** Path parameters against their declared schemas (`issue_number` must be an integer, ...). */
export function validatePathParams(operation: Operation, params: Record<string, string>): Problems {
  const { path } = validatorsFor(operation);
  const data = { ...params };
  return path(data) ? [] : describeErrors('path ', path.errors);
}

/**
 * Query parameters against their declared schemas, plus parameters the
 * operation does not declare: GitHub ignores those silently, which hides a
 * misspelt `per_page` — so here they count as a problem.
 */
export function validateQuery(
  operation: Operation,
  query: Record<string, string | string[]>,
): Problems {
  const { query: validate, knownQuery } = validatorsFor(operation);
  const problems = Object.keys(query)
    .filter((name) => !knownQuery.has(name))
    .map((name) => `query parameter "${name}" is not accepted by ${operation.operationId}`);
  const data = { ...query };
  if (!validate(data)) problems.push(...describeErrors('query ', validate.errors));
  return problems;
}

/**
 * A JSON request body against the operation's requestBody schema. Properties
 * the schema does not declare are reported too: GitHub drops them without a
 * word, so a typo (`conclussion`) would otherwise pass unnoticed.
 */
export function validateBody(operation: Operation, body: unknown, present: boolean): Problems {
  const { body: spec } = validatorsFor(operation);
  if (!spec) return [];
  if (!present) return spec.required ? ['request body is required'] : [];
  const problems = spec.validate(body) ? [] : describeErrors('body', spec.validate.errors);
  problems.push(...unknownProperties(spec.schema, body, 'body'));
  return problems;
}

/** True when the operation takes a JSON request body. */
export function acceptsJsonBody(operation: Operation): boolean {
  return validatorsFor(operation).body !== undefined;
}

// ---------------------------------------------------------------------------
// Unknown properties

/**
 * Walks `value` alongside a bundled schema and lists object keys no schema
 * declares. Declared keys are the union of a schema's own `properties` and
 * those of its allOf/anyOf/oneOf branches (lenient: any branch's key is
 * accepted); an object with `additionalProperties` or no declared keys at all
 * is free-form and not checked.
 */
function unknownProperties(bundled: JsonObject, value: unknown, where: string): Problems {
  const definitions = (bundled.definitions ?? {}) as Record<string, JsonObject>;
  const problems: Problems = [];
  const visit = (schema: Json | undefined, data: unknown, at: string, depth: number): void => {
    if (depth > 32 || !isPlainObject(schema)) return;
    const shape = objectShape(schema as JsonObject, definitions, 0);
    if (isPlainObject(data)) {
      for (const [key, child] of Object.entries(data)) {
        const declared = shape.properties[key];
        if (declared !== undefined) visit(declared, child, `${at}/${key}`, depth + 1);
        else if (!isFreeForm(shape))
          problems.push(`${at}/${key} is not a property GitHub accepts here`);
      }
    }
    if (Array.isArray(data) && shape.items !== undefined) {
      data.forEach((item, i) => visit(shape.items, item, `${at}/${i}`, depth + 1));
    }
  };
  visit(bundled, value, where, 0);
  return problems;
}

interface ObjectShape {
  properties: Record<string, Json>;
  /** `additionalProperties` says extra keys are allowed. */
  open: boolean;
  items?: Json;
}

/** Extra keys allowed, or nothing declared so we cannot tell. */
function isFreeForm(shape: ObjectShape): boolean {
  return shape.open || Object.keys(shape.properties).length === 0;
}

function resolveLocalRef(schema: JsonObject, definitions: Record<string, JsonObject>): JsonObject {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops += 1) {
    const name = current.$ref.replace('#/definitions/', '').replace(/~1/g, '/').replace(/~0/g, '~');
    current = definitions[name] ?? {};
  }
  return current;
}

function objectShape(
  raw: JsonObject,
  definitions: Record<string, JsonObject>,
  depth: number,
): ObjectShape {
  const schema = resolveLocalRef(raw, definitions);
  const own = isPlainObject(schema.properties) ? (schema.properties as Record<string, Json>) : {};
  const extra = schema.additionalProperties;
  const shape: ObjectShape = {
    properties: { ...own },
    open: extra !== undefined && extra !== false,
    items: schema.items ?? undefined,
  };
  const hasOwn = Object.keys(own).length > 0;
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[keyword];
    if (!Array.isArray(parts) || depth > 16) continue;
    for (const part of parts) {
      if (!isPlainObject(part)) continue;
      const branch = objectShape(part as JsonObject, definitions, depth + 1);
      shape.properties = { ...branch.properties, ...shape.properties };
      shape.items ??= branch.items;
      // An anyOf branch that says "extra keys allowed" is a constraint on top
      // of the node's own properties (as in checks/update), not a licence.
      if (branch.open && (keyword === 'allOf' || !hasOwn)) shape.open = true;
    }
  }
  return shape;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------
// Responses and examples

const responseValidatorCache = new Map<string, ValidateFunction | null>();

function responseSchema(operation: Operation, status: number): Json | undefined {
  let response: JsonObject | undefined = operation.spec.responses[String(status)];
  if (response && typeof response.$ref === 'string') {
    response =
      loadDescription().components.responses[response.$ref.replace('#/components/responses/', '')];
  }
  const content = response?.content as Record<string, { schema?: Json }> | undefined;
  return content?.['application/json']?.schema;
}

/**
 * Checks a response the fake produced against the description, so the fake
 * itself cannot drift from what Octokit callers are typed against.
 */
export function validateResponse(operation: Operation, status: number, body: unknown): Problems {
  const key = `${operation.method} ${operation.template} ${status}`;
  let validate = responseValidatorCache.get(key);
  if (validate === undefined) {
    const schema = responseSchema(operation, status);
    validate = schema === undefined ? null : bodyValidatorEngine().compile(bundleSchema(schema));
    responseValidatorCache.set(key, validate);
  }
  if (validate === null || validate(body)) return [];
  return describeErrors(`response ${status} `, validate.errors);
}

/** A deep copy of `components.examples[name].value`, used as a response template. */
export function exampleValue<T = unknown>(name: string): T {
  const example = loadDescription().components.examples[name];
  if (!example || example.value === undefined) throw new Error(`no example named ${name}`);
  return structuredClone(example.value) as T;
}
