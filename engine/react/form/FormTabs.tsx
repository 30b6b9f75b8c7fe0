/**
 * The root form's tabs (solapas, `ui:tabs`): Blueprint Tabs, keyboard usable (arrow keys), each
 * panel holding its fields grouped by the `ui:layout` sections. A tab whose fields hold errors
 * shows their count in a red tag. The selected tab is the form controller's (see `FormTabsContext`),
 * so that the error summary can switch to a field's tab before focusing it. A tab with a
 * related-records panel (`related`) shows it after its fields.
 */
import { Intent, Tab, Tabs } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { ErrorSchema, ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { RelatedPanel } from '../../core/related/relatedPanel';
import type { LayoutTab } from '../../core/uiLayout';
import { t } from '../../core/messages';
import { tokenReaches } from '../../core/recordScope';
import { useOptionalEngine } from '../engine/EngineProvider';
import { useOptionalSession } from '../session/SessionProvider';
import type { FormTabsContext } from './formContext';

const hasErrors = (schema: unknown): boolean => {
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema as Record<string, unknown>).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );
};

/** Number of a tab's fields that hold an error. */
export function tabErrorCount(tab: LayoutTab, errorSchema: ErrorSchema | undefined): number {
  const errors = (errorSchema ?? {}) as Record<string, unknown>;
  return tab.fields.filter((field) => hasErrors(errors[field])).length;
}

export interface FormTabsProps {
  readonly tabs: readonly LayoutTab[];
  readonly byName: ReadonlyMap<string, ObjectFieldTemplatePropertyType>;
  readonly errorSchema?: ErrorSchema;
  readonly context?: FormTabsContext;
  /** Renders one tab's properties (its sections). */
  readonly renderPanel: (properties: ObjectFieldTemplatePropertyType[]) => ReactNode;
  /** Renders a tab's related-records panel. */
  readonly renderRelated?: (panel: RelatedPanel) => ReactNode;
}

/** The tabs of the root form. */
export function FormTabs({ tabs, byName, errorSchema, context, renderPanel, renderRelated }: FormTabsProps) {
  const engine = useOptionalEngine();
  const principal = useOptionalSession()?.principal;
  // A token-mode session sees no panel of a module it reaches nothing of (the contact's trips for a contacts token, decision 160).
  const reaches = (panel: RelatedPanel) => !principal || tokenReaches(principal, engine?.config.modules[panel.module]?.recordScope);
  const shown = tabs.map((tab, index) => ({ tab, index, props: tab.fields.map((f) => byName.get(f)!).filter(Boolean) }));
  // Tabs whose every field is hidden (e.g. by permission) are left out; their fields stay mounted.
  const isVisible = (s: (typeof shown)[number]) => s.props.some((p) => !p.hidden) || (!!s.tab.related && !!renderRelated && reaches(s.tab.related));
  const visible = shown.filter(isVisible);
  const hidden = shown.filter((s) => !isVisible(s));
  const selected = visible.some((s) => s.index === context?.active) ? context!.active : visible[0]?.index;
  return (
    <div className="bo-form-tabs">
      {/* Only the selected panel is mounted: a keystroke re-renders one tab's fields, not the form's (bench/browser).
          No sliding indicator (animate=false; Blueprint's CSS underlines the selected tab the same way): with it, every
          render whose panel changed (each keystroke) measured the selected tab (a forced layout) and re-rendered the
          tabs to move it, the largest script cost of typing in the account form (docs/benchmarks.md). */}
      <Tabs id="bo-form-tabs" selectedTabId={selected} onChange={(id) => context?.onChange(Number(id))} large={false} animate={false} renderActiveTabPanelOnly>
        {visible.map(({ tab, index, props }) => {
          const count = tabErrorCount(tab, errorSchema);
          return (
            <Tab
              key={index}
              id={index}
              title={tab.title}
              // Blueprint's arrow-key navigation only walks tabs with aria-disabled="false".
              disabled={false}
              tagContent={count > 0 ? <span title={t('form.tabErrors', { n: count })}>{count}</span> : undefined}
              tagProps={{ intent: Intent.DANGER, round: true, minimal: false }}
              panel={
                <>
                  {props.length > 0 && renderPanel(props)}
                  {tab.related && reaches(tab.related) && renderRelated?.(tab.related)}
                </>
              }
            />
          );
        })}
      </Tabs>
      {hidden.map(({ index, props }) => (
        <div key={index} hidden>
          {props.map((p) => (
            <div key={p.name}>{p.content}</div>
          ))}
        </div>
      ))}
    </div>
  );
}
