import BatteryIcon from '@mui/icons-material/Battery5BarOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import TireIcon from '@mui/icons-material/TireRepairOutlined';
import type { ReactElement } from 'react';

/** What a schema cannot say: the icon of each product resource. */
export const resourceIcons: Record<string, ReactElement> = {
  tires: <TireIcon />,
  batteries: <BatteryIcon />,
  'car-parts': <BuildIcon />,
};
