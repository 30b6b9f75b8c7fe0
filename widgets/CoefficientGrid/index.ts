/** Registers the IIBB coefficient grid: an array annotated `"x-widget": "coefficients"` picks it (rank 5). */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { COEFFICIENT_GRID_WIDGET, CoefficientGridWidget } from './CoefficientGridWidget';
import { coefficientGridTester } from './coefficientGridTester';

registerWidget(COEFFICIENT_GRID_WIDGET, CoefficientGridWidget, coefficientGridTester);

export { COEFFICIENT_GRID_WIDGET, CoefficientGridWidget, coefficientGridTester };
