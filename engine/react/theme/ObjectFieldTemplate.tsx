/**
 * Objects: the root form renders its `ui:layout` sections (engine/core uiLayout) as Blueprint
 * Sections with a two-column grid of fields; nested objects render as a titled fieldset.
 */
import { Section, SectionCard } from '@blueprintjs/core';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { layoutSections } from '../../core/uiLayout';

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

/** rjsf ObjectFieldTemplate for the Blueprint theme. */
export function ObjectFieldTemplate({ properties, uiSchema, title, fieldPathId }: ObjectFieldTemplateProps) {
  const isRoot = fieldPathId.path.length === 0;
  const byName = new Map(properties.map((p) => [p.name, p]));
  const sections = layoutSections(getUiOptions(uiSchema).layout, properties.map((p) => p.name));
  if (sections) {
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
  if (isRoot) return <Grid properties={properties} />;
  return (
    <fieldset className="bo-fieldset" id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      <Grid properties={properties} />
    </fieldset>
  );
}
