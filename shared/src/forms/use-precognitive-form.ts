import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPrecognitiveForm, type FormMethod, type PrecognitiveForm, type PrecognitiveFormState } from './precognitive-form';

export type UsePrecognitiveForm<TData extends object> = PrecognitiveFormState<TData> & Omit<PrecognitiveForm<TData>, 'getState' | 'subscribe'>;

/**
 * A form with live server validation (Precognition), for any app:
 *
 *   const form = usePrecognitiveForm('post', '/api/users/1', { name: '', about: '' });
 *   <input value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} onBlur={() => form.validate('name')} />
 *   {form.errorsFor('name').map(…)}  form.isValidating('name')  form.processing
 *   await form.submit({ handled: [422] });
 *
 * Method, URL and the initial data are read once, on the first render.
 */
export function usePrecognitiveForm<TData extends object>(
  method: FormMethod,
  url: string,
  data: TData,
  options: { debounceMs?: number; timeoutMs?: number } = {},
): UsePrecognitiveForm<TData> {
  const [form] = useState(() => createPrecognitiveForm({ method, url, data, ...options }));
  // Unmounting drops a validation still waiting for its debounce; the form itself stays usable
  // (StrictMode unmounts and mounts again with the same instance).
  useEffect(() => () => form.cancel(), [form]);
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  return useMemo(() => {
    const { getState: _getState, subscribe: _subscribe, ...actions } = form;
    return { ...state, ...actions };
  }, [form, state]);
}
