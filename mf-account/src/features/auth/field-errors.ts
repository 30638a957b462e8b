export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a zod safeParse returns, as far as form messages go. */
type CheckResult =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The first message of each failing field, keyed by field name. */
export function fieldErrors<Field extends string>(result: CheckResult): FieldErrors<Field> {
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
