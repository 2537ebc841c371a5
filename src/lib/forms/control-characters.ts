import { controlCharacterPath, hasControlCharacters } from '@/lib/validation/control-characters'

/**
 * The field of a posted page form (a server action, with or without JavaScript) that holds a
 * control character, or undefined. Read by src/proxy.ts before Next runs the action, so every form
 * is covered in one place: a NUL in a name or a note otherwise reached the database, which refused
 * it (issue 32 §5). Files are not text and are not read; a body that cannot be read is left to Next.
 */
export async function formControlCharacterField(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      const form = await request.clone().formData()
      for (const [name, value] of form) {
        if (hasControlCharacters(name) || (typeof value === 'string' && hasControlCharacters(value))) return fieldName(name)
      }
      return undefined
    }
    // An action called from the browser with plain values: React sends its arguments as JSON text.
    if (request.headers.has('next-action')) {
      const text = await request.clone().text()
      let value: unknown = text
      try {
        value = JSON.parse(text)
      } catch {
        // not JSON: checked as the text it is
      }
      return controlCharacterPath(value)
    }
  } catch {
    return undefined
  }
  return undefined
}

/** React sends a form's fields from the browser as `1_name`: the visitor knows the field as `name`. */
const fieldName = (name: string) => name.replace(/^\d+_/, '').replace(/[\u0000-\u001f\u007f]/g, '') || 'the form'
