import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { RecordAttemptDto } from '../../modules/practice/dto/record-attempt.dto.js';
import { compileDtoCheck } from './dto-check.js';
import { AppValidationPipe } from './validation.js';

/** Every DTO class of the API (the files under src/modules/<module>/dto). */
async function allDtoClasses(): Promise<Type[]> {
  const modules = join(import.meta.dirname, '../../modules');
  const classes: Type[] = [];
  for (const module of readdirSync(modules)) {
    const dir = join(modules, module, 'dto');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.dto.ts'))) {
      const exported = (await import(join(dir, file))) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (typeof value === 'function' && propertiesOf(value as Type).length > 0)
          classes.push(value as Type);
      }
    }
  }
  return classes;
}

function propertiesOf(metatype: Type): string[] {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(metatype, '', false, false, undefined);
  return [...new Set(metadatas.map((metadata) => metadata.propertyName))];
}

/** Values of every kind the API's fields take, valid for some fields and not for others. */
const SAMPLES: unknown[] = [
  '',
  'a',
  ' padded ',
  'x'.repeat(300),
  'black-2S',
  'red-KH',
  '2026-11-22',
  '2026-02-30',
  '2026-11-22T18:05:00.000Z',
  'player@example.com',
  'Player@Example.COM',
  'corner-pocket-bench-42',
  '8f1d0b0e-4a3b-4a51-9b7e-3c2f8d7a6b5c',
  'SPRING25',
  '123456',
  'black',
  'true',
  '30',
  0,
  1,
  -1,
  30,
  2.5,
  1e9,
  true,
  false,
  null,
  undefined,
  [],
  ['a'],
  {},
  { a: 1 },
];

/** The pipe as Nest ships it, with our options: the reference the fast path must agree with. */
const reference = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors: ValidationError[]) => errors,
});

async function referenceOutcome(
  metatype: Type,
  value: unknown,
): Promise<{ ok: true; dto: unknown } | { ok: false; fields: string[] }> {
  try {
    return { ok: true, dto: await reference.transform(asParsed(value), meta(metatype)) };
  } catch (errors) {
    return { ok: false, fields: (errors as ValidationError[]).map((error) => error.property) };
  }
}

/** The value as the JSON body parser hands it over (objects of this realm). */
const asParsed = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const meta = (metatype: Type): ArgumentMetadata => ({ type: 'body', metatype, data: undefined });

function withValue(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

describe('compileDtoCheck', () => {
  it('agrees with class-validator on every DTO of the API: it never vouches for a value the full path refuses', async () => {
    const classes = await allDtoClasses();
    expect(classes.length).toBeGreaterThan(10);
    let vouched = 0;
    for (const metatype of classes) {
      const check = compileDtoCheck(metatype);
      if (!check) continue;
      const properties = propertiesOf(metatype);
      // the samples each property accepts on its own, then values built from them
      const accepted = new Map<string, unknown[]>();
      for (const property of properties) {
        const fine: unknown[] = [];
        for (const sample of SAMPLES) {
          const outcome = await referenceOutcome(metatype, withValue({}, property, sample));
          if (outcome.ok || !outcome.fields.includes(property)) fine.push(sample);
        }
        accepted.set(property, fine);
      }
      const valid: Record<string, unknown>[] = [];
      for (let round = 0; round < 8; round++) {
        let value: Record<string, unknown> = {};
        for (const property of properties) {
          const fine = accepted.get(property) ?? [];
          value = withValue(value, property, fine[(round * 7 + property.length) % Math.max(fine.length, 1)]);
        }
        valid.push(value);
      }
      const candidates = valid.flatMap((value) => [
        value,
        { ...value, unexpected: 'x' },
        ...properties.flatMap((property) => SAMPLES.map((sample) => withValue(value, property, sample))),
      ]);
      for (const value of candidates) {
        const dto = check(asParsed(value));
        if (!dto) continue;
        vouched++;
        const outcome = await referenceOutcome(metatype, value);
        expect({ dto: metatype.name, value, accepted: outcome.ok }).toEqual({
          dto: metatype.name,
          value,
          accepted: true,
        });
        if (outcome.ok) {
          expect(dto).toBeInstanceOf(metatype);
          expect(dto).toEqual(outcome.dto);
        }
      }
    }
    expect(vouched).toBeGreaterThan(100);
  });

  it('compiles the practice attempt body, and leaves DTOs with class-transformer decorators to the full path', async () => {
    const check = compileDtoCheck(RecordAttemptDto);
    expect(check).not.toBeNull();
    const body = { cardId: 'black-2S', success: true, localDate: '2026-11-22' };
    expect(check?.(body)).toEqual(Object.assign(new RecordAttemptDto(), body));
    expect(check?.({ ...body, success: 'yes' })).toBeUndefined();
    expect(check?.({ ...body, attemptId: 'not-a-uuid' })).toBeUndefined();
    expect(check?.({ ...body, extra: 1 })).toBeUndefined();
    expect(check?.([body])).toBeUndefined();

    const { ListSessionsQueryDto } = await import('../../modules/practice/dto/practice-queries.dto.js');
    expect(compileDtoCheck(ListSessionsQueryDto)).toBeNull(); // @Type(() => Number)
  });
});

describe('AppValidationPipe', () => {
  const pipe = new AppValidationPipe();

  it('hands the handler the DTO instance on the fast path', async () => {
    const dto = await pipe.transform(
      { cardId: 'red-KH', success: false, localDate: '2026-11-22' },
      meta(RecordAttemptDto),
    );
    expect(dto).toBeInstanceOf(RecordAttemptDto);
    expect(dto).toMatchObject({ cardId: 'red-KH', success: false, localDate: '2026-11-22' });
  });

  it('answers 400 VALIDATION_FAILED with each field and reason, as the full path words them', async () => {
    await expect(
      pipe.transform(
        { cardId: 'red-KH', success: 'no', localDate: '22/11/2026', extra: 1 },
        meta(RecordAttemptDto),
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        { field: 'success', message: 'must be a boolean value' },
        { field: 'localDate', message: 'must be a date written YYYY-MM-DD' },
        { field: 'extra', message: 'property extra should not exist' },
      ]),
    });
  });
});
