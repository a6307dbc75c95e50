import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { NumberWidget } from '../number/NumberWidget';
import { widgetKind } from '../kinds';

/** Money in EUR with 3 decimals (spec section 9), thousands grouped. */
export function MoneyWidget(props: EngineWidgetProps) {
  return <NumberWidget {...props} variant={{ suffix: ' EUR', fixedDecimals: 3, thousandSeparator: true }} />;
}

/** Chosen by `"widget": "money"`. */
export const moneyWidget: WidgetEntry = { ...widgetKind('money'), component: MoneyWidget };
