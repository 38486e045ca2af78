import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * An Add/Edit dialog's form starts over each time the dialog opens: the values of the record it
 * edits (`valuesOf(undefined)` to add one), nothing dirty, no errors. `valuesOf` must be stable (a
 * module-level function), or the form would start over on every render.
 */
export function useStartOverWhenOpened<Item, Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  opened: boolean,
  item: Item | undefined,
  valuesOf: (item: Item | undefined) => Values,
): void {
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = valuesOf(item);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, item, valuesOf, setValues, resetDirty, clearErrors]);
}
