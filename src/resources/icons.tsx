import BatteryIcon from '@mui/icons-material/Battery5BarOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import TireIcon from '@mui/icons-material/TireRepairOutlined';
import type { ReactElement } from 'react';

/** What a schema cannot say: the icon of each product resource. */
const resourceIcons: Record<string, ReactElement> = {
  tires: <TireIcon />,
  batteries: <BatteryIcon />,
  'car-parts': <BuildIcon />,
};

/** A product type added later shows the generic product icon until it gets its own. */
export const iconFor = (resource: string) => resourceIcons[resource] ?? <InventoryIcon />;
