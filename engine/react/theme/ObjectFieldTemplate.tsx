/**
 * Objects: the root form renders its `ui:tabs` as Blueprint Tabs (engine/react/form/FormTabs) and,
 * inside the form or each tab, its `ui:layout` sections (engine/core uiLayout) as Blueprint
 * Sections with a two-column grid of fields; nested objects render as a titled fieldset. A tab's
 * related-records panel lists the records linked to the form's saved record (formContext `owner`).
 */
import { NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import './blueprintLater.css';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { layoutSections, layoutTabs } from '../../core/uiLayout';
import { t } from '../../core/messages';
import type { RelatedPanel } from '../../core/related/relatedPanel';
import type { FormContext, FormOwner } from '../form/formContext';
import { FormTabs } from '../form/FormTabs';

// A related-records panel opens its records in forms of this theme: the form nests itself, so the
// panel is imported when first shown, not at start (a static import closed an import cycle:
// theme → panel → record dialog → form → theme; tests/unit/importCycles.test.ts).
const RelatedRecordsPanel = lazy(() => import('../related/RelatedRecordsPanel').then((m) => ({ default: m.RelatedRecordsPanel })));

function Related({ panel, owner }: { panel: RelatedPanel; owner: FormOwner | undefined }) {
  if (!owner) return <NonIdealState icon="floppy-disk" className="bo-list-state" description={t('related.saveFirst')} />;
  return (
    <Suspense fallback={<Spinner size={20} />}>
      <RelatedRecordsPanel panel={panel} ownerId={owner.id} readOnly={owner.readOnly} />
    </Suspense>
  );
}

function Grid({ properties }: { properties: readonly ObjectFieldTemplatePropertyType[] }) {
  const shown = properties.filter((p) => !p.hidden);
  const hidden = properties.filter((p) => p.hidden);
  // A section whose fields are all hidden leaves no empty grid behind (it would add a gap between the sections around it).
  return (
    <>
      {shown.length > 0 && (
        <div className="bo-form-grid">
          {shown.map((p) => (
            <div key={p.name} className="bo-form-cell">
              {p.content}
            </div>
          ))}
        </div>
      )}
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
  const sections = layoutSections(
    layout,
    properties.map((p) => p.name),
  );
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
  const tabs = isRoot
    ? layoutTabs(
        uiSchema?.['ui:tabs'],
        properties.map((p) => p.name),
      )
    : null;
  if (tabs) {
    const { tabs: context, owner }: FormContext = registry.formContext ?? {};
    const byName = new Map(properties.map((p) => [p.name, p]));
    return (
      <FormTabs
        tabs={tabs}
        byName={byName}
        errorSchema={errorSchema}
        context={context}
        renderPanel={(props) => <Sections layout={options.layout} properties={props} />}
        renderRelated={(panel) => <Related panel={panel} owner={owner} />}
      />
    );
  }
  if (
    isRoot ||
    layoutSections(
      options.layout,
      properties.map((p) => p.name),
    )
  )
    return <Sections layout={options.layout} properties={properties} />;
  return (
    <fieldset className="bo-fieldset" id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      <Grid properties={properties} />
    </fieldset>
  );
}
