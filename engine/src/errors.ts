export interface FieldError {
  /** Dotted path of the field, e.g. `custodialParentIncome` or `answers.emergency_fund`. */
  path: string;
  message: string;
}

/** Input that fails a calculator's schema: carries the form's own messages, field by field. */
export class EngineValidationError extends Error {
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super(errors.map((e) => `${e.path}: ${e.message}`).join('; '));
    this.name = 'EngineValidationError';
    this.errors = errors;
  }
}
