/** Form benchmark, plain rjsf: @rjsf/core's Form with its default theme and the ajv8 validator, controlled the usual way. */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TYPED_FIELD, benchRecordData, benchSchema } from '../generatedModule';
import { markReadyWhen, measureInputLatency } from './latencyProbe';

const schema = benchSchema as unknown as RJSFSchema;

function PlainForm() {
  const [formData, setFormData] = useState<Record<string, unknown>>(benchRecordData);
  return <Form schema={schema} validator={validator} formData={formData} onChange={(e) => setFormData(e.formData)} />;
}

measureInputLatency();
markReadyWhen(() => !!document.getElementById(`root_${TYPED_FIELD}`));
createRoot(document.getElementById('root')!).render(<PlainForm />);
