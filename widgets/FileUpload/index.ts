/** Registers FileUpload: `"x-widget": "upload"` (generic) or `"x-widget": "logo"` picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { fileUploadTester } from './fileUploadTester';
import { FILE_UPLOAD_WIDGET, FileUploadWidget } from './FileUploadWidget';

registerWidget(FILE_UPLOAD_WIDGET, FileUploadWidget, fileUploadTester);
