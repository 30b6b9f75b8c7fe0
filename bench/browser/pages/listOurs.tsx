/** List benchmark, ours: the engine's ListScreen (RecordTable) showing 10,000 records on one page. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../../../app/styles.css';
import { createRoot } from 'react-dom/client';
import { ListScreen } from '../../../engine/react/list/ListScreen';
import { LIST_ROWS, benchListData } from '../generatedModule';
import { BenchEngine, listScreen } from './BenchEngine';
import { markReadyWhen } from './latencyProbe';

markReadyWhen(() => document.querySelectorAll('tbody tr').length === LIST_ROWS);
createRoot(document.getElementById('root')!).render(
  <div lang="es" className="bo-story">
    <BenchEngine route="/viajes" path="/viajes" list={benchListData()}>
      <ListScreen screen={listScreen} />
    </BenchEngine>
  </div>,
);
