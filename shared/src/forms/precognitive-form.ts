// The form helper of spec §4/§5: live server validation through validation-only (Precognition)
// requests. laravel-precognition's validator does the protocol — touched fields only (sent as
// `Precognition-Validate-Only`), requests debounced (leading and trailing edge, so a blur validates at
// once and bursts coalesce), a newer request aborting the older, per-field error lists, and an error
// when an answer lacks the `Precognition` header. This module adds what it lacks: which fields are
// being validated, the submit in flight, why validation failed, and a snapshot store for React.
import type { Validator } from 'laravel-precognition';
import { apiRequest, type HttpMethod, type RequestOptions } from '../api/client';
import { isApiError } from '../api/api-error';
import { FORM_VALIDATION_DEBOUNCE_MS, FORM_VALIDATION_TIMEOUT_MS } from '../constants';
import { containsFile, errorsAfterRowRemoved, toFormData, valueAt, withValueAt } from './form-data-paths';
import { queryOf } from './query-params';

type PrecognitionModule = Awaited<ReturnType<typeof import('./precognition-http-client').loadPrecognition>>;

/** laravel-precognition and our client for it (precognition-http-client.ts), loaded when a form first needs its validator. */
const loadPrecognition = (): Promise<PrecognitionModule> => import('./precognition-http-client').then((module) => module.loadPrecognition());

export type FormMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Field → its messages, as the API's 422 answers them (`errors` of `{ message, errors }`). */
export type FieldErrors = Record<string, string[]>;

export interface PrecognitiveFormOptions<TData extends object> {
  method: FormMethod;
  /** The route the form submits to; it must opt in to Precognition on the API. */
  url: string;
  /** The initial values; a field counts as changed (and is validated) once it differs from them. */
  data: TData;
  debounceMs?: number;
  timeoutMs?: number;
}

export interface PrecognitiveFormState<TData extends object> {
  data: TData;
  errors: FieldErrors;
  /** Fields the visitor has touched: only these are validated. */
  touched: readonly string[];
  /** Fields the server has validated and found without errors. */
  valid: readonly string[];
  /** Fields whose validation request is in flight. */
  validatingFields: readonly string[];
  /** A validation request is in flight. */
  validating: boolean;
  /** The submit is in flight. */
  processing: boolean;
  /** Why the last validation request failed (no Precognition header, timeout…); null once one succeeds. */
  validationError: Error | null;
}

export interface SubmitOptions {
  /**
   * Statuses the form shows itself (see `RequestOptions.handled`); the catalogue handles the rest.
   * Not 422: spec §8 wants the catalogue's 'Processing errors' toast as well as the field errors.
   */
  handled?: RequestOptions['handled'];
  /** The body to send instead of the data as it is (e.g. a multipart body with extra parts). */
  body?: object | FormData;
}

export interface PrecognitiveForm<TData extends object> {
  getState(): PrecognitiveFormState<TData>;
  subscribe(listener: () => void): () => void;
  setData<K extends keyof TData & string>(field: K, value: TData[K]): void;
  /** A nested value by Laravel's dotted path, e.g. `financials.0.revenue`. */
  setData(path: string, value: unknown): void;
  setData(values: Partial<TData>): void;
  /** Appends a row to the array at `path` (e.g. a month of financials). */
  addRow(path: string, row: unknown): void;
  /** Removes the row at `index` of the array at `path`; the messages of the rows after it move up with them. */
  removeRow(path: string, index: number): void;
  /** Marks fields touched without validating them now. */
  touch(...fields: string[]): void;
  /**
   * Validates (debounced): one field — when its value changed since it was last validated — or, with
   * a list or nothing, every touched field. Call it on blur, as Laravel's forms do.
   */
  validate(field?: string | readonly string[]): void;
  isTouched(field: string): boolean;
  isValid(field: string): boolean;
  isInvalid(field: string): boolean;
  isValidating(field: string): boolean;
  errorsFor(field: string): string[];
  setErrors(errors: FieldErrors): void;
  forgetError(field: string): void;
  /** Back to the initial data, nothing touched, no errors. */
  reset(): void;
  /** Sends the form for real (no Precognition header); a 422 fills `errors`. Rejects with the ApiError. */
  submit<T>(options?: SubmitOptions): Promise<T>;
  /** Drops a validation that is waiting for its debounce (e.g. when the form unmounts). */
  cancel(): void;
  /**
   * Drops a waiting validation and resolves once none is in flight: call it before setting the
   * browser's own errors on submit, or a late answer (e.g. the blur of the field just left) would
   * replace them.
   */
  settle(): Promise<void>;
}

function asRecord(data: object): Record<string, unknown> {
  return data as Record<string, unknown>;
}

/** What a failed validation request is reported as on the form. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createPrecognitiveForm<TData extends object>(options: PrecognitiveFormOptions<TData>): PrecognitiveForm<TData> {
  const debounceMs = options.debounceMs ?? FORM_VALIDATION_DEBOUNCE_MS;
  const timeoutMs = options.timeoutMs ?? FORM_VALIDATION_TIMEOUT_MS;

  let state: PrecognitiveFormState<TData> = {
    data: options.data,
    errors: {},
    touched: [],
    valid: [],
    validatingFields: [],
    validating: false,
    processing: false,
    validationError: null,
  };
  const listeners = new Set<() => void>();
  function update(patch: Partial<PrecognitiveFormState<TData>>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  // Each request gets a number: an aborted older request finishing late must not clear the flags of
  // the newer one in flight.
  let latestRequest = 0;

  // laravel-precognition arrives with the first call that needs the validator (loadValidator). Until
  // then the calls on the validator wait in line, and what the state shows at once (touched fields,
  // errors) is set here too.
  let validator: Validator | null = null;
  let waiting: Array<(ready: Validator) => void> = [];
  /** The waiting calls that validate: dropped as a debounced validation would be (cancel, submit). */
  const validations = new Set<(ready: Validator) => void>();
  function withValidator(call: (ready: Validator) => void): void {
    if (validator) {
      call(validator);
      return;
    }
    waiting.push(call);
    loadValidator();
  }
  function validateWhenReady(call: (ready: Validator) => void): void {
    if (!validator) validations.add(call);
    withValidator(call);
  }
  /** Drops a validation waiting for its debounce (setTimeout recreates the debounced function), or for the validator. */
  function dropPendingValidation(): void {
    validator?.setTimeout(debounceMs);
    waiting = waiting.filter((call) => !validations.has(call));
    validations.clear();
  }

  // Asked for with the first call that needs the validator (a touched field, a validation, the
  // server's errors), not when the form is made: a page shows its form without waiting for it.
  let loading = false;
  function loadValidator(): void {
    if (loading) return;
    loading = true;
    loadPrecognition().then(startValidator, (error: unknown) => {
      // Its chunk did not load: the form still submits (the server's 422 fills the errors); live
      // validation is reported as failed, as when its request fails. The next call tries again.
      loading = false;
      update({ validationError: asError(error) });
    });
  }

  /** The validator, once laravel-precognition has arrived; the calls waiting for it run then. */
  function startValidator({ createValidator, HttpCancelledError, HttpResponseError }: PrecognitionModule): void {
    const ready: Validator = createValidator(
      (precognition) => {
        const request = ++latestRequest;
        const isLatest = () => request === latestRequest;
        return precognition[options.method](options.url, asRecord(state.data), {
          timeout: timeoutMs,
          onStart: () => update({ validating: true, validatingFields: [...ready.touched()] }),
          onFinish: () => {
            if (isLatest()) update({ validating: false, validatingFields: [] });
          },
        }).then(
          () => {
            if (isLatest()) update({ validationError: null });
          },
          (error: unknown) => {
            // A newer request replaced this one: nothing failed.
            if (error instanceof HttpCancelledError) return;
            // The expected "invalid" answer: the validator has already stored the field errors.
            if (error instanceof HttpResponseError && error.response.status === 422) {
              if (isLatest()) update({ validationError: null });
              return;
            }
            // No Precognition header, a timeout, the network, any other status: reported on the form
            // (caught here, as the validator would leave it an unhandled rejection).
            if (isLatest()) update({ validationError: asError(error) });
          },
        );
      },
      structuredClone(asRecord(options.data)),
    );
    ready.setTimeout(debounceMs);
    ready.on('errorsChanged', () => update({ errors: ready.errors(), valid: ready.valid() }));
    ready.on('touchedChanged', () => update({ touched: ready.touched() }));
    ready.on('validatedChanged', () => update({ valid: ready.valid() }));
    validator = ready;
    for (const call of waiting) call(ready);
    waiting = [];
    validations.clear();
  }

  function touch(fields: readonly string[]): void {
    if (!validator) update({ touched: [...new Set([...state.touched, ...fields])] });
    withValidator((ready) => ready.touch([...fields]));
  }

  /** Errors shown at once, and handed to the validator (now, or once it has loaded). */
  function putErrors(errors: FieldErrors): void {
    if (!validator) update({ errors });
    withValidator((ready) => ready.setErrors(errors));
  }

  function setData(fieldOrValues: string | Partial<TData>, value?: unknown): void {
    if (typeof fieldOrValues === 'string') update({ data: withValueAt(state.data, fieldOrValues, value) });
    else update({ data: { ...state.data, ...fieldOrValues } });
  }

  function rowsAt(path: string): unknown[] {
    const rows = valueAt(state.data, path);
    if (rows === undefined) return [];
    if (!Array.isArray(rows)) throw new Error(`${path} is not a list of rows`);
    return rows;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setData: setData as PrecognitiveForm<TData>['setData'],
    addRow(path, row) {
      setData(path, [...rowsAt(path), row]);
    },
    removeRow(path, index) {
      setData(
        path,
        rowsAt(path).filter((_row, at) => at !== index),
      );
      putErrors(errorsAfterRowRemoved(validator ? validator.errors() : state.errors, path, index));
    },
    touch(...fields) {
      touch(fields);
    },
    validate(field) {
      if (typeof field === 'string') {
        const value = valueAt(state.data, field);
        validateWhenReady((ready) => ready.validate(field, value));
        return;
      }
      if (field) touch(field);
      // With a config instead of a name, the validator validates every touched field.
      validateWhenReady((ready) => ready.validate({}));
    },
    isTouched: (field) => state.touched.includes(field),
    isValid: (field) => state.valid.includes(field),
    isInvalid: (field) => (state.errors[field]?.length ?? 0) > 0,
    isValidating: (field) => state.validatingFields.includes(field),
    errorsFor: (field) => state.errors[field] ?? [],
    setErrors(errors) {
      putErrors(errors);
    },
    forgetError(field) {
      if (!validator) update({ errors: Object.fromEntries(Object.entries(state.errors).filter(([name]) => name !== field)) });
      withValidator((ready) => ready.forgetError(field));
    },
    reset() {
      dropPendingValidation();
      if (!validator) update({ touched: [], errors: {}, valid: [] });
      withValidator((ready) => {
        ready.defaults(structuredClone(asRecord(options.data)));
        ready.reset();
        ready.setErrors({});
      });
      update({ data: options.data, validationError: null });
    },
    async submit<T>(submitOptions: SubmitOptions = {}): Promise<T> {
      // A validation still waiting for its debounce would only repeat what the submit answers.
      dropPendingValidation();
      update({ processing: true });
      const method = options.method.toUpperCase() as HttpMethod;
      // A file anywhere in the data makes the body multipart (bracket notation for nested fields).
      const body = submitOptions.body ?? (containsFile(state.data) ? toFormData(state.data) : state.data);
      const payload = method === 'GET' ? { query: queryOf(asRecord(state.data)) } : { body };
      try {
        const result = await apiRequest<T>(options.url, { method, ...payload, handled: submitOptions.handled });
        putErrors({});
        return result;
      } catch (error) {
        if (isApiError(error) && error.status === 422) putErrors(error.fieldErrors);
        throw error;
      } finally {
        update({ processing: false });
      }
    },
    cancel() {
      dropPendingValidation();
    },
    settle() {
      dropPendingValidation();
      if (!state.validating) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const listener = () => {
          if (state.validating) return;
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      });
    },
  };
}
