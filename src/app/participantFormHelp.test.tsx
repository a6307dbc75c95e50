import { beforeAll, describe, expect, it } from 'vitest';
import '../../engine/react/testing/jsdomStubs';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildFormModel, resolveWidgets, type JsonSchema } from '../../engine/core/form';
import type { EntityMetadata } from '../../engine/core/metadata';
import { EngineProvider } from '../../engine/react';
import { EngineForm } from '../../engine/react/detail/EngineForm';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import ucastnikTrhu from '../../metadata/entities/ucastnik-trhu.json';
import { widgets } from '../../widgets';
import { setupTexts } from '../testing/renderWithShell';

// The participant's edit form explains its identifiers under the fields, linked for screen readers
// (real metadata and Slovak texts; this was an end-to-end test of admin-codebooks-help.spec.ts).

const SCHEMA = {
  type: 'object',
  properties: {
    nazov: { type: 'string', maxLength: 200 },
    eic: { type: ['string', 'null'], format: 'eic' },
    icDph: { type: ['string', 'null'], maxLength: 12 },
    acerKod: { type: ['string', 'null'], maxLength: 12 },
  },
} as JsonSchema;

beforeAll(async () => {
  await setupTexts('sk');
});

describe('participant form help', () => {
  it('explains EIC, IČ DPH and the ACER code under the fields, as their descriptions', async () => {
    const model = resolveWidgets(buildFormModel(SCHEMA, ucastnikTrhu as EntityMetadata, 'edit', { tokens: new Set() }), widgets);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <EngineProvider http={fakeHttp()} tokens={new Set()} widgets={widgets}>
            <EngineForm model={model} formData={{ nazov: 'Solárny park' }} onChange={() => undefined} onSubmit={() => undefined}>
              {null}
            </EngineForm>
          </EngineProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByLabelText(/^EIC/)).toHaveAccessibleDescription(/16-miestny kód EIC účastníka trhu \(typ X\)/);
    expect(screen.getByLabelText(/^IČ DPH/)).toHaveAccessibleDescription(/SK a 10 číslic/);
    expect(screen.getByLabelText(/^ACER kód/)).toHaveAccessibleDescription(/REMIT/);
    expect(screen.getByText(/Registračný kód ACER podľa REMIT/)).toBeVisible();
  });
});
