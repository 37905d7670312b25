import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index.ts';
import { line, stripControls, text } from './text.ts';

const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
const CONTROLS = [...C0, '\u007f'];
const MULTILINE_WHITESPACE = new Set(['\t', '\n', '\r']);
/** Controls no accepted value may carry, whatever the field. */
const NEVER = CONTROLS.filter((char) => !MULTILINE_WHITESPACE.has(char));

/** Field names whose values are secrets: hashed, never stored or shown as text, so any character may be in them. */
const SECRETS = new Set(['password', 'passwordConfirmation', 'newPassword', 'currentPassword']);

/** Schemas of what comes in: bodies, queries, params, headers, and the field schemas they are built from. */
const INPUT_NAME = /(Body|Input|Query|Params|Headers|Fields|Patch)Schema$/;
const INPUT_FIELDS = [
  'CartAddSchema',
  'CartUpdateSchema',
  'CodeSchema',
  'ContactPhoneSchema',
  'EmailSchema',
  'NameSchema',
  'OrderCreateSchema',
  'OrderUpdateSchema',
  'PhoneSchema',
  'RequisitesSchema',
  'SlugSchema',
  'TagSchema',
  'VerificationTokenSchema',
];

/** Named like an input, but what the API answers. */
const OUTPUTS = new Set(['ErrorBodySchema']);

function inputSchemas(): Array<[string, z.ZodType]> {
  const found: Array<[string, z.ZodType]> = [];
  for (const [name, value] of Object.entries(domain as Record<string, unknown>)) {
    if (!(value instanceof z.ZodType) || OUTPUTS.has(name)) continue;
    if (INPUT_NAME.test(name) || INPUT_FIELDS.includes(name)) found.push([name, value]);
  }
  return found;
}

const PASS_THROUGH = new Set(['unknown', 'any', 'transform']);

/** Whether `schema` is a pass-through one, perhaps made optional, nullable or defaulted. */
function passesThrough(schema: z.ZodType): boolean {
  const def = schema._zod.def as unknown as { type: string; innerType?: z.ZodType };
  if (PASS_THROUGH.has(def.type)) return true;
  return def.innerType instanceof z.ZodType && passesThrough(def.innerType);
}

/**
 * Every schema inside `schema` (itself included) that must hold on its own, with the path that leads to
 * it; secrets left out. The input side of a pipe is not checked alone (its transform may clean it, as a
 * forgiving query does; the pipe is checked whole) down to the next object, whose fields are.
 */
function walk(schema: z.ZodType, path: string, found: Array<[string, z.ZodType]>, self = true): void {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  // Alone these take anything by design (`unknown` before a transform, a transform's function).
  if (self && !passesThrough(schema)) found.push([path, schema]);
  const visit = (child: unknown, at: string, checkSelf = self) => {
    if (child instanceof z.ZodType) walk(child, at, found, checkSelf);
  };
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries((schema as z.ZodObject).shape)) {
        if (!SECRETS.has(key)) visit(child, `${path}.${key}`, true);
      }
      break;
    case 'array':
      visit(def.element, `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) visit(option, `${path}|`);
      break;
    case 'pipe':
      visit(def.in, `${path}>in`, false);
      visit(def.out, `${path}>out`);
      break;
    case 'intersection':
      visit(def.left, path);
      visit(def.right, path);
      break;
    case 'record':
      visit(def.valueType, `${path}{}`);
      break;
    default:
      // optional, nullable, default, catch, readonly…: one inner schema.
      visit(def.innerType, path);
  }
}

/** Every string in a parsed value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Values that pass many fields when clean (names, phones, e-mails, slugs, INNs…), with a control put inside. */
const SEEDS = [
  'Ирина Швейная',
  "O'zbekiston",
  'ООО «Трикотаж»',
  '79991234567',
  '+7 (999) 123-45-67',
  'buyer@shop.ru',
  'kashkorse',
  'futer-3-nitka',
  'Красный',
  '7707083893',
  '044525225',
  'Москва, ул. Тверская, 1',
  'ru',
  '12',
  'a',
];
const withControl = fc
  .tuple(fc.constantFrom(...SEEDS), fc.nat(), fc.constantFrom(...CONTROLS), fc.boolean())
  .map(([seed, at, control, twice]) => {
    const i = at % (seed.length + 1);
    const once = `${seed.slice(0, i)}${control}${seed.slice(i)}`;
    return twice ? `${once}${control}` : once;
  });
const anyString = fc.string({ unit: fc.constantFrom(...CONTROLS, 'a', 'Я', '7', ' ', '@', '.', '-', '+') });

describe('text fields', () => {
  it('refuses every C0 control and DEL in one line, and keeps tab, LF and CR in several', () => {
    for (const char of CONTROLS) {
      expect(line().safeParse(`a${char}b`).success, JSON.stringify(char)).toBe(false);
      expect(text().safeParse(`a${char}b`).success, JSON.stringify(char)).toBe(MULTILINE_WHITESPACE.has(char));
    }
    expect(line().parse('Oʻzbekiston — «Трикотаж» №1')).toBe('Oʻzbekiston — «Трикотаж» №1');
    expect(text().parse('Первая строка\r\n\tвторая')).toBe('Первая строка\r\n\tвторая');
  });

  it('answers a refused control with VALIDATION_FAILED, whatever the field says about its own mistakes', () => {
    const result = domain.ProfileBodySchema.safeParse({ name: 'Ирина\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['VALIDATION_FAILED']);
    expect(domain.NameSchema.safeParse('').error?.issues[0]?.message).toBe('NAME_REQUIRED');
  });

  it('drops controls and lone surrogates from forgiving query values', () => {
    expect(stripControls('\u0000fu\u0001ter\u0085\ud800')).toBe('futer');
  });

  it('refuses NUL in the profile, the user search and the order desk’s customer filter', () => {
    expect(domain.ProfileBodySchema.safeParse({ company: 'ООО\u0000' }).success).toBe(false);
    expect(domain.ProfileBodySchema.safeParse({ address: 'Москва\u0000' }).success).toBe(false);
    expect(domain.UserListQuerySchema.safeParse({ search: '\u0000' }).success).toBe(false);
    expect(domain.OrderListQuerySchema.safeParse({ customer: '\u0000' }).success).toBe(false);
    expect(domain.OrderCreateSchema.safeParse({ comment: 'Позвоните\u0000' }).success).toBe(false);
    expect(domain.OrderCreateSchema.parse({ comment: 'Позвоните\r\nзаранее' }).comment).toBe('Позвоните\r\nзаранее');
  });

  it('lets no C0 control but tab, LF and CR through any input schema of the domain', () => {
    const schemas = inputSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const nodes: Array<[string, z.ZodType]> = [];
    for (const [name, schema] of schemas) walk(schema, name, nodes);
    expect(nodes.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.oneof(withControl, anyString), (value) => {
        for (const [path, node] of nodes) {
          const parsed = node.safeParse(value);
          if (!parsed.success) continue;
          for (const out of strings(parsed.data)) {
            const bad = [...out].find((char) => NEVER.includes(char));
            expect(bad, `${path} accepted ${JSON.stringify(value)} as ${JSON.stringify(out)}`).toBeUndefined();
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
