import type { Type } from '@nestjs/common';
import { defaultMetadataStorage as transformerMetadata } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, ValidationTypes, type ValidationArguments } from 'class-validator';

/**
 * A DTO check compiled once per class: the class-validator rules read from its metadata, ready to
 * run. It answers the DTO instance that `plainToInstance` would build when every rule passes, and
 * `undefined` when it cannot vouch for the value (a rule failed, an unknown or non-primitive
 * property): the full class-validator path then decides and reports the errors.
 */
export type DtoCheck = (value: unknown) => object | undefined;

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

interface Rule {
  metadata: ValidationMetadata;
  validate: (value: unknown, args: ValidationArguments) => unknown;
}

interface PropertyRules {
  name: string;
  /** @IsOptional() and @ValidateIf(): the property's rules run only when all of them hold. */
  conditions: ((object: object, value: unknown) => boolean)[];
  rules: Rule[];
}

/**
 * Compiles the check of a DTO class, or answers null when the class needs what only the full path
 * does: nested or promised values, async or grouped rules, class-transformer decorators
 * (@Type, @Transform, @Expose, @Exclude), accessors or methods named like a property.
 *
 * The compiled check follows class-validator's ValidationExecutor for what it accepts (options
 * `whitelist` and `forbidNonWhitelisted`, no groups): every own property of the instance must have
 * rules; a property whose conditions hold must pass each of its rules. Values are primitives only,
 * which `plainToInstance` copies as they are.
 */
export function compileDtoCheck(metatype: Type): DtoCheck | null {
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(metatype, '', false, false, undefined);
  if (metadatas.length === 0) return null; // class-validator's forbidUnknownValues error
  if (transformerMetadata.getStrategy(metatype) !== 'none') return null;
  if (transformerMetadata.getExposedMetadatas(metatype).length > 0) return null;
  if (transformerMetadata.getExcludedMetadatas(metatype).length > 0) return null;

  const properties: PropertyRules[] = [];
  for (const [name, list] of Object.entries(storage.groupByPropertyName(metadatas))) {
    if (hasPrototypeMember(metatype, name)) return null;
    if (transformerMetadata.findTypeMetadata(metatype, name)) return null;
    if (transformerMetadata.findTransformMetadatas(metatype, name, 1 /* PLAIN_TO_CLASS */).length > 0) {
      return null;
    }
    const property: PropertyRules = { name, conditions: [], rules: [] };
    for (const metadata of list) {
      if (metadata.groups?.length || metadata.always !== undefined) return null;
      switch (metadata.type) {
        case ValidationTypes.WHITELIST:
          break;
        case ValidationTypes.CONDITIONAL_VALIDATION:
          property.conditions.push(metadata.constraints[0] as PropertyRules['conditions'][number]);
          break;
        case ValidationTypes.IS_DEFINED:
        case ValidationTypes.CUSTOM_VALIDATION:
          for (const constraint of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
            if (constraint.async) return null;
            const instance = constraint.instance as { validate: Rule['validate'] };
            property.rules.push({ metadata, validate: instance.validate.bind(instance) });
          }
          break;
        default:
          return null; // nested and promise validation
      }
    }
    properties.push(property);
  }
  const known = new Set(properties.map((property) => property.name));

  return (value) => {
    if (!isPlainObject(value)) return undefined;
    const object = new metatype() as Record<string, unknown>;
    for (const key of Object.keys(value)) {
      const field = (value as Record<string, unknown>)[key];
      if (!known.has(key) || !isPrimitive(field)) return undefined;
      object[key] = field;
    }
    for (const key of Object.keys(object)) if (!known.has(key)) return undefined; // forbidNonWhitelisted
    for (const { name, conditions, rules } of properties) {
      const field = object[name];
      if (!conditions.every((condition) => condition(object, field))) continue;
      for (const { metadata, validate } of rules) {
        if (metadata.validateIf && !metadata.validateIf(object, field)) continue;
        const args: ValidationArguments = {
          targetName: metatype.name,
          property: name,
          object,
          value: field,
          constraints: metadata.constraints,
        };
        if (validate(field, args) !== true) return undefined; // a promise, too, is left to the full path
      }
    }
    return object;
  };
}

function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/** An accessor or method of the class (or an ancestor) named like the property. */
function hasPrototypeMember(metatype: Type, name: string): boolean {
  for (let prototype = metatype.prototype as object | null; prototype && prototype !== Object.prototype;) {
    if (Object.getOwnPropertyDescriptor(prototype, name)) return true;
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  return false;
}
