/** A text filter: typed, searched on submit; the minimum length message shows under the box (SHR-15). */
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { t } from '../../../core/messages';
import { filterId, type FilterViewProps } from './FilterProps';

export function TextFilter({ filter, controller }: FilterViewProps) {
  const problem = controller.problem?.filter === filter.name ? controller.problem : null;
  const id = filterId(filter);
  return (
    <FormGroup
      className="bo-filter bo-filter-text"
      label={filter.label}
      labelFor={id}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span role="alert">{t(problem.key, problem.args)}</span> : undefined}
    >
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        placeholder={t('ui.searchPlaceholder')}
        value={controller.drafts[filter.name] ?? ''}
        intent={problem ? Intent.DANGER : Intent.NONE}
        onChange={(e) => controller.setDraft(filter.name, e.target.value)}
      />
    </FormGroup>
  );
}
