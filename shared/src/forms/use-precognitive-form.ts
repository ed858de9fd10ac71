import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPrecognitiveForm, type FormMethod, type PrecognitiveForm, type PrecognitiveFormState } from './precognitive-form';

export type UsePrecognitiveForm<TData extends object> = PrecognitiveFormState<TData> & Omit<PrecognitiveForm<TData>, 'getState' | 'subscribe'>;

/**
 * THE form pattern of every app (issue #9 point 3): per-field touched/validated/errors/processing,
 * live server validation (Precognition) where the route opts in, field errors under the fields
 * (`FieldError`), and the error catalogue's toast for a 422 as well (spec §8: pass no `handled`).
 *
 *   const form = usePrecognitiveForm('post', '/api/users/1', { name: '', financials: [{ month: '2026-01', revenue: null }] });
 *   <input value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} onBlur={() => form.validate('name')} />
 *   <FieldError id="name-error" messages={form.errorsFor('name')} />   form.isValidating('name')   form.processing
 *   form.setData('financials.0.revenue', 1200); form.validate('financials.0.revenue');   // nested, by dotted path
 *   form.addRow('financials', { month: '2026-02', revenue: null }); form.removeRow('financials', 0);
 *   form.setData('photo', file);   // a File anywhere: the submit (and validation) goes as multipart
 *   form.setErrors(clientErrors);  // what the browser can tell before asking the server
 *   const saved = await form.submit<User>();   // rejects with the ApiError; a 422 fills the errors
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
