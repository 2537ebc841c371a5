'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { get, useForm, useWatch, type FieldErrors, type FieldPath, type FieldPathValue, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { core } from 'zod/mini'

/*
 * The kit's hold on react-hook-form: the only module that imports it (eslint.config.mjs keeps it
 * so). A form that checks each field as the visitor leaves it gets its form object here, checked by
 * the same zod schema its server action parses with.
 */

/** A form checked field by field: react-hook-form's form object (register, trigger, setError, handleSubmit...). */
export type SchemaForm<Input extends FieldValues, Output = Input> = UseFormReturn<Input, unknown, Output>

/** The messages a schema form holds, by field; nested like the fields ("quantities.0"). */
export type SchemaFormErrors<Input extends FieldValues = FieldValues> = FieldErrors<Input>

export type SchemaFormOptions<Input extends FieldValues, Output = Input> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>

/**
 * A form checked in the browser by `schema`, field by field: when and how it checks (`mode`,
 * `reValidateMode`), its starting values and the server's messages (`errors`) are react-hook-form's
 * options. The schema is the one the server action parses with, so both give the same messages.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>(
  schema: core.$ZodType<Output, Input>,
  options: SchemaFormOptions<Input, Output>,
): SchemaForm<Input, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) })
}

/** A field's value, the component drawn again as it changes (a running total that follows the quantities). */
export function useFieldValue<Input extends FieldValues, Output, Name extends FieldPath<Input>>(form: SchemaForm<Input, Output>, name: Name): FieldPathValue<Input, Name> {
  return useWatch({ control: form.control, name })
}

/** The message at a field's path ("email", "quantities.0"), if it has one. */
export function errorAt(errors: SchemaFormErrors, path: string): { message?: string } | undefined {
  return get(errors, path) as { message?: string } | undefined
}

/**
 * The server action's messages by field, as the form's `errors` option takes them. Build it once per
 * answer (useMemo on the action's state): a new object on every render sets the messages again on
 * every render, without end.
 */
export function serverErrors(messages: Record<string, string>): SchemaFormErrors {
  return Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'server', message }]))
}
