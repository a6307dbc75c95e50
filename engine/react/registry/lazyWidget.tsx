import { useEffect, useState, type ComponentType } from 'react';
import { TextInput } from '@mantine/core';
import type { EngineWidgetProps } from './types';

/**
 * A widget component that loads its real component on first render (or `preload()`), so a screen
 * downloads only the widget kinds it shows. Until then a disabled input with the same label and id
 * holds the place (no layout jump); once loaded, every instance renders the real one directly.
 */
export function lazyWidget(load: () => Promise<ComponentType<EngineWidgetProps>>): ComponentType<EngineWidgetProps> & { preload: () => Promise<void> } {
  let loaded: ComponentType<EngineWidgetProps> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // The next render tries again (a chunk lost to a deploy or a network blip).
        loading = undefined;
        throw error;
      },
    ));
  function LazyWidget(props: EngineWidgetProps) {
    const [, setReady] = useState(loaded !== undefined);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setReady(true),
        (error: unknown) => console.warn('A widget could not be loaded', error),
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Widget = loaded;
      return <Widget {...props} />;
    }
    return <TextInput id={props.id} label={props.hideLabel ? undefined : props.label} aria-label={props.label} required={props.required} disabled aria-busy="true" />;
  }
  return Object.assign(LazyWidget, { preload });
}
