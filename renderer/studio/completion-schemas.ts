// What the studio's editors complete and check against (issue 9): JSON Schema's own meta-schema
// for a step's schema (draft-07: one self-contained file the completion can walk), and a sketch of
// RJSF's uiSchema with our widgets and fields by name.
import metaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { CUSTOM_FIELD_NAMES, CUSTOM_WIDGET_NAMES } from '../wizard/widgets.ts';

const RJSF_WIDGETS = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'radio',
  'select',
  'checkbox',
  'checkboxes',
  'date',
  'hidden',
  'updown',
  'range',
  'color',
  'file',
];

const uiOptions = {
  'ui:widget': { description: 'The widget that draws the field', enum: [...RJSF_WIDGETS, ...CUSTOM_WIDGET_NAMES] },
  'ui:field': { description: 'A field of ours that draws the whole value', enum: CUSTOM_FIELD_NAMES },
  'ui:order': { description: 'The order of the fields ("*" for the rest)', type: 'array', items: { type: 'string' } },
  'ui:placeholder': { type: 'string' },
  'ui:help': { type: 'string' },
  'ui:title': { type: 'string' },
  'ui:description': { type: 'string' },
  'ui:autofocus': { type: 'boolean' },
  'ui:disabled': { type: 'boolean' },
  'ui:readonly': { type: 'boolean' },
  'ui:label': { type: 'boolean' },
  'ui:options': { description: "The widget's options", type: 'object' },
  'ui:classNames': { type: 'string' },
} as const;

const uiSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  definitions: {
    field: { type: 'object', properties: uiOptions, additionalProperties: { $ref: '#/definitions/field' } },
  },
  type: 'object',
  properties: uiOptions,
  additionalProperties: { $ref: '#/definitions/field' },
};

export const COMPLETION_SCHEMAS = { stepSchema: metaSchema as object, uiSchema: uiSchema as object } as const;
