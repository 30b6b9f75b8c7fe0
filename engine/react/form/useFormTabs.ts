/**
 * The selected tab of a record form with `ui:tabs`, and "go to a field": switch to the field's
 * tab, then focus it once the tab panel is shown (the error summary, rule issues, first error).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { tabIndexByTitle } from '../../core/form/returnTo';
import { layoutTabs, tabOfField } from '../../core/uiLayout';
import type { FormTabsContext } from './formContext';
import { focusField } from './focusField';

/**
 * Tab state for a module's ui schema and fields; the form opens on the tab titled `initialTab`
 * (`?solapa=`, or the tab it showed before a save remounted it) when there is one; `onTabChange`
 * hears each tab shown, so the host can reopen the form on it after a save.
 */
export function useFormTabs(
  ui: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  initialTab?: string | null,
  onTabChange?: (title: string) => void,
) {
  const tabs = useMemo(() => layoutTabs(ui['ui:tabs'], fields), [ui, fields]);
  const [active, setShown] = useState(() =>
    Math.max(
      tabs
        ? tabIndexByTitle(
            tabs.map((tab) => tab.title),
            initialTab,
          )
        : -1,
      0,
    ),
  );
  const report = useRef(onTabChange);
  report.current = onTabChange;
  const setActive = useCallback(
    (index: number) => {
      setShown(index);
      const title = tabs?.[index]?.title;
      if (title !== undefined) report.current?.(title);
    },
    [tabs],
  );
  const context: FormTabsContext = useMemo(() => ({ active, onChange: setActive }), [active, setActive]);
  return {
    tabs,
    context,
    /** The title of the tab shown (undefined without tabs). */
    title: tabs?.[active]?.title,
    /** Shows the field's tab and focuses the field. */
    goToField: (path: string) => {
      const index = tabs ? tabOfField(tabs, path) : -1;
      if (index >= 0 && index !== active) {
        setActive(index);
        // The panel becomes visible on the next render.
        setTimeout(() => focusField(path), 0);
      } else focusField(path);
    },
  };
}
