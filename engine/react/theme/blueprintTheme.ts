/**
 * Our rjsf theme on Blueprint: registries of templates and widgets by rjsf's names (as rjsf's own
 * `getDefaultRegistry` does). Pass `templates`, `widgets` and `translateString` to `<Form>`.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate';
import { CheckboxWidget } from './CheckboxWidget';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SelectWidget } from './SelectWidget';
import { SubmitButton } from './SubmitButton';
import { DescriptionFieldTemplate, ErrorListTemplate, FieldErrorTemplate, FieldHelpTemplate, TitleFieldTemplate } from './silentTemplates';
import { TextareaWidget } from './TextareaWidget';
import { translateString } from './translateString';

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']> } = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ButtonTemplates: { SubmitButton: SubmitButton as TemplatesType['ButtonTemplates']['SubmitButton'] },
};

export const widgets: RegistryWidgetsType = {
  CheckboxWidget,
  SelectWidget,
  TextareaWidget,
};

export const blueprintTheme = { templates, widgets, translateString } as const;
