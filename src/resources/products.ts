import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy } from 'react';
import { productSchemas } from '../../schemas';
import { productResource } from '../schema-ui/resource';
import { batteries } from './batteries';
import { carParts } from './car-parts';
import { tires } from './tires';
import { withPageTexts } from '../i18n/page-texts';

/** Per resource, what its schema cannot say; a product type without an entry gets the defaults. */
const overrides: Record<string, { icon?: SvgIconComponent }> = { tires, batteries, 'car-parts': carParts };

/**
 * Every product type of the schema registry (`productSchemas`) as a resource. Views are made once:
 * a component created during render would remount the list (and lose the search box's focus) on
 * every navigation or language switch.
 */
export const productResources = productSchemas.map((schema) => ({
  icon: InventoryIcon as SvgIconComponent,
  ...productResource(schema),
  // The spreadsheet page is its own chunk (reader, writer, worker): a list does not load it.
  bulk: lazy(
    withPageTexts(() =>
      import('../bulk-upload/BulkUploadPage').then((m) => ({ default: m.bulkUploadPage(schema) })),
    ),
  ),
  ...overrides[schema['x-resource']],
}));

/** The product resources a vendor of this type holds. */
export const productResourcesFor = (vendorType: string | undefined) =>
  productResources.filter((r) => vendorType && r.vendorTypes.includes(vendorType));
