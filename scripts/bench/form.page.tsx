// The page `npm run bench:form` opens in Chromium: a generated 300-field form rendered by the
// engine (EngineForm with the stock widgets and the validation catalogue), by stock @rjsf/core or
// stock @rjsf/mantine (the same kit as the engine) with their ajv8 validator, same schema, same
// data, a bare input, or 300 bare labelled inputs in plain React (the physical limit of drawing
// the form), every row in the application's theme. `?form=engine|engine-laid|stock|mantine|floor|floor300` chooses; the page measures first
// render, all fields drawn and first idle, and exposes hooks so the runner can time real
// keystrokes to the next paint.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import StockForm from '@rjsf/core';
import MantineForm from '@rjsf/mantine';
import stockValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { JsonSchema } from '../../engine/core/form';
import { buildFormModel, resolveWidgets } from '../../engine/core/form';
import type { EntityMetadata } from '../../engine/core/metadata';
import { createWidgetRegistry, EngineProvider } from '../../engine/react';
import { EngineForm } from '../../engine/react/detail/EngineForm';
import type { HttpClient } from '../../engine/core/http';
import { widgets } from '../../widgets';
import { MobileProvider } from '../../widgets/shared/useMobile';
import engineTexts from '../../metadata/i18n/sk/engine.json';
import { variantTheme } from '../../src/app/theme';
import widgetTexts from '../../metadata/i18n/sk/widgets.json';
import validationTexts from '../../metadata/i18n/sk/validation.json';

export const FIELDS = 300;

// The engine's texts (those every entity screen loads) and the labels' and groups' texts, as the
// application has a text for every key its metadata and widgets name.
const texts = {
  ...engineTexts,
  ...widgetTexts,
  ...validationTexts,
  bench: {
    pole: Object.fromEntries(Array.from({ length: FIELDS }, (_, i) => [`f${i}`, `Pole f${i}`])),
    skupina: Object.fromEntries(Array.from({ length: FIELDS / 30 }, (_, g) => [`g${g}`, `Skupina ${g + 1}`])),
  },
};
void i18next.use(initReactI18next).init({ lng: 'sk', resources: { sk: { translation: texts } }, initAsync: false });

// Keystroke to paint: from the keydown's timestamp to the first task after the next frame. The
// frame waits for the display's clock, so this has a floor of about one frame (see `floor`).
const latencies: number[] = [];
// Keystroke to ready-to-paint: from the keydown's timestamp (so waiting for a busy main thread
// counts) to the end of the input event's handling, with style and layout forced: the main-thread
// work the keystroke costs before its frame can be drawn, without the wait for the frame clock.
const works: number[] = [];
// Keystroke to the host's onChange: when the form's data (validated) reached the application.
const commits: number[] = [];
let lastKey: number | undefined;
// The keydown the host's next onChange answers (cleared once it has).
let uncommittedKey: number | undefined;

/** Six kinds of field in turn: text, text with a pattern, integer, number, date, e-mail. */
function property(i: number): Record<string, unknown> {
  switch (i % 6) {
    case 0:
      return { type: 'string', maxLength: 100 };
    case 1:
      return { type: 'string', maxLength: 20, pattern: '^[A-Z0-9]*$' };
    case 2:
      return { type: 'integer', minimum: 0, maximum: 100000 };
    case 3:
      return { type: 'number', minimum: 0 };
    case 4:
      return { type: 'string', format: 'date' };
    default:
      return { type: 'string', format: 'email' };
  }
}

const names = Array.from({ length: FIELDS }, (_, i) => `f${i}`);
const schema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: Object.fromEntries(names.map((n, i) => [n, property(i)])),
  required: names.filter((_, i) => i % 10 === 0),
};
const data: Record<string, unknown> = Object.fromEntries(names.map((n, i) => [n, i % 6 === 0 ? `Hodnota ${i}` : i % 6 === 2 ? i : undefined]));
const metadata: EntityMetadata = {
  entity: 'bench',
  api: '/bench/',
  id: 'id',
  title: 'bench',
  tokens: { read: [] },
  routes: { search: '/bench', detail: '/bench' },
  search: { filters: [], columns: [] },
  detail: {
    layout: Array.from({ length: FIELDS / 30 }, (_, g) => ({ group: `g${g}`, titleKey: `bench.skupina.g${g}`, fields: names.slice(g * 30, g * 30 + 30) })),
    fields: Object.fromEntries(names.map((n) => [n, { labelKey: `bench.pole.${n}` }])),
    serverManaged: [],
  },
};
const registry = createWidgetRegistry(widgets);
// Every row in the application's theme (its font stack, colours), as the product draws its forms.
const theme = variantTheme('portal');
const model = resolveWidgets(buildFormModel(schema, metadata, 'create', { tokens: new Set() }), registry.entries);
const http = {} as HttpClient;
// Stable, as the application's provider above its screens is: a new set per render would re-render every widget.
const tokens: ReadonlySet<string> = new Set();

// When the host last received the form's data after a keystroke (see `commits` below).
function noteCommit() {
  if (uncommittedKey !== undefined) commits.push(performance.now() - uncommittedKey);
  uncommittedKey = undefined;
}

function EngineHost() {
  const [value, setValue] = useState(data);
  const onChange = (next: Record<string, unknown>) => {
    noteCommit();
    setValue(next);
  };
  return (
    <EngineProvider http={http} tokens={tokens} widgets={registry}>
      <EngineForm model={model} formData={value} onChange={onChange}>
        <button type="submit">OK</button>
      </EngineForm>
    </EngineProvider>
  );
}

function StockHost() {
  const [value, setValue] = useState(data);
  // The same live validation on change as the engine's form.
  return (
    <StockForm
      schema={schema as RJSFSchema}
      validator={stockValidator}
      formData={value}
      liveValidate
      onChange={(e) => {
        noteCommit();
        setValue(e.formData as Record<string, unknown>);
      }}
    />
  );
}

/** Stock @rjsf/mantine: the fair peer, the same Mantine kit as the engine, live validation as stock. */
function MantineHost() {
  const [value, setValue] = useState(data);
  return (
    <MantineForm
      schema={schema as RJSFSchema}
      validator={stockValidator}
      formData={value}
      liveValidate
      onChange={(e) => {
        noteCommit();
        setValue(e.formData as Record<string, unknown>);
      }}
    />
  );
}

const requested = new URLSearchParams(location.search).get('form');
// `engine-laid`: the engine's form with every fieldset laid out at once. The form lets the browser
// skip the layout of fieldsets out of view (content-visibility: auto, see lazyGroupStyle); this
// row is what drawing and laying out every field costs, as the other rows do.
if (requested === 'engine-laid') {
  const style = document.createElement('style');
  style.textContent = 'fieldset { content-visibility: visible !important; contain-intrinsic-size: none !important; }';
  document.head.appendChild(style);
}
const which = requested === 'stock' || requested === 'floor' || requested === 'floor300' || requested === 'mantine' ? requested : 'engine';
const Host = { stock: StockHost, floor: FloorHost, floor300: Floor300Host, mantine: MantineHost, engine: EngineHost }[which];

/** A bare input with nothing behind it: what the browser alone costs (the floor of each figure). */
function FloorHost() {
  return <input id="root_f150" defaultValue="Hodnota 150" onChange={noteCommit} />;
}
/** The input type a plain page would use for each kind of field (see `property`). */
const INPUT_TYPES = ['text', 'text', 'number', 'number', 'date', 'email'] as const;

/**
 * 300 labelled inputs with the form's values and nothing behind them (uncontrolled, no state, no
 * validation): what drawing this many fields costs the browser and React alone, the floor "all drawn" is compared with.
 */
function Floor300Host() {
  return (
    <form>
      {names.map((name, i) => (
        <div key={name}>
          <label htmlFor={`root_${name}`}>{`Pole ${name}`}</label>
          <input id={`root_${name}`} name={name} type={INPUT_TYPES[i % 6]} defaultValue={data[name] === undefined ? undefined : String(data[name])} onChange={noteCommit} />
        </div>
      ))}
    </form>
  );
}
const host = document.getElementById('root') as HTMLElement;
const root = createRoot(host);
// The application's providers are mounted before the clock starts, as the shell's are before any
// form opens: a row times drawing its form, not mounting Mantine's, i18next's and the device's.
let showForm: () => void = () => undefined;
function Slot() {
  const [shown, setShown] = useState(false);
  showForm = () => setShown(true);
  return shown ? <Host /> : null;
}
flushSync(() =>
  root.render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>
        <MobileProvider>
          <Slot />
        </MobileProvider>
      </MantineProvider>
    </I18nextProvider>,
  ),
);
void host.offsetHeight;
/** The form's first draw and the layout it forces, named so that form.profile.mjs tells it from mounting the providers. */
function drawForm() {
  flushSync(() => showForm());
  void host.offsetHeight;
}
const t0 = performance.now();
drawForm();
const firstRenderMs = performance.now() - t0;

// First idle is read by the runner from Chromium's trace of the main thread's tasks, from this mark on.
performance.mark('bench-t0', { startTime: t0 });

document.addEventListener(
  'keydown',
  (event) => {
    const start = event.timeStamp;
    lastKey = start;
    uncommittedKey = start;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => latencies.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  },
  true,
);
// On the window, bubbling: after React's listener on the root has rendered and committed the
// keystroke's synchronous update. (A task posted from here would wait for the frame: Chromium
// draws first after an input.)
window.addEventListener('input', () => {
  if (lastKey === undefined) return;
  void document.documentElement.getBoundingClientRect().height;
  works.push(performance.now() - lastKey);
});

// A form that drew part of itself later (deferred rendering) would look fast in the first render
// alone: the form is complete when every field's input is in the page and laid out.
const expectedInputs = which === 'floor' ? 1 : FIELDS;
function whenComplete(resolve: (ms: number) => void) {
  if (host.querySelectorAll('input').length >= expectedInputs) {
    void host.offsetHeight;
    resolve(performance.now() - t0);
  } else {
    setTimeout(() => whenComplete(resolve), 1);
  }
}
void new Promise<number>(whenComplete).then((completeRenderMs) => {
  (window as unknown as { __bench: unknown }).__bench = {
    which,
    firstRenderMs,
    completeRenderMs,
    inputs: host.querySelectorAll('input').length,
    latencies,
    works,
    commits,
  };
});
