/**
 * Form benchmark, plain rjsf given the engine's one-tab layout: @rjsf/core's Form (default theme,
 * ajv8 validator, controlled the usual way) whose root object template shows a tab bar and only
 * the first tab's fields, as a team would build tabs on rjsf; the engine's CSS is loaded too.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../../../app/styles.css';
import Form from '@rjsf/core';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TYPED_FIELD, benchRecordData, benchSchema, benchTabs } from '../generatedModule';
import { markReadyWhen, measureInputLatency } from './latencyProbe';

const schema = benchSchema as unknown as RJSFSchema;

function TabbedObject({ properties }: ObjectFieldTemplateProps) {
  const [active, setActive] = useState(0);
  const shown = new Set(benchTabs[active].fields);
  return (
    <div>
      <div role="tablist">
        {benchTabs.map((tab, i) => (
          <button key={tab.title} type="button" role="tab" aria-selected={i === active} onClick={() => setActive(i)}>
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel">{properties.filter((p) => shown.has(p.name)).map((p) => p.content)}</div>
    </div>
  );
}

const uiSchema: UiSchema = { 'ui:ObjectFieldTemplate': TabbedObject };

function TabForm() {
  const [formData, setFormData] = useState<Record<string, unknown>>(benchRecordData);
  return <Form schema={schema} uiSchema={uiSchema} validator={validator} formData={formData} onChange={(e) => setFormData(e.formData)} />;
}

measureInputLatency();
markReadyWhen(() => !!document.getElementById(`root_${TYPED_FIELD}`));
createRoot(document.getElementById('root')!).render(
  <div lang="es" className="bo-story">
    <TabForm />
  </div>,
);
