/** Picks FileUpload for `"x-widget": "upload"` and its logo variant `"x-widget": "logo"` (rank 5). */
import { or, rankWith, widgetIs, type Tester } from '../../engine/core/widgetTesters';

export const fileUploadTester: Tester = rankWith(5, or(widgetIs('upload'), widgetIs('logo')));
