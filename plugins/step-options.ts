/**
 * Options of the remark and rehype steps, validated as Docusaurus validates a plugin's (Joi, from
 * @docusaurus/utils-validation): a misspelt or unexpected option fails the build naming the step,
 * instead of being ignored. Steps without options accept none.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {ObjectSchema} from 'joi';

/** No options: `[remarkRules]` is fine, `[remarkRules, {strict: true}]` fails. */
export const NO_OPTIONS = Joi.object({});

export function validateStepOptions<T>(step: string, schema: ObjectSchema<T>, options: unknown): T {
  const {value, error} = schema.validate(options ?? {}, {abortEarly: false});
  if (error) throw new Error(`${step}: invalid options: ${error.message}`, {cause: error});
  return value as T;
}
