import {
  deepEquals,
  hashForSchema,
  ID_KEY,
  JUNK_OPTION_ID,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/**
 * RJSF's precompiled validator for one step. Besides the step's schema it answers for the
 * sub-schemas RJSF asks about and for the lists' item schemas (the chips widget checks each
 * text against them). Should anything else be asked (a build that missed a sub-schema), the
 * full validator answers (step-validation.ts loads it then); until it is there, the question
 * counts as not passed and data as without errors: the server checks every step anyway.
 */
export class PrecompiledStepValidator implements ValidatorType {
  private readonly validators = new WeakMap<RJSFSchema, ValidatorType>();
  private readonly validateFns: ValidatorFunctions;
  private readonly rootSchema: RJSFSchema;
  private readonly missed: () => ValidatorType | null;

  /** `missed`: the validator for what was not precompiled, or null while it loads. */
  constructor(validateFns: ValidatorFunctions, rootSchema: RJSFSchema, missed: () => ValidatorType | null) {
    this.validateFns = validateFns;
    this.rootSchema = rootSchema;
    this.missed = missed;
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const validator = this.validatorFor(schema) ?? this.missed();
    if (validator === null) return { errors: [], errorSchema: {} };
    return validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
  }

  rawValidation: ValidatorType['rawValidation'] = (schema, formData) => {
    const validator = this.validatorFor(schema) ?? this.missed();
    return validator === null ? {} : validator.rawValidation(schema, formData);
  };

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    if (rootSchema !== this.rootSchema && !deepEquals(rootSchema, this.rootSchema)) {
      return this.missed()?.isValid(schema, formData, rootSchema) ?? false;
    }
    const key = schema[ID_KEY] ?? hashForSchema(schema);
    if (key === JUNK_OPTION_ID) return false;
    const validate = this.validateFns[key];
    if (validate === undefined) return this.missed()?.isValid(schema, formData, rootSchema) ?? false;
    return validate(formData);
  }

  /** RJSF's precompiled validator with `schema` as its root, if the build compiled it as one. */
  private validatorFor(schema: RJSFSchema): ValidatorType | null {
    const known = this.validators.get(schema);
    if (known !== undefined) return known;
    const target = schema === this.rootSchema || deepEquals(schema, this.rootSchema) ? this.rootSchema : schema;
    if (this.validateFns[target[ID_KEY] ?? hashForSchema(target)] === undefined) return null;
    const validator = createPrecompiledValidator(this.validateFns, target);
    this.validators.set(schema, validator);
    return validator;
  }
}
