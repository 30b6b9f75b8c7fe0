/**
 * Objects: the root form renders its `ui:tabs` as Blueprint Tabs (engine/react/form/FormTabs) and,
 * inside the form or each tab, its `ui:layout` sections (engine/core uiLayout) as Blueprint
 * Sections with a two-column grid of fields; nested objects render as a titled fieldset.
 */
import { Section, SectionCard } from '@blueprintjs/core';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { layoutSections, layoutTabs } from '../../core/uiLayout';
import { FormTabs, type FormTabsContext } from '../form/FormTabs';

function Grid({ properties }: { properties: readonly ObjectFieldTemplatePropertyType[] }) {
  const shown = properties.filter((p) => !p.hidden);
  const hidden = properties.filter((p) => p.hidden);
  return (
    <>
      <div className="bo-form-grid">
        {shown.map((p) => (
          <div key={p.name} className="bo-form-cell">
            {p.content}
          </div>
        ))}
      </div>
      {hidden.map((p) => (
        <div key={p.name} hidden>
          {p.content}
        </div>
      ))}
    </>
  );
}

/** The `ui:layout` sections of some properties, or null when the layout places none of them. */
function Sections({ layout, properties }: { layout: unknown; properties: readonly ObjectFieldTemplatePropertyType[] }) {
  const byName = new Map(properties.map((p) => [p.name, p]));
  const sections = layoutSections(layout, properties.map((p) => p.name));
  if (!sections) return <Grid properties={properties} />;
  return (
    <div className="bo-form-sections">
      {sections.map((section, index) => {
        const props = section.fields.map((f) => byName.get(f)!);
        if (props.every((p) => p.hidden)) return <Grid key={index} properties={props} />;
        return (
          <Section key={section.title || index} title={section.title || undefined} className="bo-form-section" compact>
            <SectionCard>
              <Grid properties={props} />
            </SectionCard>
          </Section>
        );
      })}
    </div>
  );
}

/** rjsf ObjectFieldTemplate for the Blueprint theme. */
export function ObjectFieldTemplate({ properties, uiSchema, title, fieldPathId, errorSchema, registry }: ObjectFieldTemplateProps) {
  const isRoot = fieldPathId.path.length === 0;
  const options = getUiOptions(uiSchema);
  const tabs = isRoot ? layoutTabs(uiSchema?.['ui:tabs'], properties.map((p) => p.name)) : null;
  if (tabs) {
    const context = (registry.formContext as { tabs?: FormTabsContext } | undefined)?.tabs;
    const byName = new Map(properties.map((p) => [p.name, p]));
    return <FormTabs tabs={tabs} byName={byName} errorSchema={errorSchema} context={context} renderPanel={(props) => <Sections layout={options.layout} properties={props} />} />;
  }
  if (isRoot || layoutSections(options.layout, properties.map((p) => p.name))) return <Sections layout={options.layout} properties={properties} />;
  return (
    <fieldset className="bo-fieldset" id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      <Grid properties={properties} />
    </fieldset>
  );
}
