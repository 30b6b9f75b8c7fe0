/** Form benchmark, ours: the engine's FormScreen (RecordForm, Blueprint theme, widgets, config) editing the generated record. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../../../app/styles.css';
import { createRoot } from 'react-dom/client';
import { FormScreen } from '../../../engine/react/form/FormScreen';
import { TYPED_FIELD, benchRecordData } from '../generatedModule';
import { BenchEngine, formScreen } from './BenchEngine';
import { markReadyWhen, measureInputLatency } from './latencyProbe';

measureInputLatency();
markReadyWhen(() => !!document.getElementById(`root_${TYPED_FIELD}`));
createRoot(document.getElementById('root')!).render(
  <div lang="es" className="bo-story">
    <BenchEngine route="/viajes/editar/1" path="/viajes/editar/:id" form={benchRecordData()}>
      <FormScreen screen={formScreen} id={1} />
    </BenchEngine>
  </div>,
);
